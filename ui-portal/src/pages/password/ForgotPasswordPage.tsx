// /forgot-password?accountType=talent|business: asks for the address and mails a link to choose a new password.
// The answer is the same whatever the account (the server's too), so the page reveals nothing. The screen is the
// kit's; the portal brings the kind of account and the way to the other kind.
import { requestPasswordReset } from "@ictm/core";
import { ForgotPasswordForm, Link, useCore } from "@ictm/ui-kit";
import { useSearch } from "wouter";
import { accountKindFrom, forgotPasswordPath, PRODUCT_NAME, signInPath } from "../../app/paths.ts";

export const RESET_LINK_SENT =
  "If an account uses this address, we have sent a link to choose a new password. The link works once, for one hour.";

export function ForgotPasswordPage() {
  const core = useCore();
  const query = new URLSearchParams(useSearch());
  const kind = accountKindFrom(query.get("accountType")) ?? "talent";
  const talent = kind === "talent";
  return (
    <ForgotPasswordForm
      // A new kind of account is a new form (the switch link at the bottom changes only the query).
      key={kind}
      product={PRODUCT_NAME}
      lead={
        talent
          ? "Give the e-mail address of your Talent account and we will send you a link to choose a new password."
          : "Give the e-mail address of your business account and we will send you a link to choose a new password."
      }
      initialEmail={query.get("email") ?? ""}
      request={(email) => core.run(requestPasswordReset({ accountType: talent ? "Talent" : "Business", email }))}
      sentNotice={() => RESET_LINK_SENT}
      signInHref={signInPath(null, kind)}
      otherLines={
        <p>
          {talent ? "A business account?" : "A Talent account?"}{" "}
          <Link href={forgotPasswordPath(talent ? "business" : "talent")}>
            {talent ? "Reset a business account's password" : "Reset a Talent account's password"}
          </Link>
        </p>
      }
    />
  );
}
