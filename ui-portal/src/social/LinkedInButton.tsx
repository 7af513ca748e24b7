// "Continue with LinkedIn": keeps what the person meant to do, then leaves for LinkedIn's authorization
// page; LinkedIn sends them back to /auth/linkedin/callback (LinkedInCallbackPage). Shown only when the
// page is configured for LinkedIn.
import { useState } from "react";
import { linkedInAuthorizationUrl } from "@ictm/core";
import { Button, browserKeyValueStore } from "@ictm/ui-kit";
import { useSocialConfig } from "../app/social-context.tsx";
import { beginLinkedIn, type LinkedInIntent } from "./linkedin-pending.ts";
import * as styles from "./social.css.ts";

export interface LinkedInButtonProps {
  /** What to do on return; null when the page is not ready (e.g. the business details need fixing). */
  intent: () => LinkedInIntent | null;
  isDisabled?: boolean;
}

export function LinkedInButton({ intent, isDisabled }: LinkedInButtonProps) {
  const config = useSocialConfig().linkedIn;
  const [isLeaving, setLeaving] = useState(false);
  if (config === null) return null;

  const go = () => {
    const wanted = intent();
    if (wanted === null) return;
    const state = beginLinkedIn(browserKeyValueStore("session"), wanted, Date.now());
    setLeaving(true);
    window.location.assign(
      linkedInAuthorizationUrl({ authorizationUrl: config.authorizationUrl, clientId: config.clientId, redirectUri: config.callbackUrl, state }),
    );
  };

  return (
    <Button variant="secondary" fullWidth isPending={isLeaving} isDisabled={isDisabled} onPress={go}>
      <LinkedInMark />
      Continue with LinkedIn
    </Button>
  );
}

function LinkedInMark() {
  return (
    <svg className={styles.linkedInMark} aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
      <path d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28ZM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13ZM7.12 20.45H3.56V9h3.56v11.45ZM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0Z" />
    </svg>
  );
}
