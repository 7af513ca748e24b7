// /account/password: a signed-in member (Talent or Business) changes their password. This device stays
// signed in; every other device of the member is signed out, and the page says so. Logged out, it sends
// the person to sign in and back here afterwards.
import { useState, type FormEvent } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { changePassword, PasswordChangeForm, validateForm, type PasswordChangeFormValues } from "@ictm/core";
import { Button, Card, Container, Form, FormActions, Link, NewPasswordFields, PageHeader, TextField, useCore, useFormFields } from "@ictm/ui-kit";
import { Redirect } from "wouter";
import { ownAreaPath, paths, signInPath } from "../../app/paths.ts";
import { usePageTitle } from "../../app/router.tsx";
import * as styles from "./password.css.ts";

const validate = (values: PasswordChangeFormValues) => validateForm(PasswordChangeForm, values);
const EMPTY: PasswordChangeFormValues = { currentPassword: "", newPassword: "", confirmation: "" };

export function ChangePasswordPage() {
  usePageTitle("Change your password");
  useSignals();
  const core = useCore();
  const session = core.stores.session.value;
  // A new form after each change, so the fields start empty and quiet.
  const [round, setRound] = useState(0);
  const [revoked, setRevoked] = useState<number | null>(null);

  if (session.status === "loggedOut") return <Redirect to={signInPath(paths.changePassword, session.accountType === "Business" ? "business" : "talent")} replace />;

  return (
    <Container width="narrow">
      <PageHeader
        eyebrow="Your account"
        title="Change your password"
        lead="When you change it, every other device signed in to your account is signed out. This one stays signed in."
      />
      <Card padding="roomy">
        <div role="status">
          {revoked !== null ? (
            <p className={styles.done}>
              <svg className={styles.doneIcon} aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
                <path d="M20 6 9 17l-5-5" />
              </svg>
              {revokedSentence(revoked)}
            </p>
          ) : null}
        </div>
        <ChangePasswordForm
          key={round}
          email={session.member?.email ?? ""}
          onChanged={(count) => {
            setRevoked(count);
            setRound((value) => value + 1);
          }}
        />
      </Card>
      <p className={styles.back}>
        <Link href={ownAreaPath(session.accountType)}>Back to your account</Link>
      </p>
    </Container>
  );
}

function ChangePasswordForm({ email, onChanged }: { email: string; onChanged: (otherSessionsRevoked: number) => void }) {
  const core = useCore();
  const form = useFormFields<PasswordChangeFormValues>(EMPTY, validate);
  const [isPending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = form.submit();
    if (values === null || isPending) return;
    setPending(true);
    const result = await core.run(changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword }));
    setPending(false);
    if (result.ok) onChanged(result.value.otherSessionsRevoked);
    else if (result.error._tag === "CurrentPasswordIncorrect") form.setServerErrors({ currentPassword: result.error.message });
    else if (result.error._tag === "ValidationFailed") form.setServerErrors(result.error.fieldErrors);
  };

  return (
    <Form onSubmit={onSubmit} focusFirstInvalidOn={form.focusRequest}>
      <TextField {...form.field("currentPassword")} label="Current password" type="password" autoComplete="current-password" isRequired />
      <NewPasswordFields email={email} newPassword={form.field("newPassword")} confirmation={form.field("confirmation")} />
      <FormActions>
        <Button type="submit" isPending={isPending}>
          Change password
        </Button>
      </FormActions>
    </Form>
  );
}

function revokedSentence(count: number): string {
  if (count === 0) return "Your password has been changed. No other device was signed in to your account.";
  if (count === 1) return "Your password has been changed. 1 other device was signed out.";
  return `Your password has been changed. ${count} other devices were signed out.`;
}
