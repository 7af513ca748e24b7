// "Forgot your password?" in both apps: the address, then the same answer whatever it is, so the screen reveals
// nothing about who has an account. The app brings what differs: the command (as a run), the lead, the sign-in link
// and any other lines under the card. It runs no command of its own choosing and holds no rule.
import { useState, type FormEvent, type ReactNode } from "react";
import { PasswordResetRequestForm, validateForm, type PasswordResetRequestFormValues, type RunResult } from "@ictm/core";
import { Button } from "../components/Button.tsx";
import { Form } from "../components/Form.tsx";
import { Link } from "../components/Link.tsx";
import { useDocumentTitle } from "../components/Routing.tsx";
import { TextField } from "../components/TextField.tsx";
import { useFormFields } from "../forms/use-form-fields.ts";
import * as styles from "./auth.css.ts";
import { AuthLayout } from "./AuthLayout.tsx";
import { MailIcon, OutcomeIcon } from "./outcome-icons.tsx";

export interface ForgotPasswordFormProps<A> {
  /** The app's name, for the tab title. */
  product: string;
  lead: ReactNode;
  initialEmail: string;
  /** Runs the app's command that mails the link, e.g. `(email) => core.run(requestPasswordReset({ ... }))`. */
  request: (email: string) => Promise<RunResult<A>>;
  /** The sentence that says a link is on its way, from the command's answer. */
  sentNotice: (answer: A) => string;
  /** "Remembered it? Back to sign in". */
  signInHref: string;
  /** More lines under the card, after the way back to sign in. */
  otherLines?: ReactNode;
}

const validate = (values: PasswordResetRequestFormValues) => validateForm(PasswordResetRequestForm, values);
const TITLE = "Forgot your password?";

export function ForgotPasswordForm<A>({ product, lead, initialEmail, request, sentNotice, signInHref, otherLines }: ForgotPasswordFormProps<A>) {
  useDocumentTitle(TITLE, product);
  const form = useFormFields<PasswordResetRequestFormValues>({ email: initialEmail }, validate);
  const [isPending, setPending] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = form.submit();
    if (values === null || isPending) return;
    setPending(true);
    const result = await request(values.email);
    setPending(false);
    if (result.ok) setNotice(sentNotice(result.value));
    else if (result.error._tag === "ValidationFailed") form.setServerErrors(result.error.fieldErrors);
  };

  return (
    <AuthLayout title={TITLE} lead={lead}>
      {notice === null ? (
        <Form onSubmit={onSubmit} focusFirstInvalidOn={form.focusRequest}>
          <TextField {...form.field("email")} label="E-mail address" type="email" autoComplete="email" inputMode="email" isRequired />
          <Button type="submit" isPending={isPending} fullWidth>
            Send reset link
          </Button>
        </Form>
      ) : (
        <div className={styles.outcome}>
          <OutcomeIcon tone="info">
            <MailIcon />
          </OutcomeIcon>
          <h2 className={styles.cardHeading}>Check your e-mail</h2>
          <p role="status">{notice}</p>
          <p className={styles.muted}>Nothing after a few minutes? Check your spam folder, or ask again.</p>
          <Button variant="secondary" onPress={() => setNotice(null)}>
            Send the link again
          </Button>
        </div>
      )}
      <div className={styles.switchLines}>
        <p>
          Remembered it? <Link href={signInHref}>Back to sign in</Link>
        </p>
        {otherLines}
      </div>
    </AuthLayout>
  );
}
