// Pure rules for keeping the published signing keys between visits, so a letter can still be verified offline when
// the server cannot be reached: the stored key and the stored JSON shape. No storage access here:
// platform/session-storage.ts does the reading and writing (platform/session-writer.ts, after each load).
import { Exit, Schema } from "effect";
import type { SigningPublicKeys } from "./signature-records.ts";

export const SIGNING_KEYS_STORAGE_KEY = "ictm.signingPublicKeys";

const NullOrString = Schema.NullOr(Schema.String);

const SigningKeySchema = Schema.Struct({
  kty: Schema.Literal("OKP"),
  crv: Schema.Literal("Ed25519"),
  x: Schema.String,
  kid: Schema.String,
  alg: Schema.Literal("EdDSA"),
  use: Schema.Literal("sig"),
  status: Schema.Literals(["active", "retired", "revoked"]),
  createdAt: Schema.String,
  retiredAt: NullOrString,
  retirementReason: Schema.NullOr(Schema.Literals(["rotated", "private-key-missing"])),
  revokedAt: NullOrString,
  revocationReason: NullOrString,
});

/** The published keys document as stored (the contract's SigningPublicKeys). */
export const SigningPublicKeysSchema = Schema.Struct({
  issuer: Schema.String,
  tokenFormat: Schema.Literal("ictm-letter-v1"),
  keys: Schema.mutable(Schema.Array(SigningKeySchema)),
  signatories: Schema.mutable(Schema.Array(Schema.Struct({ number: Schema.Number, name: Schema.String, title: Schema.String }))),
  revokedLetters: Schema.mutable(Schema.Array(Schema.Struct({ documentReference: Schema.String, revokedAt: Schema.String, reason: Schema.String }))),
});

const decodeStored = Schema.decodeUnknownExit(Schema.fromJsonString(SigningPublicKeysSchema));

/** The stored JSON, or null when it is missing, unreadable or of another shape. */
export const parseSigningPublicKeys = (json: string | null): SigningPublicKeys | null => {
  if (json === null) return null;
  const exit = decodeStored(json);
  return Exit.isSuccess(exit) ? exit.value : null;
};

export const serializeSigningPublicKeys = (publicKeys: SigningPublicKeys): string => JSON.stringify(publicKeys);
