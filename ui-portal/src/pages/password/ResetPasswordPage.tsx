// /reset-password?token=…&memberEmail=… : the link from the reset mail. Choose a new password (twice), then
// sign in with it. A link that is used, expired or incomplete says so and leads to asking for a new one.
import { useState, type FormEvent } from "react";
import { MESSAGES, PasswordResetForm, resetPassword, validateForm, type PasswordResetFormValues } from "@ictm/core";
import { Button, Form, Link, useCore, useFormFields } from "@ictm/ui-kit";
import { useSearch } from "wouter";
import { forgotPasswordPath, paths, signInPath } from "../../app/paths.ts";
import { usePageTitle } from "../../app/router.tsx";
import * as styles from "../auth/auth.css.ts";
import { AuthLayout } from "../auth/AuthLayout.tsx";
import { CheckCircleIcon, LinkBrokenIcon } from "../auth/outcome-icons.tsx";
import { NewPasswordFields } from "./NewPasswordFields.tsx";

const validate = (values: PasswordResetFormValues) => validateForm(PasswordResetForm, values);

/** The words of the contract's 410, for a link that arrives without its token or address. */
const LINK_INCOMPLETE = MESSAGES.passwordResetLinkInvalid;

type Outcome = { state: "choosing" } | { state: "changed" } | { state: "refused"; message: string };

export function ResetPasswordPage() {
  const query = new URLSearchParams(useSearch());
  const token = query.get("token") ?? "";
  const memberEmail = query.get("memberEmail") ?? "";
  const [outcome, setOutcome] = useState<Outcome>(() =>
    token === "" || memberEmail === "" ? { state: "refused", message: LINK_INCOMPLETE } : { state: "choosing" },
  );

  if (outcome.state === "changed") return <PasswordChanged email={memberEmail} />;
  if (outcome.state === "refused") return <LinkRefused message={outcome.message} email={memberEmail} />;
  return <ChooseNewPassword token={token} memberEmail={memberEmail} onOutcome={setOutcome} />;
}

function ChooseNewPassword({ token, memberEmail, onOutcome }: { token: string; memberEmail: string; onOutcome: (outcome: Outcome) => void }) {
  usePageTitle("Choose a new password");
  const core = useCore();
  const form = useFormFields<PasswordResetFormValues>({ newPassword: "", confirmation: "" }, validate);
  const [isPending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = form.submit();
    if (values === null || isPending) return;
    setPending(true);
    const result = await core.run(resetPassword({ token, memberEmail, newPassword: values.newPassword }));
    setPending(false);
    if (result.ok) onOutcome({ state: "changed" });
    else if (result.error._tag === "PasswordResetLinkInvalid") onOutcome({ state: "refused", message: result.error.message });
    else if (result.error._tag === "ValidationFailed") form.setServerErrors(result.error.fieldErrors);
  };

  return (
    <AuthLayout
      title="Choose a new password"
      lead={
        <>
          For the account of <span className={styles.emailText}>{memberEmail}</span>. Once it is changed, every device signed in to
          this account is signed out.
        </>
      }
    >
      <Form onSubmit={onSubmit} focusFirstInvalidOn={form.focusRequest}>
        <NewPasswordFields email={memberEmail} newPassword={form.field("newPassword")} confirmation={form.field("confirmation")} />
        <Button type="submit" isPending={isPending} fullWidth>
          Set new password
        </Button>
      </Form>
    </AuthLayout>
  );
}

function PasswordChanged({ email }: { email: string }) {
  usePageTitle("Your password has been changed");
  const withEmail = (path: string) => `${path}?email=${encodeURIComponent(email)}`;
  return (
    <AuthLayout title="Your password has been changed" lead="Sign in with your new password. Any other devices signed in to your account were signed out.">
      <div className={styles.outcome}>
        <span className={`${styles.outcomeIcon} ${styles.outcomeIconSuccess}`} aria-hidden="true">
          <CheckCircleIcon />
        </span>
        <Link appearance="button-primary" href={withEmail(paths.signIn)}>
          Sign in
        </Link>
        <p className={styles.muted}>
          A business account? <Link href={withEmail(paths.businessSignIn)}>Sign in to your business account</Link>
        </p>
      </div>
    </AuthLayout>
  );
}

function LinkRefused({ message, email }: { message: string; email: string }) {
  usePageTitle("This link cannot be used");
  return (
    <AuthLayout title="This link cannot be used" lead={message}>
      <div className={styles.outcome}>
        <span className={`${styles.outcomeIcon} ${styles.outcomeIconDanger}`} aria-hidden="true">
          <LinkBrokenIcon />
        </span>
        <h2 className={styles.cardHeading}>Get a new link</h2>
        <p className={styles.muted}>Reset links work once, for one hour. Ask for a new one and use it within the hour.</p>
        <Link appearance="button-primary" href={forgotPasswordPath("talent", email)}>
          Request a new link
        </Link>
        <p className={styles.muted}>
          A business account? <Link href={forgotPasswordPath("business", email)}>Request a new link for it</Link>
        </p>
        <p className={styles.muted}>
          Changed it already? <Link href={signInPath()}>Go to sign in</Link>
        </p>
      </div>
    </AuthLayout>
  );
}
