// /forgot-password?email=…: a staff member asks for a link to choose a new password. The answer is the same
// whatever the address (the server's too), so the page reveals nothing about who is staff.
import { useState, type FormEvent } from "react";
import {
  requestStaffPasswordReset,
  StaffPasswordResetRequestForm,
  STAFF_MESSAGES,
  validateForm,
  type StaffPasswordResetRequestFormValues,
} from "@ictm/core";
import { Button, Form, Link, TextField, useCore, useFormFields } from "@ictm/ui-kit";
import { useSearch } from "wouter";
import { paths } from "../../app/paths.ts";
import { usePageTitle } from "../../app/router.tsx";
import * as styles from "../sign-in/auth.css.ts";
import { AuthLayout } from "../sign-in/AuthLayout.tsx";
import { MailIcon } from "../sign-in/outcome-icons.tsx";

const validate = (values: StaffPasswordResetRequestFormValues) => validateForm(StaffPasswordResetRequestForm, values);

export function ForgotPasswordPage() {
  usePageTitle("Forgot your password?");
  const core = useCore();
  const initialEmail = new URLSearchParams(useSearch()).get("email") ?? "";
  const form = useFormFields<StaffPasswordResetRequestFormValues>({ email: initialEmail }, validate);
  const [isPending, setPending] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = form.submit();
    if (values === null || isPending) return;
    setPending(true);
    const result = await core.run(requestStaffPasswordReset(values));
    setPending(false);
    if (result.ok) setNotice(result.value.message || STAFF_MESSAGES.resetNotice);
    else if (result.error._tag === "ValidationFailed") form.setServerErrors(result.error.fieldErrors);
  };

  return (
    <AuthLayout title="Forgot your password?" lead="Give the e-mail address of your staff account and we will send you a link to choose a new password.">
      {notice === null ? (
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
          <p role="status">{notice}</p>
          <p className={styles.muted}>Nothing after a few minutes? Check your spam folder, or ask again.</p>
          <Button variant="secondary" onPress={() => setNotice(null)}>
            Send the link again
          </Button>
        </div>
      )}
      <p className={styles.switchLine}>
        Remembered it? <Link href={paths.signIn}>Back to sign in</Link>
      </p>
    </AuthLayout>
  );
}
