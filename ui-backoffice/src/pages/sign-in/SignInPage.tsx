// /sign-in?returnTo=…: staff sign in by e-mail and password. Once the staff session says "logged in" the page
// sends the person on: to returnTo when it is a back-office path, else to the workflows. Wrong details are
// core's toast ("Login details incorrect. Please try again."); the member session is never touched.
import { useState, type FormEvent } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { signInStaff, StaffSignInForm, validateForm, type StaffSignInFormValues } from "@ictm/core";
import { AuthLayout, Button, Form, Link, TextField, useCore, useFormFields } from "@ictm/ui-kit";
import * as linkStyles from "@ictm/ui-kit/components/Link.css.ts";
import { Redirect, useSearch } from "wouter";
import { forgotPasswordPath, paths, safeReturnPath } from "../../app/paths.ts";
import { usePageTitle } from "../../app/router.tsx";
import * as styles from "@ictm/ui-kit/auth/auth.css.ts";

const validate = (values: StaffSignInFormValues) => validateForm(StaffSignInForm, values);

export function SignInPage() {
  usePageTitle("Sign in");
  useSignals();
  const core = useCore();
  const query = new URLSearchParams(useSearch());
  const returnTo = safeReturnPath(query.get("returnTo"));
  const status = core.stores.staffSession.value.status;
  const form = useFormFields<StaffSignInFormValues>({ email: query.get("email") ?? "", password: "" }, validate);
  const [isPending, setPending] = useState(false);

  if (status === "loggedIn") return <Redirect to={returnTo ?? paths.home} replace />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = form.submit();
    if (values === null || isPending) return;
    setPending(true);
    const result = await core.run(signInStaff(values));
    setPending(false);
    // On success the staff session changes and the Redirect above takes over.
    if (!result.ok && result.error._tag === "ValidationFailed") form.setServerErrors(result.error.fieldErrors);
  };

  return (
    <AuthLayout
      title="Sign in to the back-office"
      lead="For ICT Manpower staff: process expat permit applications through their workflows."
    >
      <Form onSubmit={onSubmit} focusFirstInvalidOn={form.focusRequest}>
        <TextField {...form.field("email")} label="E-mail address" type="email" autoComplete="username" inputMode="email" isRequired />
        <div className={styles.passwordBlock}>
          <TextField {...form.field("password")} label="Password" type="password" autoComplete="current-password" isRequired />
          <Link href={forgotPasswordPath(form.values.email)} className={styles.forgotLink}>
            Forgot your password?
          </Link>
        </div>
        <Button type="submit" isPending={isPending} fullWidth>
          Sign in
        </Button>
      </Form>
      <p className={styles.switchLine}>
        {/* A plain link: the portal is another app, outside this router's base. */}
        A Business or a Talent? Sign in on the{" "}
        <a className={linkStyles.variant.inline} href="/">
          ICT Manpower Portal
        </a>{" "}
        instead.
      </p>
    </AuthLayout>
  );
}
