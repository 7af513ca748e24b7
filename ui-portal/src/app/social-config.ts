// Which ways in by a provider this page offers, from the meta tags the server fills at serve time (portal
// spec §9). Read once at start (main.tsx). A provider with any value missing is off: no button that cannot work.

export interface GoogleConfig {
  clientId: string;
  /** The Google Identity Services script (https://accounts.google.com/gsi/client, or a test stand-in). */
  scriptUrl: string;
}

export interface LinkedInConfig {
  clientId: string;
  /** LinkedIn's authorization endpoint (https://www.linkedin.com/oauth/v2/authorization, or a test stand-in). */
  authorizationUrl: string;
  /** Our /auth/linkedin/callback as LinkedIn knows it: the redirect_uri of both legs of the exchange. */
  callbackUrl: string;
}

export interface SocialConfig {
  google: GoogleConfig | null;
  linkedIn: LinkedInConfig | null;
}

export const SOCIAL_META = {
  googleClientId: "google-signin-client_id",
  googleScriptUrl: "ictm-google-script-url",
  linkedInCallbackUrl: "linkedin-callback-url",
  linkedInClientId: "ictm-linkedin-client-id",
  linkedInAuthorizationUrl: "ictm-linkedin-authorization-url",
} as const;

/** `read(name)` answers a meta tag's content, "" when missing. */
export function socialConfigFrom(read: (name: string) => string): SocialConfig {
  const value = (name: string) => read(name).trim();
  const googleClientId = value(SOCIAL_META.googleClientId);
  const googleScriptUrl = value(SOCIAL_META.googleScriptUrl);
  const linkedInClientId = value(SOCIAL_META.linkedInClientId);
  const linkedInAuthorizationUrl = value(SOCIAL_META.linkedInAuthorizationUrl);
  const linkedInCallbackUrl = value(SOCIAL_META.linkedInCallbackUrl);
  return {
    google: googleClientId && isWebAddress(googleScriptUrl) ? { clientId: googleClientId, scriptUrl: googleScriptUrl } : null,
    linkedIn:
      linkedInClientId && isWebAddress(linkedInAuthorizationUrl) && isWebAddress(linkedInCallbackUrl)
        ? { clientId: linkedInClientId, authorizationUrl: linkedInAuthorizationUrl, callbackUrl: linkedInCallbackUrl }
        : null,
  };
}

export const NO_SOCIAL_SIGN_IN: SocialConfig = { google: null, linkedIn: null };

/** Only absolute http(s) addresses: a `javascript:` or relative value is treated as not configured. */
function isWebAddress(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === "https:" || protocol === "http:";
}
