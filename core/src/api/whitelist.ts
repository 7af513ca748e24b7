// The sign-in whitelist (spec §6): calls made without a session, where a 401 means "wrong details" or
// "identity not proven", not "session expired". password-change is not here: it is a protected call.
// Pure string rules on the call's path; never read the session here.

/** Path prefixes of the whitelisted calls, below the API base (/api/v1), with the kind of call each is. */
export const SIGN_IN_WHITELIST = [
  { prefix: "/talents/sign-ins/", kind: "signIn" },
  { prefix: "/businesses/sign-ins/", kind: "signIn" },
  { prefix: "/talents/sign-ups/", kind: "signUp" },
  { prefix: "/businesses/registrations/", kind: "signUp" },
  { prefix: "/members/activate/", kind: "activation" },
  { prefix: "/members/activation-requests", kind: "activation" },
  { prefix: "/talents/reset-password-request", kind: "passwordReset" },
  { prefix: "/businesses/reset-password-request", kind: "passwordReset" },
  { prefix: "/members/password-resets", kind: "passwordReset" },
  { prefix: "/members/linkedin/access-tokens", kind: "identity" },
] as const;

export type CallKind = (typeof SIGN_IN_WHITELIST)[number]["kind"] | "protected";

/**
 * `path` is the contract's path ("/members/activate/{token}") or a full address
 * ("http://host/api/v1/members/activate/abc?memberEmail=..."); the query string is ignored.
 */
export const callKindOf = (path: string): CallKind => {
  const bare = path.split(/[?#]/, 1)[0] ?? "";
  const entry = SIGN_IN_WHITELIST.find(({ prefix }) => {
    const at = bare.indexOf(prefix);
    // The prefix must start a path segment and, when it names a whole resource, end the path.
    return at >= 0 && (prefix.endsWith("/") || at + prefix.length === bare.length);
  });
  return entry === undefined ? "protected" : entry.kind;
};

export const isSignInWhitelisted = (path: string): boolean => callKindOf(path) !== "protected";

/** Which identity provider a whitelisted call speaks for, read from its path; null for e-mail and password. */
export const providerOf = (path: string): "google" | "linkedin" | null => {
  const bare = path.split(/[?#]/, 1)[0] ?? "";
  if (/\/google$/.test(bare)) return "google";
  if (/\/linkedin(?:\/access-tokens)?$/.test(bare)) return "linkedin";
  return null;
};

/** PUT password-change: protected (a 401 expires the session), and its 403 means a wrong current password. */
export const isPasswordChange = (path: string): boolean => /\/password-change$/.test(path.split(/[?#]/, 1)[0] ?? "");

/** The back-office's one whitelisted call: staff sign-in, where a 401 means wrong details. */
export const BACKOFFICE_SIGN_IN_WHITELIST = [{ prefix: "/sign-ins", kind: "signIn" }] as const;

/** As callKindOf, for a back-office path ("/sign-ins"); every other back-office call is protected by the staff token. */
export const backofficeCallKindOf = (path: string): CallKind => {
  const bare = path.split(/[?#]/, 1)[0] ?? "";
  return BACKOFFICE_SIGN_IN_WHITELIST.some(({ prefix }) => bare.endsWith(prefix)) ? "signIn" : "protected";
};
