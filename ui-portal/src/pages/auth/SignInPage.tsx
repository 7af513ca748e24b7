// Sign-in for both kinds of member: by e-mail and password, then "or" Google and LinkedIn. Once the session
// store says "logged in", the page sends the person on (where they were going, else their account). An
// account not activated yet gets a way to ask for a new link; an identity with no account, a way to make one.
// Wrong details: the message (the toast's too) above the fields, both fields marked invalid and described by it,
// and the focus on it, until the person changes either field.
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { signIn, SignInForm, validateForm, type AccountType, type SignInFormValues } from "@ictm/core";
import { AuthLayout, Button, Form, Link, TextField, useCore, useFormFields } from "@ictm/ui-kit";
import { Redirect, useSearch } from "wouter";
import { forgotPasswordPath, ownAreaPath, paths, safeReturnPath } from "../../app/paths.ts";
import { usePageTitle } from "../../app/router.tsx";
import { ProviderButtons } from "../../social/ProviderButtons.tsx";
import * as styles from "./auth.css.ts";
import type { ActivatedNotice } from "./ActivatePage.tsx";
import { ResendActivation } from "./ResendActivation.tsx";

const validate = (values: SignInFormValues) => validateForm(SignInForm, values);

export function TalentSignInPage() {
  return <SignInPage accountType="Talent" />;
}

export function BusinessSignInPage() {
  return <SignInPage accountType="Business" />;
}

const WORDING = {
  Talent: {
    title: "Sign in",
    lead: "Welcome back. Sign in to your Talent account.",
    kind: "talent",
  },
  Business: {
    title: "Sign in to your business account",
    lead: "Manage your business on the portal: its profile, vacancies, training courses and expat permit applications.",
    kind: "business",
  },
} as const;

/** After an activation link (`?activated=now|already`): the account is active, sign in. */
const ACTIVATED: Record<ActivatedNotice, { title: string; text: string }> = {
  now: { title: "Your account is active", text: "Thank you for confirming your e-mail address. Sign in with the password you chose." },
  already: { title: "Your account is already active", text: "This activation link was used before. Sign in with your e-mail address and password." },
};

const activatedNoticeOf = (value: string | null): ActivatedNotice | null => (value === "now" || value === "already" ? value : null);

type Notice = { kind: "notActivated"; email: string } | { kind: "noAccount" } | { kind: "wrongDetails"; message: string; email: string; password: string } | null;

