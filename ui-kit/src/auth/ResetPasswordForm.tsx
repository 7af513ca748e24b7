// The page a mailed reset link opens, in both apps: choose a new password (twice), then sign in with it. A link
// that is used, expired or incomplete says so and leads to asking for a new one. The app brings the command (as a
// run), the words about whose account it is, and where its links go.
import { useState, type FormEvent, type ReactNode } from "react";
import { MESSAGES, PasswordResetForm, validateForm, type PasswordResetFormValues, type RunResult } from "@ictm/core";
import { Button } from "../components/Button.tsx";
import { Form } from "../components/Form.tsx";
import { Link } from "../components/Link.tsx";
import { useDocumentTitle } from "../components/Routing.tsx";
import type { FieldMessages } from "../forms/field-errors.ts";
import { useFormFields } from "../forms/use-form-fields.ts";
import * as styles from "./auth.css.ts";
import { AuthLayout } from "./AuthLayout.tsx";
import { NewPasswordFields } from "./NewPasswordFields.tsx";
import { CheckCircleIcon, LinkBrokenIcon, OutcomeIcon } from "./outcome-icons.tsx";

export interface ResetPasswordFormProps {
  /** The app's name, for the tab title. */
  product: string;
  /** False when the link lacks what it must carry (its token, the address): the page says at once it cannot be used. */
  linkIsComplete: boolean;
  /** The account's address when the link names it: hidden beside the new password for password managers. */
  email?: string;
  /** Whose account this is, above the form. */
  lead: ReactNode;
  /** Runs the app's command with the new password, e.g. `(password) => core.run(resetPassword({ ... }))`. */
  reset: (newPassword: string) => Promise<RunResult<unknown>>;
  /** The server's field messages as this form's fields, when the command names them otherwise. */
  serverErrorsOf?: (fieldErrors: FieldMessages, message: string) => FieldMessages;
  /** "Go to sign in" on a refused link, and "Sign in" once changed unless `changedSignInHref` says otherwise. */
  signInHref: string;
  changedSignInHref?: string;
  /** More, under "Sign in" once changed (another kind of account). */
  changedLines?: ReactNode;
  /** "Request a new link" on a refused link. */
  forgotPasswordHref: string;
  /** More, under "Request a new link" (another kind of account). */
  refusedLines?: ReactNode;
}

type Outcome = { state: "choosing" } | { state: "changed" } | { state: "refused"; message: string };

export function ResetPasswordForm(props: ResetPasswordFormProps) {
  // A link without its token (or address) gets the words of the contract's 410.
  const [outcome, setOutcome] = useState<Outcome>(() =>
    props.linkIsComplete ? { state: "choosing" } : { state: "refused", message: MESSAGES.passwordResetLinkInvalid },
  );

  if (outcome.state === "changed") return <PasswordChanged {...props} />;
  if (outcome.state === "refused") return <LinkRefused {...props} message={outcome.message} />;
  return <ChooseNewPassword {...props} onOutcome={setOutcome} />;
}

const validate = (values: PasswordResetFormValues) => validateForm(PasswordResetForm, values);
const asTheyAre = (fieldErrors: FieldMessages): FieldMessages => fieldErrors;

function ChooseNewPassword({ product, email, lead, reset, serverErrorsOf = asTheyAre, onOutcome }: ResetPasswordFormProps & { onOutcome: (outcome: Outcome) => void }) {
  useDocumentTitle("Choose a new password", product);
  const form = useFormFields<PasswordResetFormValues>({ newPassword: "", confirmation: "" }, validate);
  const [isPending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = form.submit();
    if (values === null || isPending) return;
    setPending(true);
    const result = await reset(values.newPassword);
    setPending(false);
    if (result.ok) onOutcome({ state: "changed" });
    else if (result.error._tag === "PasswordResetLinkInvalid") onOutcome({ state: "refused", message: result.error.message });
    else if (result.error._tag === "ValidationFailed") form.setServerErrors(serverErrorsOf(result.error.fieldErrors, result.error.message));
  };

  return (
    <AuthLayout title="Choose a new password" lead={lead}>
      <Form onSubmit={onSubmit} focusFirstInvalidOn={form.focusRequest}>
        <NewPasswordFields email={email} newPassword={form.field("newPassword")} confirmation={form.field("confirmation")} />
        <Button type="submit" isPending={isPending} fullWidth>
          Set new password
        </Button>
      </Form>
    </AuthLayout>
  );
}

function PasswordChanged({ product, signInHref, changedSignInHref = signInHref, changedLines }: ResetPasswordFormProps) {
  useDocumentTitle("Your password has been changed", product);
  return (
    <AuthLayout title="Your password has been changed" lead="Sign in with your new password. Any other devices signed in to your account were signed out.">
      <div className={styles.outcome}>
        <OutcomeIcon tone="success">
          <CheckCircleIcon />
        </OutcomeIcon>
        <Link appearance="button-primary" href={changedSignInHref}>
          Sign in
        </Link>
        {changedLines}
      </div>
    </AuthLayout>
  );
}

function LinkRefused({ product, message, signInHref, forgotPasswordHref, refusedLines }: ResetPasswordFormProps & { message: string }) {
  useDocumentTitle("This link cannot be used", product);
  return (
    <AuthLayout title="This link cannot be used" lead={message}>
      <div className={styles.outcome}>
        <OutcomeIcon tone="danger">
          <LinkBrokenIcon />
        </OutcomeIcon>
        <h2 className={styles.cardHeading}>Get a new link</h2>
        <p className={styles.muted}>Reset links work once, for one hour. Ask for a new one and use it within the hour.</p>
        <Link appearance="button-primary" href={forgotPasswordHref}>
          Request a new link
        </Link>
        {refusedLines}
        <p className={styles.muted}>
          Changed it already? <Link href={signInHref}>Go to sign in</Link>
        </p>
      </div>
    </AuthLayout>
  );
}
