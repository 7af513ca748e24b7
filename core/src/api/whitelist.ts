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
/** A whitelisted call's flag, or "protected" for every call that needs a session. */
export type CallKind = CallFlag | "protected";

/** What the failure mapping needs to know about the call that failed. */
export interface CallFlags {
  readonly kind: CallKind;
  readonly provider: IdentityProvider | null;
}

export const PROTECTED_CALL: CallFlags = { kind: "protected", provider: null };

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
  if (flags?.call === undefined) return PROTECTED_CALL;
  return { kind: flags.call, provider: flags.identityProvider ?? null };
};

export const isSignInWhitelisted = (method: string, path: string, api: ApiName = "portal"): boolean =>
  callFlagsOf(api, method, path).kind !== "protected";
