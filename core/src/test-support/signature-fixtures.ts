// The e-signatures' records for the signature tests, built the way the server presents them (backoffice.yaml, tag
// `signatures`); a real Ed25519 key pair (WebCrypto) that signs tokens as the server does; and a fast-check
// arbitrary of the signature client events on ids that meet. Test-only (may use Node).
import type { webcrypto } from "node:crypto";
import fc from "fast-check";
import { base64urlnopad } from "@scure/base";
import type { NewStoreEvent } from "../events/client-event.ts";
import type {
  Signatory,
  SignatureVerdict,
  SignedLetter,
  SigningKey,
  SigningPublicKeys,
} from "../signatures/signature-records.ts";
import { SIGNATURE_TEXTS } from "../signatures/verdict.ts";
import { documentIdOf, documentReference, encodeToken, keyIdOf, signedBytes, type TokenClaims } from "../signatures/token.ts";
import { uuidOf } from "./board-fixtures.ts";

export const aSigningKey = (kid: string, changes: Partial<SigningKey> = {}): SigningKey => ({
  kty: "OKP",
  crv: "Ed25519",
  x: "A".repeat(43),
  kid,
  alg: "EdDSA",
  use: "sig",
  status: "active",
  createdAt: "2026-01-01T00:00:00.000Z",
  retiredAt: null,
  retirementReason: null,
  revokedAt: null,
  revocationReason: null,
  ...changes,
});

export const somePublicKeys = (keys: SigningKey[], changes: Partial<SigningPublicKeys> = {}): SigningPublicKeys => ({
  issuer: "http://portal.test",
  tokenFormat: "ictm-letter-v1",
  keys,
  signatories: [{ number: 1, name: "Dayang Siti Aminah binti Haji Osman", title: "Director, ICT Manpower" }],
  revokedLetters: [],
  ...changes,
});

/** A document reference from a small number: `ICTM-AAAA-…` (10 bytes whose last is `n`). */
export const referenceOf = (n: number): string => documentReference(documentIdOf(Uint8Array.from({ length: 10 }, (_, i) => (i === 9 ? n : 0))));

export const aSignatorySummary = { id: uuidOf(1, "5a"), number: 1, name: "Dayang Siti Aminah binti Haji Osman", title: "Director, ICT Manpower" };

export const aSignedLetter = (n: number, changes: Partial<SignedLetter> = {}): SignedLetter => ({
  documentReference: referenceOf(n),
  applicationId: uuidOf(1),
  applicationReference: "PVV-2026-0001",
  kind: n % 2 === 0 ? "approval-letter" : "appendix",
  personIndex: 0,
  personName: "Person 1",
  businessName: "DataWorks Sdn Bhd",
  permitType: "pvv",
  keyId: "0a0b0c0d",
  keyStatus: "active",
  signatory: aSignatorySummary,
  issuedAt: "2026-11-23T12:00:00.000Z",
  status: "valid",
  revokedAt: null,
  revocationReason: null,
  supersededBy: null,
  ...changes,
});

export const aSignatory = (n: number, changes: Partial<Signatory> = {}): Signatory => ({
  id: uuidOf(n, "5a"),
  number: n,
  name: `Signatory ${n}`,
  title: "Director, ICT Manpower",
  isActive: true,
  image: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  ...changes,
});

export const aVerdict = (verdict: SignatureVerdict["verdict"] = "valid"): SignatureVerdict => ({
  verdict,
  summary: SIGNATURE_TEXTS.summaries[verdict],
  advice: SIGNATURE_TEXTS.advice[verdict],
  checks: {
    integrity: { result: "passed", reason: SIGNATURE_TEXTS.integrityPassed },
    issuer: { result: "passed", reason: SIGNATURE_TEXTS.issuerPassed("0a0b0c0d") },
    status: verdict === "valid" ? { result: "passed", reason: SIGNATURE_TEXTS.statusPassed } : { result: "failed", reason: "Revoked." },
  },
  particulars: null,
  record: null,
});

/** A signing key as the server makes one: a real Ed25519 pair, its published form and its key id. */
export interface TestSigningKey {
  readonly keyId: string;
  readonly published: SigningKey;
  /** Signs the claims under this key's id, or under `keyId` when given (a forgery naming another key). */
  sign(claims: Omit<TokenClaims, "keyId"> & { readonly keyId?: string }): Promise<string>;
}

const isKeyPair = (value: unknown): value is webcrypto.CryptoKeyPair =>
  typeof value === "object" && value !== null && "publicKey" in value && "privateKey" in value;

