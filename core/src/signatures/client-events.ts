// The e-signatures' client events: anyone verifies a letter's token (by the server, or offline with the published
// keys) and reads the published keys; administrators rotate and revoke signing keys, list, revoke and sign again the
// signed letters, and keep the signatories. Definitions only; the signature stores fold them. The server's stream
// facts are ./events.ts (v1.LettersSigned, v1.SigningKeyCreated, v1.SignatoryAdded, …), whose names these never reuse.
import { Schema } from "effect";
import { contractShape, defineEvent } from "../events/define-event.ts";
import type {
  Signatory,
  SignatureVerdict,
  SignedLetter,
  SignedLetterPage,
  SigningKey,
  SigningPublicKeys,
} from "./signature-records.ts";

/** The name each signature query reports under, so its store can follow its status. */
export const SIGNATURE_QUERIES = {
  verification: "queries.verifySignature",
  publicKeys: "queries.loadSigningPublicKeys",
  signedLetters: "queries.loadSignedLetters",
  signatories: "queries.loadSignatories",
} as const;

const SignatureVerdictShape = contractShape<SignatureVerdict>("SignatureVerdict", {
  verdict: true, summary: true, advice: true, checks: true, particulars: true, record: true,
});
const SigningKeyShape = contractShape<SigningKey>("SigningKey", {
  kty: true, crv: true, x: true, kid: true, alg: true, use: true, status: true, createdAt: true, retiredAt: true,
  retirementReason: true, revokedAt: true, revocationReason: true,
});
const SigningPublicKeysShape = contractShape<SigningPublicKeys>("SigningPublicKeys", {
  issuer: true, tokenFormat: true, keys: true, signatories: true, revokedLetters: true,
});
const SignedLetterShape = contractShape<SignedLetter>("SignedLetter", {
  documentReference: true, applicationId: true, applicationReference: true, kind: true, personIndex: true,
  personName: true, businessName: true, permitType: true, keyId: true, keyStatus: true, signatory: true, issuedAt: true,
  status: true, revokedAt: true, revocationReason: true, supersededBy: true,
});
const SignedLetterPageShape = contractShape<SignedLetterPage>("SignedLetterPage", {
  items: true, count: true, countIsExact: true, pageNumber: true, pageSize: true, totalPages: true,
});
const SignatoryShape = contractShape<Signatory>("Signatory", {
  id: true, number: true, name: true, title: true, isActive: true, image: true, createdAt: true, updatedAt: true,
});

/** Which letters a page of the signed letters list holds. */
export const SignedLettersFilter = Schema.Struct({ searchTerms: Schema.String, pageNumber: Schema.Number, pageSize: Schema.Number });
export type SignedLettersFilter = typeof SignedLettersFilter.Type;

export const SIGNATORY_CHANGES = ["created", "updated", "image"] as const;
export type SignatoryChange = (typeof SIGNATORY_CHANGES)[number];

export const signatureClientEvents = [
  /**
   * A token was judged: by the server, or (`offline`) in this browser with the published keys cached from an earlier
   * visit, because the server could not be reached. `token` is the token's canonical text (tokenTextOf).
   */
  defineEvent("v1.SignatureVerified", Schema.Struct({ token: Schema.String, verdict: SignatureVerdictShape, offline: Schema.Boolean })),
  /** The published keys, signatories and revoked letters were read (and cached for offline verification). */
  defineEvent("v1.SigningPublicKeysLoaded", Schema.Struct({ publicKeys: SigningPublicKeysShape })),
  /** A new key is active (`key`); the one active before is retired ("rotated"). */
  defineEvent("v1.SigningKeyRotated", Schema.Struct({ key: SigningKeyShape })),
  /** A key was revoked (`key`, as it is now); a revoked active key was replaced by a new one the server made. */
  defineEvent("v1.SigningKeyWithdrawn", Schema.Struct({ key: SigningKeyShape })),
  defineEvent("v1.SignedLettersLoaded", Schema.Struct({ filter: SignedLettersFilter, page: SignedLetterPageShape })),
  /** A letter was revoked with a reason (`letter`, as it is now). */
  defineEvent("v1.SignedLetterWithdrawn", Schema.Struct({ letter: SignedLetterShape })),
  /** A letter was signed again with the active key: `letter` is the new one, superseding `supersededReference`. */
  defineEvent("v1.SignedLetterReissued", Schema.Struct({ supersededReference: Schema.String, letter: SignedLetterShape })),
  defineEvent("v1.SignatoriesLoaded", Schema.Struct({ signatories: Schema.Array(SignatoryShape) })),
  /** A signatory was added, changed, or given a new signature image; `signatory` is the server's answer. */
  defineEvent("v1.SignatorySaved", Schema.Struct({ change: Schema.Literals(SIGNATORY_CHANGES), signatory: SignatoryShape })),
] as const;
