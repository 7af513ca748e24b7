// /reset-password?token=…: the link from the staff reset mail. The kit's screen: choose a new password (twice),
// then sign in with it; a used, expired or tokenless link says so and leads to asking for a new one.
import { resetStaffPassword } from "@ictm/core";
import { ResetPasswordForm, useCore } from "@ictm/ui-kit";
import { useSearch } from "wouter";
import { paths, PRODUCT_NAME } from "../../app/paths.ts";

export function ResetPasswordPage() {
  const core = useCore();
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  return (
    <ResetPasswordForm
      product={PRODUCT_NAME}
      linkIsComplete={token !== ""}
      lead="For your staff account. Once it is changed, every device signed in to your account is signed out."
      reset={(password) => core.run(resetStaffPassword({ token, password }))}
      // The staff command names the field `password`; this form calls it `newPassword`.
      serverErrorsOf={(fieldErrors, message) => ({ newPassword: fieldErrors["password"] ?? message })}
      signInHref={paths.signIn}
      forgotPasswordHref={paths.forgotPassword}
    />
  );
}
