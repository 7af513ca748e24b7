// Talent sign-up: by e-mail (the form, then "check your e-mail": the account is activated from the mailed
// link before the first sign-in), or "or" with Google or LinkedIn, which sign the person in at once.
import { useState, type FormEvent } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { signUpTalent, TalentSignUpForm, validateForm, type TalentSignUpFormValues } from "@ictm/core";
import { AuthLayout, Button, Form, FormNote, Link, TextField, useCore, useFormFields } from "@ictm/ui-kit";
import { Redirect } from "wouter";
import { paths } from "../../app/paths.ts";
import { usePageTitle } from "../../app/router.tsx";
import { ProviderButtons, useHasProviders } from "../../social/ProviderButtons.tsx";
import * as styles from "./auth.css.ts";
import { CheckEmailPage } from "./CheckEmailPage.tsx";
import { NewCredentialsFields } from "./NewCredentialsFields.tsx";

const validate = (values: TalentSignUpFormValues) => validateForm(TalentSignUpForm, values);

export function SignUpPage() {
  const [signedUpEmail, setSignedUpEmail] = useState<string | null>(null);
  if (signedUpEmail !== null) return <CheckEmailPage email={signedUpEmail} />;
  return <SignUpFormPage onSignedUp={setSignedUpEmail} />;
}

function SignUpFormPage({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  usePageTitle("Create your Talent account");
  useSignals();
  const core = useCore();
  const status = core.stores.session.value.status;
  const hasProviders = useHasProviders();
  const form = useFormFields<TalentSignUpFormValues>({ name: "", email: "", password: "" }, validate);
  const [busy, setBusy] = useState<"email" | "google" | null>(null);
  const [takenEmail, setTakenEmail] = useState<string | null>(null);

  // Google and LinkedIn sign the new Talent in at once; so does arriving here signed in already.
  if (status === "loggedIn") return <Redirect to={paths.account} replace />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = form.submit();
    if (values === null || busy !== null) return;
    setBusy("email");
    const result = await core.run(signUpTalent({ method: "email", ...values }));
    setBusy(null);
    if (result.ok) {
      onSignedUp(values.email);
      return;
    }
    // The danger toast is the core's; here the message also goes under the field it is about. A taken address
    // is said there only (the core keeps it out of the toasts), with the way to sign in instead.
    if (result.error._tag === "ValidationFailed") form.setServerErrors(result.error.fieldErrors);
    if (result.error._tag === "EmailAlreadyRegistered") {
      form.setServerErrors({ email: result.error.message });
      setTakenEmail(values.email);
    }
  };

  const onGoogleCredential = async (googleCredentials: string) => {
    if (busy !== null) return;
    setBusy("google");
    await core.run(signUpTalent({ method: "google", googleCredentials }));
    setBusy(null);
  };

  return (
    <AuthLayout
      title="Create your Talent account"
      lead="Join Brunei's ICT manpower portal as a job seeker. It is free, and you can keep building your profile afterwards."
      points={[
        "We e-mail you a link to activate your account, so nobody can sign up with your address.",
        ...(hasProviders ? ["With Google or LinkedIn your address is already confirmed, so you are signed in at once."] : []),
        "Only the details you choose to share will ever be visible to employers.",
      ]}
    >
      <Form onSubmit={onSubmit} focusFirstInvalidOn={form.focusRequest}>
        <FormNote>All fields are required.</FormNote>
        <TextField {...form.field("name")} label="Full name" autoComplete="name" isRequired />
        <NewCredentialsFields
          email={form.field("email")}
          password={form.field("password")}
          signInInstead={takenEmail !== null && takenEmail === form.values.email ? `${paths.signIn}?email=${encodeURIComponent(takenEmail)}` : null}
        />
        <Button type="submit" isPending={busy === "email"} fullWidth>
          Create account
        </Button>
      </Form>
      <ProviderButtons
        googleText="signup_with"
        onGoogleCredential={(credential) => void onGoogleCredential(credential)}
        linkedInIntent={() => ({ kind: "talentSignUp" })}
        busyLabel={busy === "google" ? "Creating your account with Google…" : null}
      />
      <div className={styles.switchLines}>
        <p>
          Already have an account? <Link href={paths.signIn}>Sign in instead</Link>
        </p>
        <p>
          Hiring ICT talent? <Link href={paths.businessRegister}>Register your business</Link>
        </p>
      </div>
    </AuthLayout>
  );
}
