// /forgot-password?email=…: a staff member asks for a link to choose a new password. The answer is the same
// whatever the address (the server's too), so the page reveals nothing about who is staff. The screen is the kit's.
import { requestStaffPasswordReset, STAFF_MESSAGES } from "@ictm/core";
import { ForgotPasswordForm, useCore } from "@ictm/ui-kit";
import { useSearch } from "wouter";
import { paths, PRODUCT_NAME } from "../../app/paths.ts";

export function ForgotPasswordPage() {
  const core = useCore();
  const initialEmail = new URLSearchParams(useSearch()).get("email") ?? "";
  return (
    <ForgotPasswordForm
      product={PRODUCT_NAME}
      lead="Give the e-mail address of your staff account and we will send you a link to choose a new password."
      initialEmail={initialEmail}
      request={(email) => core.run(requestStaffPasswordReset({ email }))}
      sentNotice={(answer) => answer.message || STAFF_MESSAGES.resetNotice}
      signInHref={paths.signIn}
    />
  );
}
