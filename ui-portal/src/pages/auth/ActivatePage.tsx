// /activate?token=…&memberEmail=… : the link from the activation mail. Activates on arrival (once:
// the token is single use), then goes straight to the sign-in of that kind of account with the address filled
// (also when the link was used before and the account is active already), or says why it could not and offers a
// new link. Without its code or address, the heading says which is missing.
import { useEffect, useRef, useState } from "react";
import { activateAccount, type AccountType } from "@ictm/core";
import { AuthLayout, Link, LinkBrokenIcon, ProgressBar, useCore } from "@ictm/ui-kit";
import { Redirect, useSearch } from "wouter";
import { paths } from "../../app/paths.ts";
import { usePageTitle } from "../../app/router.tsx";
import * as styles from "./auth.css.ts";
import { ResendActivation } from "./ResendActivation.tsx";

type Activation =
  | { state: "activating" }
  | { state: "active"; email: string; accountType: AccountType; alreadyActive: boolean }
  | { state: "refused"; message: string };

/** What the sign-in page says above its form after an activation link (`?activated=`). */
export type ActivatedNotice = "now" | "already";

export function ActivatePage() {
  const query = new URLSearchParams(useSearch());
  const token = query.get("token") ?? "";
  const memberEmail = query.get("memberEmail") ?? "";
  if (token === "" || memberEmail === "") return <Incomplete missingToken={token === ""} missingEmail={memberEmail === ""} />;
  return <Activate token={token} memberEmail={memberEmail} />;
}

function Activate({ token, memberEmail }: { token: string; memberEmail: string }) {
  const core = useCore();
  const [activation, setActivation] = useState<Activation>({ state: "activating" });
  const started = useRef(false);

  useEffect(() => {
    // React may run this effect twice in development; the token may only be spent once.
    if (started.current) return;
    started.current = true;
    void core.run(activateAccount({ token, memberEmail })).then((result) => {
      setActivation(
        result.ok
          ? { state: "active", email: result.value.email, accountType: result.value.accountType, alreadyActive: result.value.alreadyActive === true }
          : { state: "refused", message: result.error.message },
      );
    });
  }, [core, token, memberEmail]);

  if (activation.state === "activating") return <Activating />;
  if (activation.state === "active") {
    // Straight on to sign-in, the address filled and a line saying the account is active (activation does not sign
    // the member in: the link is a proof of the address, not a password). Replace, so Back does not reopen the link.
    const signIn = activation.accountType === "Business" ? paths.businessSignIn : paths.signIn;
    const notice: ActivatedNotice = activation.alreadyActive ? "already" : "now";
    return <Redirect to={`${signIn}?email=${encodeURIComponent(activation.email)}&activated=${notice}`} replace />;
  }
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

/** /activate without its code or its address: say which is missing, in the heading too. */
function Incomplete({ missingToken, missingEmail }: { missingToken: boolean; missingEmail: boolean }) {
  const title =
    missingToken && missingEmail
      ? "This activation link is missing its code and e-mail address"
      : missingToken
        ? "This activation link is missing its code"
        : "This activation link is missing its e-mail address";
  usePageTitle(title);
  return (
    <AuthLayout title={title} lead="The link may have been cut short when it was copied. Open it again from your activation e-mail, exactly as it is.">
      <div className={styles.outcome}>
        <span className={`${styles.outcomeIcon} ${styles.outcomeIconDanger}`} aria-hidden="true">
          <LinkBrokenIcon />
        </span>
        <p className={styles.muted}>
          No e-mail at hand? <Link href={paths.signIn}>Sign in</Link> with your address and password: if your account is not active yet, you
          can ask for a new link there.
        </p>
        <p className={styles.muted}>
          A business account? <Link href={paths.businessSignIn}>Go to business sign-in</Link>
        </p>
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
        <p className={styles.muted}>
          Links work once, for 48 hours. If your account is not active yet, we can send a new link to{" "}
          <span className={styles.emailText}>{memberEmail}</span>.
        </p>
        <ResendActivation email={memberEmail} label="Send a new activation link" />
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
