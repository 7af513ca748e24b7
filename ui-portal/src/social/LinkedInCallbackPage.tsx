// /auth/linkedin/callback?code=…&state=… : where LinkedIn sends the person back. Checks the state against
// the one this tab kept, has the server exchange the code for an access token, runs what the person meant
// to do (sign in, sign up, register a business) and moves on. Anything that goes wrong is said plainly,
// with a way back to where they started.
import { useEffect, useRef, useState } from "react";
import {
  exchangeLinkedInCode,
  LINKEDIN_TRY_AGAIN,
  registerBusiness,
  signIn,
  signUpTalent,
  type Core,
  type CoreError,
  type RunResult,
} from "@ictm/core";
import { AuthLayout, browserKeyValueStore, Link, LinkBrokenIcon, ProgressBar, useCore } from "@ictm/ui-kit";
import { useLocation, useSearch } from "wouter";
import { ownAreaPath, paths, safeReturnPath } from "../app/paths.ts";
import { usePageTitle } from "../app/router.tsx";
import { useSocialConfig } from "../app/social-context.tsx";
import * as authStyles from "../pages/auth/auth.css.ts";
import { detailsFromDraft, registrationDataFrom } from "../pages/business/registration-values.ts";
import { keepRegistrationDraft, takeLinkedIn, type LinkedInIntent } from "./linkedin-pending.ts";

type Failure = { intent: LinkedInIntent | null; message: string; detail: string | null; noAccount: boolean };

/** Said under core's "Please sign in with LinkedIn again." when the trip itself failed. */
const TRIP_DETAILS = {
  cancelled: "The sign-in was cancelled on LinkedIn, so nothing was changed.",
  stateMismatch: "This answer from LinkedIn was not started from this browser tab, or it was used already, so we stopped it.",
  missingCode: "LinkedIn did not send the confirmation we need.",
  missing: "This browser tab no longer knows what you set out to do.",
  expired: "It took too long to come back from LinkedIn.",
  notConfigured: "Signing in with LinkedIn is not available right now. Please use another way in.",
  detailsMissing: "Some business details were lost on the way. Please check them and try again.",
} as const;

export function LinkedInCallbackPage() {
  const core = useCore();
  const linkedIn = useSocialConfig().linkedIn;
  const search = useSearch();
  const [, navigate] = useLocation();
  const [failure, setFailure] = useState<Failure | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // React may run this effect twice in development; the code and the kept state may only be spent once.
    if (started.current) return;
    started.current = true;
    const query = new URLSearchParams(search);
    const returned = { code: query.get("code"), state: query.get("state"), error: query.get("error") };
    const taken = takeLinkedIn(browserKeyValueStore("session"), returned, Date.now());
    const intent = taken.intent;
    const fail = (message: string, detail: string | null, error?: CoreError) => {
      if (intent?.kind === "businessRegistration") keepRegistrationDraft(browserKeyValueStore("session"), intent.registrationData);
      setFailure({ intent, message, detail, noAccount: error?._tag === "NoAccountForIdentity" });
    };
    if (!taken.ok) return fail(taken.message, TRIP_DETAILS[taken.reason]);
    if (linkedIn === null) return fail(LINKEDIN_TRY_AGAIN, TRIP_DETAILS.notConfigured);
    const command = commandFor(core, taken.intent);
    if (command === null) return fail(LINKEDIN_TRY_AGAIN, TRIP_DETAILS.detailsMissing);

    void (async () => {
      const exchanged = await core.run(exchangeLinkedInCode({ code: taken.code, redirectUri: linkedIn.callbackUrl }));
      if (!exchanged.ok) return fail(exchanged.error.message, null, exchanged.error);
      const done = await command(exchanged.value.accessToken);
      if (!done.ok) return fail(done.error.message, null, done.error);
      navigate(destinationOf(taken.intent), { replace: true });
    })();
  }, [core, linkedIn, search, navigate]);

  if (failure !== null) return <LinkedInFailed failure={failure} />;
  return <Completing />;
}

function Completing() {
  usePageTitle("Signing you in with LinkedIn");
  return (
    <AuthLayout title="Signing you in with LinkedIn" lead="This takes a moment.">
      <ProgressBar label="Checking your LinkedIn account…" appearance="spinner" />
    </AuthLayout>
  );
}

function LinkedInFailed({ failure }: { failure: Failure }) {
  const registering = failure.intent?.kind === "businessRegistration";
  const title = registering ? "We could not register your business with LinkedIn" : "We could not sign you in with LinkedIn";
  usePageTitle(title);
  const back = backLinkOf(failure.intent);
  return (
    <AuthLayout title={title} lead={failure.message}>
      <div className={authStyles.outcome}>
        <span className={`${authStyles.outcomeIcon} ${authStyles.outcomeIconDanger}`} aria-hidden="true">
          <LinkBrokenIcon />
        </span>
        {failure.detail !== null ? <p className={authStyles.muted}>{failure.detail}</p> : null}
        {failure.noAccount ? (
          <p className={authStyles.muted}>
            No account of this kind uses your LinkedIn address yet.{" "}
            {failure.intent?.kind === "businessSignIn" ? (
              <Link href={paths.businessRegister}>Register your business</Link>
            ) : (
              <Link href={paths.signUp}>Create a Talent account</Link>
            )}{" "}
            first.
          </p>
        ) : null}
        <Link appearance="button-primary" href={back.href}>
          {back.label}
        </Link>
        <p className={authStyles.muted}>
          Or <Link href={paths.home}>go to the home page</Link>.
        </p>
      </div>
    </AuthLayout>
  );
}

/** The command the person chose, to run with LinkedIn's access token; null when its details are unusable. */
function commandFor(core: Core, intent: LinkedInIntent): ((accessToken: string) => Promise<RunResult<unknown>>) | null {
  switch (intent.kind) {
    case "talentSignIn":
      return (accessToken) => core.run(signIn({ accountType: "Talent", method: "linkedin", accessToken }));
    case "businessSignIn":
      return (accessToken) => core.run(signIn({ accountType: "Business", method: "linkedin", accessToken }));
    case "talentSignUp":
      return (accessToken) => core.run(signUpTalent({ method: "linkedin", accessToken }));
    case "businessRegistration": {
      const registrationData = registrationDataFrom(detailsFromDraft(intent.registrationData));
      if (registrationData === null) return null;
      return (socialToken) => core.run(registerBusiness({ method: "linkedin", registrationData, socialToken }));
    }
  }
}

/** Where a completed trip goes: back where the person was headed, else their own area. */
function destinationOf(intent: LinkedInIntent): string {
  const ownArea = ownAreaPath(intent.kind === "businessSignIn" || intent.kind === "businessRegistration" ? "Business" : "Talent");
  if (intent.kind === "talentSignIn" || intent.kind === "businessSignIn") return safeReturnPath(intent.returnTo) ?? ownArea;
  return ownArea;
}

function backLinkOf(intent: LinkedInIntent | null): { href: string; label: string } {
  switch (intent?.kind) {
    case "talentSignUp":
      return { href: paths.signUp, label: "Back to create an account" };
    case "businessSignIn":
      return { href: paths.businessSignIn, label: "Back to business sign-in" };
    case "businessRegistration":
      return { href: paths.businessRegister, label: "Back to your business registration" };
    default:
      return { href: paths.signIn, label: "Back to sign in" };
  }
}
