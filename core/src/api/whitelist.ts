// The sign-in whitelist (spec §6): calls where a 401 means "wrong details", not "session expired".
// Pure string rules on the call's path; never read the session here.

/** Path prefixes of the whitelisted calls, below the API base (/api/v1), with the kind of call each is. */
export const SIGN_IN_WHITELIST = [
  { prefix: "/talents/sign-ins/", kind: "signIn" },
  { prefix: "/businesses/sign-ins/", kind: "signIn" },
  { prefix: "/talents/sign-ups/", kind: "signUp" },
  { prefix: "/businesses/registrations/", kind: "signUp" },
  { prefix: "/members/activate/", kind: "activation" },
  { prefix: "/members/activation-requests", kind: "activation" },
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
