// Pure rules of the LinkedIn sign-in round trip: the authorization address, and the `state` that ties the
// callback to the page that started it. No randomness, storage or URL parsing of its own: the UI hands those in.

/** OpenID Connect scopes the contract's LinkedIn calls need (a verified e-mail and a name). */
export const LINKEDIN_SCOPE = "openid profile email";
/** What a person reads when the callback cannot be trusted or was cancelled. */
export const LINKEDIN_TRY_AGAIN = "Please sign in with LinkedIn again.";
/** A state is 32 to 128 base64url characters, one per random byte: at least 192 bits. */
export const LINKEDIN_STATE_PATTERN = /^[A-Za-z0-9_-]{32,128}$/;
/** The UI keeps the state under this key in window.sessionStorage until the callback has read it. */
export const LINKEDIN_STATE_STORAGE_KEY = "ictm.linkedin.state";

export interface LinkedInAuthorizationRequest {
  /** LinkedIn's authorization endpoint, e.g. "https://www.linkedin.com/oauth/v2/authorization". */
  readonly authorizationUrl: string;
  readonly clientId: string;
  /** Our callback address, from the page's meta information; exchangeLinkedInCode must name the same. */
  readonly redirectUri: string;
  readonly state: string;
}

/** The address to send the browser to: response_type=code with the state and the OpenID scopes. */
export const linkedInAuthorizationUrl = (request: LinkedInAuthorizationRequest): string => {
  const query = [
    ["response_type", "code"],
    ["client_id", request.clientId],
    ["redirect_uri", request.redirectUri],
    ["state", request.state],
    ["scope", LINKEDIN_SCOPE],
  ]
    .map(([name = "", value = ""]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join("&");
  const separator = request.authorizationUrl.includes("?") ? "&" : "?";
  return `${request.authorizationUrl}${separator}${query}`;
};

/**
 * A fresh state from random bytes the caller drew (`crypto.getRandomValues(new Uint8Array(32))`).
 * One character per byte: fewer than 32 (or more than 128) give a state `checkLinkedInCallback` refuses,
 * so a weak state never passes.
 */
export const linkedInState = (randomBytes: Uint8Array): string => {
  let text = "";
  for (const byte of randomBytes) text += BASE64URL[byte & 63] ?? "";
  return text;
};

/** What the callback address carried (`code`, `state`, `error` of its query), and the state the UI kept. */
export interface LinkedInCallback {
  readonly code: string | null;
  readonly state: string | null;
  readonly error: string | null;
  readonly expectedState: string | null;
}

export type LinkedInCallbackCheck =
  | { readonly ok: true; readonly code: string }
  | { readonly ok: false; readonly reason: "cancelled" | "stateMismatch" | "missingCode"; readonly message: string };

/** The state must be the one this tab kept (and well formed); then the code may be exchanged, once. */
export const checkLinkedInCallback = (callback: LinkedInCallback): LinkedInCallbackCheck => {
  if (callback.error !== null) return refused("cancelled");
  const { state, expectedState } = callback;
  if (state === null || expectedState === null || !LINKEDIN_STATE_PATTERN.test(expectedState) || !sameText(state, expectedState)) {
    return refused("stateMismatch");
  }
  if (callback.code === null || callback.code === "") return refused("missingCode");
  return { ok: true, code: callback.code };
};

const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

const refused = (reason: "cancelled" | "stateMismatch" | "missingCode"): LinkedInCallbackCheck => ({
  ok: false,
  reason,
  message: LINKEDIN_TRY_AGAIN,
});

/** Compares every character whatever the first difference, so timing says nothing about the kept state. */
const sameText = (a: string, b: string): boolean => {
  let difference = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) difference |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return difference === 0;
};
