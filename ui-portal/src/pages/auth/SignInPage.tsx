// Talent sign-in by e-mail and password. Once the session store says "logged in", the page sends
// the person on (to where they were going, else their account). An account that is not activated
// yet gets a way to ask for a new activation link.
import { useState, type FormEvent } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { signIn, SignInForm, validateForm, type SignInFormValues } from "@ictm/core";
import { Button, Form, Link, TextField, useFormFields } from "@ictm/ui-kit";
import { Redirect, useSearch } from "wouter";
import { useCore } from "../../app/core-context.tsx";
import { paths, safeReturnPath } from "../../app/paths.ts";
import { usePageTitle } from "../../app/router.tsx";
import * as styles from "./auth.css.ts";
import { AuthLayout } from "./AuthLayout.tsx";
import { ResendActivation } from "./ResendActivation.tsx";

const validate = (values: SignInFormValues) => validateForm(SignInForm, values);

export function SignInPage() {
  usePageTitle("Sign in");
  useSignals();
  const core = useCore();
  const query = new URLSearchParams(useSearch());
  const returnTo = safeReturnPath(query.get("next")) ?? paths.account;
  const status = core.stores.session.value.status;

  const form = useFormFields<SignInFormValues>({ email: query.get("email") ?? "", password: "" }, validate);
  const [isPending, setPending] = useState(false);
  const [notActivatedEmail, setNotActivatedEmail] = useState<string | null>(null);

  if (status === "loggedIn") return <Redirect to={returnTo} replace />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = form.submit();
    if (values === null || isPending) return;
    setPending(true);
    setNotActivatedEmail(null);
    const result = await core.run(signIn({ accountType: "Talent", email: values.email, password: values.password }));
    setPending(false);
    if (result.ok) return; // the session store changes and the Redirect above takes over
    if (result.error._tag === "AccountNotActivated") setNotActivatedEmail(values.email);
    if (result.error._tag === "ValidationFailed") form.setServerErrors(result.error.fieldErrors);
  };

  return (
    <AuthLayout
      title="Sign in"
      lead="Welcome back. Sign in to your Talent account with your e-mail address and password."
      points={["Your session stays on this device until you log out.", "Never share your password; we will never ask for it."]}
    >
      <Form onSubmit={onSubmit} focusFirstInvalidOn={form.focusRequest}>
        {notActivatedEmail !== null ? (
          <div className={styles.notice} role="alert">
            <p className={styles.noticeTitle}>Your account is not active yet</p>
            <p>
              Open the activation link we e-mailed to <span className={styles.emailText}>{notActivatedEmail}</span>, or ask for a new
              one.
            </p>
            <ResendActivation email={notActivatedEmail} label="Send the activation link again" />
          </div>
        ) : null}
        <TextField {...form.field("email")} label="E-mail address" type="email" autoComplete="email" inputMode="email" isRequired />
        <TextField {...form.field("password")} label="Password" type="password" autoComplete="current-password" isRequired />
        <Button type="submit" isPending={isPending} fullWidth>
          Sign in
        </Button>
        <p className={styles.switchLine}>
          New to the portal? <Link href={paths.signUp}>Create an account</Link>
        </p>
      </Form>
    </AuthLayout>
  );
}
