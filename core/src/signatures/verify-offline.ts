// Verifying a letter's token without the server, with the published keys (`GET signatures/public-keys`, cached from
// an earlier visit): decode the token, find its key by `kid`, check the Ed25519 signature with WebCrypto (Node 24 and
// the browsers the back-office supports have it), look the document up in the revoked letters, and judge with core's
// judgeSignature, the same words the server answers with. What only the server knows (whether we issued the
// document with this content, who it names) stays unknown: the status check reads the revocation list alone.
// Never throws, never calls anything but WebCrypto.
import { base64urlnopad } from "@scure/base";
import { judgeSignature, type KnownKey, type LetterStatus, type SignatureJudgement } from "./verdict.ts";
import { decodeToken, documentIdFromReference, keyIdOf, type TokenReading } from "./token.ts";
import type { SignatureVerdict, SigningKey, SigningPublicKeys } from "./signature-records.ts";

/** What offline verification reads of the published keys document. */
export type PublishedKeys = Pick<SigningPublicKeys, "keys" | "revokedLetters">;

/** The part of WebCrypto's SubtleCrypto used here (core has no DOM types). */
interface Subtle {
  importKey(
    format: "jwk",
    keyData: Readonly<Record<string, string>>,
    algorithm: { readonly name: string },
    extractable: boolean,
    keyUsages: ReadonlyArray<string>,
  ): Promise<unknown>;
  verify(algorithm: { readonly name: string }, key: unknown, signature: Uint8Array, data: Uint8Array): Promise<boolean>;
  digest(algorithm: string, data: Uint8Array): Promise<ArrayBuffer>;
}

const isSubtle = (value: unknown): value is Subtle =>
  typeof value === "object" && value !== null && ["importKey", "verify", "digest"].every((name) => typeof Reflect.get(value, name) === "function");

/** The platform's WebCrypto, when it has one. */
const subtleCrypto = (): Subtle | undefined => {
  const crypto: unknown = Reflect.get(globalThis, "crypto");
  const subtle: unknown = typeof crypto === "object" && crypto !== null ? Reflect.get(crypto, "subtle") : undefined;
  return isSubtle(subtle) ? subtle : undefined;
};

const ED25519 = { name: "Ed25519" } as const;

/**
 * Whether `signature` is the Ed25519 signature of `signed` by the published key `x` (the raw 32-byte public key,
 * base64url). False for anything that does not verify, including a key that is not 32 bytes or no WebCrypto at all.
 */
export const verifyEd25519 = async (x: string, signed: Uint8Array, signature: Uint8Array): Promise<boolean> => {
  const subtle = subtleCrypto();
  if (subtle === undefined) return false;
  try {
    const key = await subtle.importKey("jwk", { kty: "OKP", crv: "Ed25519", x }, ED25519, false, ["verify"]);
    return await subtle.verify(ED25519, key, signature, signed);
  } catch {
    return false;
  }
};

/** Whether a published key's `kid` is what its `x` hashes to (the first 4 bytes of SHA-256 of the raw key). */
const kidMatches = async (key: SigningKey): Promise<boolean> => {
  const subtle = subtleCrypto();
  if (subtle === undefined) return false;
  try {
    const raw = base64urlnopad.decode(key.x);
    return raw.length === 32 && keyIdOf(new Uint8Array(await subtle.digest("SHA-256", raw))) === key.kid;
  } catch {
    return false;
  }
};

const dateOrNull = (text: string | null): Date | null => (text === null ? null : new Date(text));

const knownKeyOf = (key: SigningKey): KnownKey => ({
  keyId: key.kid,
  createdAt: new Date(key.createdAt),
  retiredAt: dateOrNull(key.retiredAt),
  revokedAt: dateOrNull(key.revokedAt),
  revocationReason: key.revocationReason,
});

/** Offline, the status is the revocation list's alone: `recorded` is not known (a superseded letter is listed too). */
const letterStatusOf = (publicKeys: PublishedKeys, documentId: string): LetterStatus => {
  const revoked = publicKeys.revokedLetters.find((entry) => documentIdFromReference(entry.documentReference) === documentId);
  return {
    recorded: undefined,
    contentHashMatches: true,
    revokedAt: revoked === undefined ? null : new Date(revoked.revokedAt),
    revocationReason: revoked?.reason ?? null,
    supersededBy: null,
  };
};

const UNKNOWN_STATUS: LetterStatus = { recorded: undefined, contentHashMatches: true, revokedAt: null, revocationReason: null, supersededBy: null };

const judge = async (reading: TokenReading, publicKeys: PublishedKeys, now: Date): Promise<SignatureJudgement> => {
  if (!reading.ok) return judgeSignature({ reading, key: undefined, signatureValid: undefined, letter: UNKNOWN_STATUS, now });
  const { claims, signed, signature } = reading.token;
  const published = publicKeys.keys.find((key) => key.kid === claims.keyId);
  // A key whose id is not what its bytes hash to is not the key the token names.
  const key = published !== undefined && (await kidMatches(published)) ? published : undefined;
  if (key === undefined) return judgeSignature({ reading, key: undefined, signatureValid: undefined, letter: UNKNOWN_STATUS, now });
  const signatureValid = await verifyEd25519(key.x, signed, signature);
  return judgeSignature({ reading, key: knownKeyOf(key), signatureValid, letter: letterStatusOf(publicKeys, claims.documentId), now });
};

/**
 * The verdict on `tokenText` (a bare token in any case, with spaces or hyphens, or a results address) from the
 * published keys, at `now`. Never throws: a malformed token, an unknown key or a bad signature is an `invalid` verdict.
 */
export const verifyOffline = async (tokenText: string, publicKeys: PublishedKeys, now: Date): Promise<SignatureJudgement> => {
  const reading = decodeToken(tokenText);
  try {
    return await judge(reading, publicKeys, now);
  } catch {
    // Only a broken keys document could get here: nothing about the token can be trusted then.
    return judgeSignature({ reading, key: undefined, signatureValid: undefined, letter: UNKNOWN_STATUS, now });
  }
};

/** A judgement as the contract's verdict (the server's shape), with no record: offline, our records are not known. */
export const verdictOfJudgement = (judgement: SignatureJudgement): SignatureVerdict => ({
  verdict: judgement.verdict,
  summary: judgement.summary,
  advice: judgement.advice,
  checks: judgement.checks,
  particulars:
    judgement.particulars === null
      ? null
      : { ...judgement.particulars, issuedAt: judgement.particulars.issuedAt.toISOString() },
  record: null,
});
