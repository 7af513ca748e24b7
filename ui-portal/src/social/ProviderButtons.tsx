// The other ways in, under a form: "or", then Google's button and "Continue with LinkedIn", each only
// when the page is configured for it (nothing at all, not even the "or", when neither is).
import { ProgressBar, TextDivider } from "@ictm/ui-kit";
import { useSocialConfig } from "../app/social-context.tsx";
import { GoogleButton } from "./GoogleButton.tsx";
import { LinkedInButton } from "./LinkedInButton.tsx";
import type { LinkedInIntent } from "./linkedin-pending.ts";
import * as styles from "./social.css.ts";

export interface ProviderButtonsProps {
  googleText: "signin_with" | "signup_with";
  onGoogleCredential: (credential: string) => void;
  linkedInIntent: () => LinkedInIntent | null;
  /** Says, politely, that a provider's answer is being checked ("Signing you in with Google…"). */
  busyLabel?: string | null;
  /** A line under "or" on what the providers do with the rest of the form. */
  note?: string;
}

export function ProviderButtons({ googleText, onGoogleCredential, linkedInIntent, busyLabel = null, note }: ProviderButtonsProps) {
  const config = useSocialConfig();
  if (config.google === null && config.linkedIn === null) return null;
  return (
    <>
      <TextDivider>or</TextDivider>
      <div className={styles.providers}>
        {note ? <p className={styles.providerNote}>{note}</p> : null}
        <GoogleButton text={googleText} onCredential={onGoogleCredential} />
        <LinkedInButton intent={linkedInIntent} isDisabled={busyLabel !== null} />
        <div role="status">{busyLabel !== null ? <ProgressBar label={busyLabel} appearance="spinner" /> : null}</div>
      </div>
    </>
  );
}

/** True when at least one provider button will show. */
export function useHasProviders(): boolean {
  const config = useSocialConfig();
  return config.google !== null || config.linkedIn !== null;
}
