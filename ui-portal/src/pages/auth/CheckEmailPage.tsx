// After sign-up: the account exists but must be activated from the mailed link first.
import { AuthLayout, MailIcon } from "@ictm/ui-kit";
import { usePageTitle } from "../../app/router.tsx";
import * as styles from "./auth.css.ts";
import { ResendActivation } from "./ResendActivation.tsx";

export function CheckEmailPage({ email }: { email: string }) {
  usePageTitle("Check your e-mail");
  return (
    <AuthLayout
      title="Check your e-mail"
      lead={
        <>
          We sent an activation link to <span className={styles.emailText}>{email}</span>. Open it to activate your account, then sign
          in.
        </>
      }
    >
      <div className={styles.outcome}>
        <span className={`${styles.outcomeIcon} ${styles.outcomeIconInfo}`} aria-hidden="true">
          <MailIcon />
        </span>
        <h2 className={styles.cardHeading}>No e-mail yet?</h2>
        <p className={styles.muted}>
          It can take a few minutes to arrive. Check your spam or junk folder too. The link works once, for 48 hours.
        </p>
        <ResendActivation email={email} label="Send the link again" />
      </div>
    </AuthLayout>
  );
}