export const aSigningKeyPair = async (changes: Partial<SigningKey> = {}): Promise<TestSigningKey> => {
  const pair: unknown = await crypto.subtle.generateKey({ name: "Ed25519" }, true, ["sign", "verify"]);
  // Node types the Ed25519 overload as one CryptoKey; it answers a pair, as the standard says.
  if (!isKeyPair(pair)) throw new Error("WebCrypto made no Ed25519 key pair");
  const raw = new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey));
  const keyId = keyIdOf(new Uint8Array(await crypto.subtle.digest("SHA-256", raw)));
  return {
    keyId,
    published: aSigningKey(keyId, { x: base64urlnopad.encode(raw), ...changes }),
    sign: async (claims) => {
      const signed = signedBytes({ keyId, ...claims });
      return encodeToken(signed, new Uint8Array(await crypto.subtle.sign({ name: "Ed25519" }, pair.privateKey, signed)));
    },
  };
};

/** The claims of a first approval letter, issued at 2026-11-23 12:00 UTC by signatory 1. */
export const someClaims = (n = 1, changes: Partial<Omit<TokenClaims, "keyId">> = {}): Omit<TokenClaims, "keyId"> => ({
  documentId: documentIdOf(Uint8Array.from({ length: 10 }, (_, i) => (i === 9 ? n : 0))),
  contentHash: "ab".repeat(16),
  permitType: "pvv",
  kind: "approval-letter",
  issuedAt: new Date("2026-11-23T12:00:00.000Z"),
  signatoryNumber: 1,
  ...changes,
});

const someKid = fc.constantFrom("0a0b0c0d", "1a1b1c1d", "2a2b2c2d");
const someLetter = fc.integer({ min: 1, max: 3 });
const keys = fc.tuple(someKid, fc.constantFrom("active" as const, "retired" as const, "revoked" as const)).map(([kid, status]) => aSigningKey(kid, { status }));
const letters = fc
  .tuple(someLetter, someKid, fc.constantFrom("valid" as const, "revoked" as const, "superseded" as const))
  .map(([n, keyId, status]) => aSignedLetter(n, { keyId, status }));
const filters = fc.record({ searchTerms: fc.constantFrom("", "PVV"), pageNumber: fc.integer({ min: 1, max: 2 }), pageSize: fc.constantFrom(2, 15) });

/** Any of the e-signatures' client events, on ids that meet, for the replay and `--events` properties. */
export const arbitrarySignatureEvent: fc.Arbitrary<NewStoreEvent> = fc.oneof(
  fc.record({
    type: fc.constant("v1.SignatureVerified" as const),
    payload: fc.record({ token: fc.constantFrom("AAAA", "BBBB"), verdict: fc.constantFrom(aVerdict("valid"), aVerdict("revoked")), offline: fc.boolean() }),
  }),
  fc.record({ type: fc.constant("v1.SigningPublicKeysLoaded" as const), payload: fc.array(keys, { maxLength: 3 }).map((list) => ({ publicKeys: somePublicKeys(list) })) }),
  fc.record({ type: fc.constant("v1.SigningKeyRotated" as const), payload: someKid.map((kid) => ({ key: aSigningKey(kid) })) }),
  fc.record({ type: fc.constant("v1.SigningKeyWithdrawn" as const), payload: someKid.map((kid) => ({ key: aSigningKey(kid, { status: "revoked", revokedAt: "2026-11-24T00:00:00.000Z", revocationReason: "Compromised" }) })) }),
  fc.record({
    type: fc.constant("v1.SignedLettersLoaded" as const),
    payload: fc.tuple(filters, fc.array(letters, { maxLength: 3 })).map(([filter, items]) => ({
      filter,
      page: { items, count: items.length, pageNumber: filter.pageNumber, pageSize: filter.pageSize, countIsExact: true, totalPages: Math.ceil(items.length / filter.pageSize) },
    })),
  }),
  fc.record({ type: fc.constant("v1.SignedLetterWithdrawn" as const), payload: someLetter.map((n) => ({ letter: aSignedLetter(n, { status: "revoked", revocationReason: "Wrong person" }) })) }),
  fc.record({
    type: fc.constant("v1.SignedLetterReissued" as const),
    payload: fc.tuple(someLetter, fc.integer({ min: 4, max: 6 })).map(([old, n]) => ({ supersededReference: referenceOf(old), letter: aSignedLetter(n) })),
  }),
  fc.record({ type: fc.constant("v1.SignatoriesLoaded" as const), payload: fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 3 }).map((ns) => ({ signatories: ns.map((n) => aSignatory(n)) })) }),
  fc.record({
    type: fc.constant("v1.SignatorySaved" as const),
    payload: fc.tuple(fc.constantFrom("created" as const, "updated" as const, "image" as const), fc.integer({ min: 1, max: 4 }), fc.boolean()).map(([change, n, isActive]) => ({
      change,
      signatory: aSignatory(n, { isActive }),
    })),
  }),
  fc.record({ type: fc.constant("v1.StaffSignedOut" as const), payload: fc.constant({}) }),
);
