// Business registration: the business details, then either e-mail and password (then "check your e-mail",
// as for a Talent) or Google or LinkedIn with the same details (signed in at once). The provider buttons
// check the details first, so nobody leaves for LinkedIn with a form that would be refused on return.
import { useState, type FormEvent } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { registerBusiness, type CoreError } from "@ictm/core";
import { AuthLayout, browserKeyValueStore, Button, Form, FormNote, Link, Select, TextField, useCore, useFormFields } from "@ictm/ui-kit";
import { Redirect } from "wouter";
import { paths } from "../../app/paths.ts";
import { usePageTitle } from "../../app/router.tsx";
import { takeRegistrationDraft } from "../../social/linkedin-pending.ts";
import { ProviderButtons, useHasProviders } from "../../social/ProviderButtons.tsx";
import * as styles from "../auth/auth.css.ts";
import { CheckEmailPage } from "../auth/CheckEmailPage.tsx";
import { NewCredentialsFields } from "../auth/NewCredentialsFields.tsx";
import {
  BUSINESS_TYPE_OPTIONS,
  detailsFromDraft,
  registrationDataFrom,
  splitFieldErrors,
  validateCredentials,
  validateDetails,
  type CredentialsValues,
  type DetailsValues,
} from "./registration-values.ts";

export function BusinessRegisterPage() {
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  if (registeredEmail !== null) return <CheckEmailPage email={registeredEmail} />;
  return <RegistrationFormPage onRegistered={setRegisteredEmail} />;
}

function RegistrationFormPage({ onRegistered }: { onRegistered: (email: string) => void }) {
  usePageTitle("Register your business");
  useSignals();
  const core = useCore();
  const status = core.stores.session.value.status;
  const hasProviders = useHasProviders();
  const [draft] = useState(() => detailsFromDraft(takeRegistrationDraft(browserKeyValueStore("session"))));
  const details = useFormFields<DetailsValues>(draft, validateDetails);
  const credentials = useFormFields<CredentialsValues>({ email: "", password: "" }, validateCredentials);
  const [busy, setBusy] = useState<"email" | "google" | null>(null);

  // Google and LinkedIn sign the new Business in at once; so does arriving here signed in already.
  if (status === "loggedIn") return <Redirect to={paths.business} replace />;

  const showServerErrors = (error: CoreError, email?: string) => {
    if (error._tag === "ValidationFailed") {
      const split = splitFieldErrors(error.fieldErrors);
      details.setServerErrors(split.details);
      credentials.setServerErrors(split.credentials);
    }
    if (error._tag === "EmailAlreadyRegistered" && email !== undefined) credentials.setServerErrors({ email: error.message });
  };

  /** The typed details, or null after showing what to fix (both halves are marked as submitted). */
  const checkedDetails = () => {
    const values = details.submit();
    return values === null ? null : registrationDataFrom(values);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const registrationData = checkedDetails();
    const login = credentials.submit();
    if (registrationData === null || login === null || busy !== null) return;
    setBusy("email");
    const result = await core.run(registerBusiness({ method: "email", registrationData, email: login.email, password: login.password }));
    setBusy(null);
    if (result.ok) onRegistered(login.email);
    else showServerErrors(result.error, login.email);
  };

  const onGoogleCredential = async (socialToken: string) => {
    const registrationData = checkedDetails();
    if (registrationData === null || busy !== null) return;
    setBusy("google");
    const result = await core.run(registerBusiness({ method: "google", registrationData, socialToken }));
    setBusy(null);
    if (!result.ok) showServerErrors(result.error);
  };

  return (
    <AuthLayout
      title="Register your business"
      lead="Put your business on Brunei's ICT manpower portal to publish vacancies and training courses and to apply for expat permits."
      points={[
        "Registering is free. Keep your business certificate at hand for the registration number.",
        hasProviders
          ? "By e-mail, we send a link to activate the account; with Google or LinkedIn you are signed in at once."
          : "We e-mail a link to activate the account, so nobody can register with your address.",
        "You can complete the business profile and logo after you register.",
      ]}
    >
      <Form onSubmit={onSubmit} focusFirstInvalidOn={details.focusRequest + credentials.focusRequest}>
        <div role="group" aria-labelledby="details-heading" className={styles.fieldGroup}>
          <h2 id="details-heading" className={styles.sectionHeading}>
            Business details
          </h2>
          <FormNote>All fields are required.</FormNote>
          <TextField {...details.field("businessName")} label="Business name" autoComplete="organization" isRequired />
          <Select {...details.field("businessType")} label="Type of business" options={BUSINESS_TYPE_OPTIONS} placeholder="Choose a type" isRequired />
          <TextField
            {...details.field("registrationNumber")}
            label="Registration number"
            description="As printed on the business certificate from the Registry of Companies and Business Names."
            isRequired
          />
          <TextField {...details.field("contactPerson")} label="Contact person" autoComplete="name" isRequired />
          <TextField {...details.field("phone")} label="Phone number" type="tel" autoComplete="tel" inputMode="tel" isRequired />
          <TextField {...details.field("address")} label="Business address" autoComplete="street-address" multiline isRequired />
        </div>
        <div role="group" aria-labelledby="sign-in-heading" className={`${styles.fieldGroup} ${styles.fieldGroupAfter}`}>
          <h2 id="sign-in-heading" className={styles.sectionHeading}>
            How you will sign in
          </h2>
          <FormNote>{hasProviders ? "With an e-mail address and a password, or with Google or LinkedIn below." : "With an e-mail address and a password."}</FormNote>
          <NewCredentialsFields email={credentials.field("email")} password={credentials.field("password")} />
          <Button type="submit" isPending={busy === "email"} fullWidth>
            Register business
          </Button>
        </div>
        <ProviderButtons
          googleText="signup_with"
          onGoogleCredential={(credential) => void onGoogleCredential(credential)}
          linkedInIntent={() => {
            const registrationData = checkedDetails();
            return registrationData === null ? null : { kind: "businessRegistration", registrationData };
          }}
          busyLabel={busy === "google" ? "Registering your business with Google…" : null}
          note="Google and LinkedIn register the business details above with the e-mail address of your Google or LinkedIn account."
        />
      </Form>
      <div className={styles.switchLines}>
        <p>
          Registered already? <Link href={paths.businessSignIn}>Sign in to your business account</Link>
        </p>
        <p>
          Looking for work instead? <Link href={paths.signUp}>Create a Talent account</Link>
        </p>
      </div>
    </AuthLayout>
  );
}
