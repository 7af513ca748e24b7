// /forgot-password?accountType=talent|business: asks for the address and mails a link to choose a new
// password. The answer is the same whatever the account (the server's too), so the page reveals nothing.
import { useState, type FormEvent } from "react";
import { PasswordResetRequestForm, requestPasswordReset, validateForm, type PasswordResetRequestFormValues } from "@ictm/core";
import { Button, Form, Link, TextField, useCore, useFormFields } from "@ictm/ui-kit";
import { useSearch } from "wouter";
import { accountKindFrom, forgotPasswordPath, signInPath, type AccountKind } from "../../app/paths.ts";
import { usePageTitle } from "../../app/router.tsx";
import * as styles from "../auth/auth.css.ts";
import { AuthLayout } from "../auth/AuthLayout.tsx";
import { MailIcon } from "../auth/outcome-icons.tsx";

export const RESET_LINK_SENT =
  "If an account uses this address, we have sent a link to choose a new password. The link works once, for one hour.";

const validate = (values: PasswordResetRequestFormValues) => validateForm(PasswordResetRequestForm, values);

export function ForgotPasswordPage() {
  const query = new URLSearchParams(useSearch());
  const kind = accountKindFrom(query.get("accountType")) ?? "talent";
  // A new kind of account is a new form (the switch link at the bottom changes only the query).
  return <ForgotPasswordForm key={kind} kind={kind} initialEmail={query.get("email") ?? ""} />;
}

function ForgotPasswordForm({ kind, initialEmail }: { kind: AccountKind; initialEmail: string }) {
  usePageTitle("Forgot your password?");
  const core = useCore();
  const form = useFormFields<PasswordResetRequestFormValues>({ email: initialEmail }, validate);
  const [isPending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = form.submit();
    if (values === null || isPending) return;
    setPending(true);
    const result = await core.run(requestPasswordReset({ accountType: kind === "talent" ? "Talent" : "Business", email: values.email }));
    setPending(false);
    if (result.ok) setSentTo(values.email);
    else if (result.error._tag === "ValidationFailed") form.setServerErrors(result.error.fieldErrors);
  };

  const other = kind === "talent" ? "business" : "talent";
  return (
    <AuthLayout
      title="Forgot your password?"
      lead={
        kind === "talent"
          ? "Give the e-mail address of your Talent account and we will send you a link to choose a new password."
          : "Give the e-mail address of your business account and we will send you a link to choose a new password."
      }
    >
      {sentTo === null ? (
        <Form onSubmit={onSubmit} focusFirstInvalidOn={form.focusRequest}>
          <TextField {...form.field("email")} label="E-mail address" type="email" autoComplete="email" inputMode="email" isRequired />
          <Button type="submit" isPending={isPending} fullWidth>
            Send reset link
          </Button>
        </Form>
      ) : (
        <div className={styles.outcome}>
          <span className={`${styles.outcomeIcon} ${styles.outcomeIconInfo}`} aria-hidden="true">
            <MailIcon />
          </span>
          <h2 className={styles.cardHeading}>Check your e-mail</h2>
          <p role="status">{RESET_LINK_SENT}</p>
          <p className={styles.muted}>
            Nothing after a few minutes? Check your spam folder, or ask again.
          </p>
          <Button variant="secondary" onPress={() => setSentTo(null)}>
            Send the link again
          </Button>
        </div>
      )}
      <div className={styles.switchLines}>
        <p>
          Remembered it? <Link href={signInPath(null, kind)}>Back to sign in</Link>
        </p>
        <p>
          {kind === "talent" ? "A business account?" : "A Talent account?"}{" "}
          <Link href={forgotPasswordPath(other)}>{kind === "talent" ? "Reset a business account's password" : "Reset a Talent account's password"}</Link>
        </p>
      </div>
    </AuthLayout>
  );
}
