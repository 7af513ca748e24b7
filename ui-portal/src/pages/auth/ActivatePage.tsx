// /activate?token=…&memberEmail=… : the link from the activation mail. Activates on arrival (once:
// the token is single use), then offers the sign-in of that kind of account, or says why it could not
// and offers a new link.
import { useEffect, useRef, useState } from "react";
import { activateAccount, type AccountType } from "@ictm/core";
import { Button, CheckCircleIcon, Link, LinkBrokenIcon, ProgressBar, useCore } from "@ictm/ui-kit";
import { useLocation, useSearch } from "wouter";
import { paths } from "../../app/paths.ts";
import { usePageTitle } from "../../app/router.tsx";
import * as styles from "./auth.css.ts";
import { AuthLayout } from "./AuthLayout.tsx";
import { ResendActivation } from "./ResendActivation.tsx";

type Activation =
  | { state: "activating" }
  | { state: "active"; email: string; accountType: AccountType }
  | { state: "refused"; message: string };

export function ActivatePage() {
  const core = useCore();
  const query = new URLSearchParams(useSearch());
  const token = query.get("token") ?? "";
  const memberEmail = query.get("memberEmail") ?? "";
  const [activation, setActivation] = useState<Activation>({ state: "activating" });
  const started = useRef(false);

  useEffect(() => {
    // React may run this effect twice in development; the token may only be spent once.
    if (started.current) return;
    started.current = true;
    void core.run(activateAccount({ token, memberEmail })).then((result) => {
      setActivation(
        result.ok
          ? { state: "active", email: result.value.email, accountType: result.value.accountType }
          : { state: "refused", message: result.error.message },
      );
    });
  }, [core, token, memberEmail]);

  if (activation.state === "activating") return <Activating />;
  if (activation.state === "active") return <Activated email={activation.email} accountType={activation.accountType} />;
  return <Refused message={activation.message} memberEmail={memberEmail} />;
}

function Activating() {
  usePageTitle("Activating your account");
  return (
    <AuthLayout title="Activating your account" lead="This takes a moment.">
      <ProgressBar label="Activating your account…" appearance="spinner" />
    </AuthLayout>
  );
}

function Activated({ email, accountType }: { email: string; accountType: AccountType }) {
  usePageTitle("Your account is active");
  const [, navigate] = useLocation();
  return (
    <AuthLayout title="Your account is active" lead="Thank you for confirming your e-mail address. You can sign in now.">
      <div className={styles.outcome}>
        <span className={`${styles.outcomeIcon} ${styles.outcomeIconSuccess}`} aria-hidden="true">
          <CheckCircleIcon />
        </span>
        <p className={styles.muted}>
          Sign in with <span className={styles.emailText}>{email}</span> and the password you chose.
        </p>
        <Button onPress={() => navigate(`${accountType === "Business" ? paths.businessSignIn : paths.signIn}?email=${encodeURIComponent(email)}`)}>
          Sign in
        </Button>
      </div>
    </AuthLayout>
  );
}

function Refused({ message, memberEmail }: { message: string; memberEmail: string }) {
  usePageTitle("This activation link cannot be used");
  return (
    <AuthLayout title="This activation link cannot be used" lead={message}>
      <div className={styles.outcome}>
        <span className={`${styles.outcomeIcon} ${styles.outcomeIconDanger}`} aria-hidden="true">
          <LinkBrokenIcon />
        </span>
        <h2 className={styles.cardHeading}>Get a new link</h2>
        {memberEmail ? (
          <>
            <p className={styles.muted}>
              Links work once, for 48 hours. If your account is not active yet, we can send a new link to{" "}
              <span className={styles.emailText}>{memberEmail}</span>.
            </p>
            <ResendActivation email={memberEmail} label="Send a new activation link" />
          </>
        ) : (
          <p className={styles.muted}>
            This link is missing the e-mail address it belongs to. Open the link from your e-mail again, or sign in and ask for a new one.
          </p>
        )}
        <p className={styles.muted}>
          Activated your account already? <Link href={paths.signIn}>Go to sign in</Link>
        </p>
        <p className={styles.muted}>
          A business account? <Link href={paths.businessSignIn}>Go to business sign-in</Link>
        </p>
      </div>
    </AuthLayout>
  );
}
