// Talent sign-up by e-mail: the form, then "check your e-mail" (the account must be activated from
// the mailed link before the first sign-in).
import { useState, type FormEvent } from "react";
import { signUpTalent, TalentSignUpForm, validateForm, type TalentSignUpFormValues } from "@ictm/core";
import { Button, Form, FormNote, Link, TextField, useFormFields } from "@ictm/ui-kit";
import { useCore } from "../../app/core-context.tsx";
import { paths } from "../../app/paths.ts";
import { usePageTitle } from "../../app/router.tsx";
import * as styles from "./auth.css.ts";
import { AuthLayout } from "./AuthLayout.tsx";
import { CheckEmailPage } from "./CheckEmailPage.tsx";

const validate = (values: TalentSignUpFormValues) => validateForm(TalentSignUpForm, values);

export function SignUpPage() {
  const [signedUpEmail, setSignedUpEmail] = useState<string | null>(null);
  if (signedUpEmail !== null) return <CheckEmailPage email={signedUpEmail} />;
  return <SignUpFormPage onSignedUp={setSignedUpEmail} />;
}

function SignUpFormPage({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  usePageTitle("Create your Talent account");
  const core = useCore();
  const form = useFormFields<TalentSignUpFormValues>({ name: "", email: "", password: "" }, validate);
  const [isPending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = form.submit();
    if (values === null || isPending) return;
    setPending(true);
    const result = await core.run(signUpTalent(values));
    setPending(false);
    if (result.ok) {
      onSignedUp(result.value.member.email);
      return;
    }
    // The danger toast is the core's; here the message also goes under the field it is about.
    if (result.error._tag === "ValidationFailed") form.setServerErrors(result.error.fieldErrors);
    if (result.error._tag === "EmailAlreadyRegistered") form.setServerErrors({ email: result.error.message });
  };

  return (
    <AuthLayout
      title="Create your Talent account"
      lead="Join Brunei's ICT manpower portal as a job seeker. It is free, and you can keep building your profile afterwards."
      points={[
        "We e-mail you a link to activate your account, so nobody can sign up with your address.",
        "Your password is stored securely and never shown to anyone, including us.",
        "Only the details you choose to share will ever be visible to employers.",
      ]}
    >
      <Form onSubmit={onSubmit} focusFirstInvalidOn={form.focusRequest}>
        <FormNote>All fields are required.</FormNote>
        <TextField {...form.field("name")} label="Full name" autoComplete="name" isRequired />
        <TextField
          {...form.field("email")}
          label="E-mail address"
          description="We send your activation link here."
          type="email"
          autoComplete="email"
          inputMode="email"
          isRequired
        />
        <TextField
          {...form.field("password")}
          label="Password"
          description="8 to 128 characters."
          type="password"
          autoComplete="new-password"
          isRequired
        />
        <Button type="submit" isPending={isPending} fullWidth>
          Create account
        </Button>
        <p className={styles.switchLine}>
          Already have an account?{" "}
          <Link href={paths.signIn}>Sign in instead</Link>
        </p>
      </Form>
    </AuthLayout>
  );
}
