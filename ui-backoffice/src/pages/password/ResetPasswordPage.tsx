// /reset-password?token=…: the link from the staff reset mail. Choose a new password (twice), then sign in with
// it. A link that is used, expired or has no token says so and leads to asking for a new one.
import { useState, type FormEvent } from "react";
import { MESSAGES, passwordLengthText, resetStaffPassword, StaffPasswordResetForm, validateForm, type StaffPasswordResetFormValues } from "@ictm/core";
import { Button, Form, Link, TextField, useCore, useFormFields } from "@ictm/ui-kit";
import { useSearch } from "wouter";
import { paths } from "../../app/paths.ts";
import { usePageTitle } from "../../app/router.tsx";
import * as styles from "../sign-in/auth.css.ts";
import { AuthLayout } from "../sign-in/AuthLayout.tsx";
import { CheckCircleIcon, LinkBrokenIcon } from "../sign-in/outcome-icons.tsx";

const validate = (values: StaffPasswordResetFormValues) => validateForm(StaffPasswordResetForm, values);

type Outcome = { state: "choosing" } | { state: "changed" } | { state: "refused"; message: string };

export function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  // A link without its token gets the words of the contract's 410.
  const [outcome, setOutcome] = useState<Outcome>(() => (token === "" ? { state: "refused", message: MESSAGES.passwordResetLinkInvalid } : { state: "choosing" }));

  if (outcome.state === "changed") return <PasswordChanged />;
  if (outcome.state === "refused") return <LinkRefused message={outcome.message} />;
  return <ChooseNewPassword token={token} onOutcome={setOutcome} />;
}

function ChooseNewPassword({ token, onOutcome }: { token: string; onOutcome: (outcome: Outcome) => void }) {
  usePageTitle("Choose a new password");
  const core = useCore();
  const form = useFormFields<StaffPasswordResetFormValues>({ newPassword: "", confirmation: "" }, validate);
  const [isPending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = form.submit();
    if (values === null || isPending) return;
    setPending(true);
    const result = await core.run(resetStaffPassword({ token, password: values.newPassword }));
    setPending(false);
    if (result.ok) onOutcome({ state: "changed" });
    else if (result.error._tag === "PasswordResetLinkInvalid") onOutcome({ state: "refused", message: result.error.message });
    else if (result.error._tag === "ValidationFailed") form.setServerErrors({ newPassword: result.error.fieldErrors["password"] ?? result.error.message });
  };

  return (
    <AuthLayout title="Choose a new password" lead="For your staff account. Once it is changed, every device signed in to your account is signed out.">
      <Form onSubmit={onSubmit} focusFirstInvalidOn={form.focusRequest}>
        <TextField {...form.field("newPassword")} label="New password" description={passwordLengthText} type="password" autoComplete="new-password" isRequired />
        <TextField {...form.field("confirmation")} label="Confirm new password" type="password" autoComplete="new-password" isRequired />
        <Button type="submit" isPending={isPending} fullWidth>
          Set new password
        </Button>
      </Form>
    </AuthLayout>
  );
}

function PasswordChanged() {
  usePageTitle("Your password has been changed");
  return (
    <AuthLayout title="Your password has been changed" lead="Sign in with your new password. Any other devices signed in to your account were signed out.">
      <div className={styles.outcome}>
        <span className={`${styles.outcomeIcon} ${styles.outcomeIconSuccess}`} aria-hidden="true">
          <CheckCircleIcon />
        </span>
        <Link appearance="button-primary" href={paths.signIn}>
          Sign in
        </Link>
      </div>
    </AuthLayout>
  );
}

function LinkRefused({ message }: { message: string }) {
  usePageTitle("This link cannot be used");
  return (
    <AuthLayout title="This link cannot be used" lead={message}>
      <div className={styles.outcome}>
        <span className={`${styles.outcomeIcon} ${styles.outcomeIconDanger}`} aria-hidden="true">
          <LinkBrokenIcon />
        </span>
        <h2 className={styles.cardHeading}>Get a new link</h2>
        <p className={styles.muted}>Reset links work once, for one hour. Ask for a new one and use it within the hour.</p>
        <Link appearance="button-primary" href={paths.forgotPassword}>
          Request a new link
        </Link>
        <p className={styles.muted}>
          Changed it already? <Link href={paths.signIn}>Go to sign in</Link>
        </p>
      </div>
    </AuthLayout>
  );
}
