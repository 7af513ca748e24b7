// /reset-password?token=…&memberEmail=… : the link from the reset mail. The kit's screen: choose a new password
// (twice), then sign in with it; a used, expired or incomplete link says so and leads to asking for a new one. The
// portal brings the member's address and the way to a business account.
import { resetPassword } from "@ictm/core";
import { Link, ResetPasswordForm, useCore } from "@ictm/ui-kit";
import * as styles from "@ictm/ui-kit/auth/auth.css.ts";
import { useSearch } from "wouter";
import { forgotPasswordPath, paths, PRODUCT_NAME, signInPath } from "../../app/paths.ts";

export function ResetPasswordPage() {
  const core = useCore();
  const query = new URLSearchParams(useSearch());
  const token = query.get("token") ?? "";
  const memberEmail = query.get("memberEmail") ?? "";
  const withEmail = (path: string) => `${path}?email=${encodeURIComponent(memberEmail)}`;
  return (
    <ResetPasswordForm
      product={PRODUCT_NAME}
      linkIsComplete={token !== "" && memberEmail !== ""}
      email={memberEmail}
      lead={
        <>
          For the account of <span className={styles.emailText}>{memberEmail}</span>. Once it is changed, every device signed in to
          this account is signed out.
        </>
      }
      reset={(newPassword) => core.run(resetPassword({ token, memberEmail, newPassword }))}
      signInHref={signInPath()}
      changedSignInHref={withEmail(paths.signIn)}
      changedLines={
        <p className={styles.muted}>
          A business account? <Link href={withEmail(paths.businessSignIn)}>Sign in to your business account</Link>
        </p>
      }
      forgotPasswordHref={forgotPasswordPath("talent", memberEmail)}
      refusedLines={
        <p className={styles.muted}>
          A business account? <Link href={forgotPasswordPath("business", memberEmail)}>Request a new link for it</Link>
        </p>
      }
    />
  );
}
