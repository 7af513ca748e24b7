// The identity providers' settings, read from the environment by `loadConfig`. A provider without a client id
// (and, for LinkedIn, a secret) is "not configured": its calls answer 503 and the portal page hides its button.

export interface GoogleConfig {
  /** GOOGLE_CLIENT_ID: the audience every ID token must carry; null turns Google sign-in off. */
  clientId: string | null;
  /** GOOGLE_JWKS_URL: the keys ID tokens are signed with. */
  jwksUrl: string;
  /** GOOGLE_SCRIPT_URL: Google Identity Services' script, which the portal page loads and the CSP allows. */
  scriptUrl: string;
}

export interface LinkedInConfig {
  /** LINKEDIN_CLIENT_ID and LINKEDIN_CLIENT_SECRET: both set, or LinkedIn sign-in is off. */
  clientId: string | null;
  clientSecret: string | null;
  /** LINKEDIN_AUTHORIZATION_URL: where the page sends the browser to sign in at LinkedIn. */
  authorizationUrl: string;
  /** LINKEDIN_TOKEN_URL: where the server exchanges an authorization code for an access token. */
  tokenUrl: string;
  /** LINKEDIN_USERINFO_URL: LinkedIn's OpenID userinfo endpoint, which proves an access token's owner. */
  userinfoUrl: string;
  /** LINKEDIN_CALLBACK_URL; null means `${publicUrl}/auth/linkedin/callback`, settled when the server listens. */
  callbackUrl: string | null;
}

export const googleDefaults = {
  jwksUrl: "https://www.googleapis.com/oauth2/v3/certs",
  scriptUrl: "https://accounts.google.com/gsi/client",
} as const;

export const linkedInDefaults = {
  authorizationUrl: "https://www.linkedin.com/oauth/v2/authorization",
  tokenUrl: "https://www.linkedin.com/oauth/v2/accessToken",
  userinfoUrl: "https://api.linkedin.com/v2/userinfo",
} as const;

type Env = Record<string, string | undefined>;

export function readGoogleConfig(env: Env): GoogleConfig {
  return {
    clientId: env["GOOGLE_CLIENT_ID"] || null,
    jwksUrl: readUrl(env, "GOOGLE_JWKS_URL", googleDefaults.jwksUrl),
    scriptUrl: readUrl(env, "GOOGLE_SCRIPT_URL", googleDefaults.scriptUrl),
  };
}

export function readLinkedInConfig(env: Env): LinkedInConfig {
  return {
    clientId: env["LINKEDIN_CLIENT_ID"] || null,
    clientSecret: env["LINKEDIN_CLIENT_SECRET"] || null,
    authorizationUrl: readUrl(env, "LINKEDIN_AUTHORIZATION_URL", linkedInDefaults.authorizationUrl),
    tokenUrl: readUrl(env, "LINKEDIN_TOKEN_URL", linkedInDefaults.tokenUrl),
    userinfoUrl: readUrl(env, "LINKEDIN_USERINFO_URL", linkedInDefaults.userinfoUrl),
    callbackUrl: env["LINKEDIN_CALLBACK_URL"] ? readUrl(env, "LINKEDIN_CALLBACK_URL", "") : null,
  };
}

/** Google sign-in is on when a client id is configured. */
export const googleEnabled = (google: GoogleConfig): google is GoogleConfig & { clientId: string } => google.clientId !== null;

/** LinkedIn sign-in is on when both the client id and its secret are configured. */
export function linkedInEnabled(linkedin: LinkedInConfig): linkedin is LinkedInConfig & { clientId: string; clientSecret: string } {
  return linkedin.clientId !== null && linkedin.clientSecret !== null;
}

/** Where LinkedIn sends the browser back with a code. */
export function linkedInCallbackUrl(linkedin: LinkedInConfig, publicUrl: string): string {
  return linkedin.callbackUrl ?? `${publicUrl}/auth/linkedin/callback`;
}

/**
 * An http(s) address. These addresses also go into the Content-Security-Policy and the page's meta tags, so
 * anything a header or an attribute could misread (spaces, quotes, `;`, `,`) is refused at start.
 */
function readUrl(env: Env, name: string, fallback: string): string {
  const text = env[name] || fallback;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`${name} must be an http(s) address, not "${text}"`);
  }
  if ((url.protocol !== "https:" && url.protocol !== "http:") || /[\s;,'"<>]/.test(url.href)) {
    throw new Error(`${name} must be an http(s) address, not "${text}"`);
  }
  return url.href;
}