function SignInPage({ accountType }: { accountType: AccountType }) {
  const wording = WORDING[accountType];
  usePageTitle(wording.title);
  useSignals();
  const core = useCore();
  const query = new URLSearchParams(useSearch());
  const next = safeReturnPath(query.get("next"));
  const activated = activatedNoticeOf(query.get("activated"));
  const status = core.stores.session.value.status;

  const form = useFormFields<SignInFormValues>({ email: query.get("email") ?? "", password: "" }, validate);
  const [busy, setBusy] = useState<"email" | "google" | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const wrongDetailsId = useId();
  const wrongDetailsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice?.kind === "wrongDetails") wrongDetailsRef.current?.focus();
  }, [notice]);
  // Wrong until the person changes what they typed.
  const wrongDetails =
    notice?.kind === "wrongDetails" && notice.email === form.values.email && notice.password === form.values.password ? notice : null;
  const markedWrong = (field: ReturnType<typeof form.field>) =>
    wrongDetails === null ? field : { ...field, errorMessage: field.errorMessage ?? "", "aria-describedby": wrongDetailsId };

  if (status === "loggedIn") return <Redirect to={next ?? ownAreaPath(accountType)} replace />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = form.submit();
    if (values === null || busy !== null) return;
    setBusy("email");
    setNotice(null);
    const result = await core.run(signIn({ accountType, method: "email", email: values.email, password: values.password }));
    setBusy(null);
    if (result.ok) return; // the session store changes and the Redirect above takes over
    if (result.error._tag === "AccountNotActivated") setNotice({ kind: "notActivated", email: values.email });
    if (result.error._tag === "LoginDetailsIncorrect") setNotice({ kind: "wrongDetails", message: result.error.message, ...values });
    if (result.error._tag === "ValidationFailed") form.setServerErrors(result.error.fieldErrors);
  };

  const onGoogleCredential = async (googleCredentials: string) => {
    if (busy !== null) return;
    setBusy("google");
    setNotice(null);
    const result = await core.run(signIn({ accountType, method: "google", googleCredentials }));
    setBusy(null);
    if (!result.ok && result.error._tag === "NoAccountForIdentity") setNotice({ kind: "noAccount" });
  };

  const signUpHref = accountType === "Talent" ? paths.signUp : paths.businessRegister;
  return (
    <AuthLayout
      title={wording.title}
      lead={wording.lead}
      points={["Your session stays on this device until you log out.", "Never share your password; we will never ask for it."]}
    >
      <Form onSubmit={onSubmit} focusFirstInvalidOn={form.focusRequest}>
        {activated !== null && notice === null ? (
          <div className={styles.successNotice} role="status">
            <h2 className={styles.noticeTitle}>{ACTIVATED[activated].title}</h2>
            <p>{ACTIVATED[activated].text}</p>
          </div>
        ) : null}
        {notice?.kind === "notActivated" ? (
          <div className={styles.notice} role="alert">
            <p className={styles.noticeTitle}>Your account is not active yet</p>
            <p>
              Open the activation link we e-mailed to <span className={styles.emailText}>{notice.email}</span>, or ask for a new one.
            </p>
            <ResendActivation email={notice.email} label="Send the activation link again" />
          </div>
        ) : null}
        {wrongDetails !== null ? (
          <div id={wrongDetailsId} ref={wrongDetailsRef} tabIndex={-1} className={styles.dangerNotice}>
            <p className={styles.noticeTitle}>{wrongDetails.message}</p>
          </div>
        ) : null}
        {notice?.kind === "noAccount" ? (
          <div className={styles.notice} role="alert">
            <p className={styles.noticeTitle}>No {wording.kind} account uses this address yet</p>
            <p>
              <Link href={signUpHref}>{accountType === "Talent" ? "Create a Talent account" : "Register your business"}</Link> first, then
              sign in.
            </p>
          </div>
        ) : null}
        <TextField {...markedWrong(form.field("email"))} label="E-mail address" type="email" autoComplete="email" inputMode="email" isRequired />
        <div className={styles.passwordBlock}>
          <TextField {...markedWrong(form.field("password"))} label="Password" type="password" autoComplete="current-password" isRequired />
          <Link href={forgotPasswordPath(wording.kind, form.values.email)} className={styles.forgotLink}>
            Forgot your password?
          </Link>
        </div>
        <Button type="submit" isPending={busy === "email"} fullWidth>
          Sign in
        </Button>
      </Form>
      <ProviderButtons
        googleText="signin_with"
        onGoogleCredential={(credential) => void onGoogleCredential(credential)}
        linkedInIntent={() => (accountType === "Talent" ? { kind: "talentSignIn", returnTo: next } : { kind: "businessSignIn", returnTo: next })}
        busyLabel={busy === "google" ? "Signing you in with Google…" : null}
      />
      {accountType === "Talent" ? (
        <div className={styles.switchLines}>
          <p>
            New to the portal? <Link href={paths.signUp}>Create an account</Link>
          </p>
          <p>
            Signing in for an employer? <Link href={paths.businessSignIn}>Business sign-in</Link>
          </p>
        </div>
      ) : (
        <div className={styles.switchLines}>
          <p>
            Business not on the portal yet? <Link href={paths.businessRegister}>Register your business</Link>
          </p>
          <p>
            Looking for work? <Link href={paths.signIn}>Talent sign-in</Link>
          </p>
        </div>
      )}
    </AuthLayout>
  );
}
