// The sign-in whitelist (spec §6), read from the contract's operation flags (`x-ictm-call`,
// `x-ictm-identity-provider`, generated into @ictm/openapi/operations.ts): calls made without a session, where a
// 401 means "wrong details" or "identity not proven", not "session expired". No path rules here; never read the session.
import {
  backofficeOperations,
  portalOperations,
  type CallFlag,
  type IdentityProvider,
  type OperationFlags,
} from "@ictm/openapi/operations.ts";

export type { CallFlag, IdentityProvider };
/**
 * A whitelisted call's flag; "chiefToken" for the chief evaluator's calls, which carry a link's token (`?token=`)
 * instead of a session, so a failure there is never a session expiry; "public" for the calls anyone makes without a
 * session (verifying a signed letter, reading the published signing keys); "protected" for every call that needs a session.
 */
export type CallKind = CallFlag | "chiefToken" | "public" | "protected";

/** What the failure mapping needs to know about the call that failed. */
export interface CallFlags {
  readonly kind: CallKind;
  readonly provider: IdentityProvider | null;
}

export const PROTECTED_CALL: CallFlags = { kind: "protected", provider: null };

/**
 * The back-office operations a chief evaluator calls with the link's token and no staff session (`security: []`
 * in the contract). Named by operationId until the contract flags them itself (requests11-core-client.md, 2).
 */
export const CHIEF_TOKEN_OPERATIONS: ReadonlySet<string> = new Set(["getChiefInvitation", "getChiefFormRecord", "recordChiefEvaluation"]);
const CHIEF_TOKEN_CALL: CallFlags = { kind: "chiefToken", provider: null };

/**
 * The back-office operations anyone calls without a session (`security: []` in the contract): a border officer or an
 * employer checking a letter. A staff token is sent when there is one, but a failure there never expires a session.
 */
export const PUBLIC_OPERATIONS: ReadonlySet<string> = new Set(["verifySignature", "getSigningPublicKeys"]);
const PUBLIC_CALL: CallFlags = { kind: "public", provider: null };

export interface WhitelistedCall {
  readonly method: string;
  /** The contract's path template, e.g. "/members/activate/{token}". */
  readonly path: string;
  readonly kind: CallFlag;
  readonly provider: IdentityProvider | null;
}

const whitelistOf = (operations: Readonly<Record<string, OperationFlags>>): ReadonlyArray<WhitelistedCall> =>
  Object.entries(operations).flatMap(([key, { call, identityProvider }]) => {
    const [method = "", path = ""] = key.split(" ");
    return call === undefined ? [] : [{ method, path, kind: call, provider: identityProvider ?? null }];
  });

/** The portal's whitelisted calls, as the contract flags them. */
export const SIGN_IN_WHITELIST = whitelistOf(portalOperations);
/** The back-office's whitelisted calls (staff sign-in). */
export const BACKOFFICE_SIGN_IN_WHITELIST = whitelistOf(backofficeOperations);

export type ApiName = "portal" | "backoffice";

/** The flags of the call `method` + contract path template (openapi-fetch's `schemaPath`) on that API. */
export const callFlagsOf = (api: ApiName, method: string, path: string): CallFlags => {
  const operations = api === "portal" ? portalOperations : backofficeOperations;
  const flags = operations[`${method.toUpperCase()} ${path}`];
  if (api === "backoffice" && flags !== undefined && CHIEF_TOKEN_OPERATIONS.has(flags.operationId)) return CHIEF_TOKEN_CALL;
  if (api === "backoffice" && flags !== undefined && PUBLIC_OPERATIONS.has(flags.operationId)) return PUBLIC_CALL;
  if (flags?.call === undefined) return PROTECTED_CALL;
  return { kind: flags.call, provider: flags.identityProvider ?? null };
};

export const isSignInWhitelisted = (method: string, path: string, api: ApiName = "portal"): boolean =>
  callFlagsOf(api, method, path).kind !== "protected";
