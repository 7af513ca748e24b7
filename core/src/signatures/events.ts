// The e-signature facts. On an application's stream (`permit-<id>`): the final letters signed (at final approval,
// or signed again by an administrator, superseding an earlier letter) and letters revoked (with final approval
// reset, or by an administrator with a reason). On the `signing-keys` stream: keys made, retired by rotation and
// revoked. On a signatory's stream (`signatory-<uuid>`): the signatory added and changed. Past tense, versioned,
// each with who caused it (`by`: `staff:<uuid>` or `system:…`). Never change a published version.
import { Option, Schema } from "effect";
import { PERMIT_TYPES } from "../permits/permit-types.ts";
import { LETTER_KINDS } from "./token.ts";

const By = Schema.String;
const fact = <T extends string, P extends Schema.Top>(type: T, payload: P) => Schema.Struct({ type: Schema.Literal(type), payload });

/** What a letter states, as signed (its SHA-256 over canonical JSON is the content hash; the PDF is drawn from it). */
export const LetterContent = Schema.Struct({
  kind: Schema.Literals(LETTER_KINDS),
  personIndex: Schema.Number,
  reference: Schema.String,
  permitType: Schema.Literals(PERMIT_TYPES),
  businessName: Schema.String,
  remarks: Schema.String,
  issuedAt: Schema.String,
  person: Schema.Struct({ fullName: Schema.String, nationality: Schema.String, passportNumber: Schema.String, dateOfBirth: Schema.String, jobRoleNamePosition: Schema.String }),
  approved: Schema.Array(
    Schema.Struct({ fullName: Schema.String, nationality: Schema.String, passportNumber: Schema.String, dateOfBirth: Schema.String, jobRoleNamePosition: Schema.String }),
  ),
  signatory: Schema.Struct({ number: Schema.Number, name: Schema.String, title: Schema.String, imageSha256: Schema.NullOr(Schema.String) }),
});
export type LetterContent = typeof LetterContent.Type;

export const SignedLetter = Schema.Struct({
  /** 16 base32 characters; printed as its reference (`ICTM-XXXX-…`). */
  documentId: Schema.String,
  kind: Schema.Literals(LETTER_KINDS),
  personIndex: Schema.Number,
  /** 32 hex characters: the first 16 bytes of SHA-256 over the canonical content. */
  contentHash: Schema.String,
  keyId: Schema.String,
  signatoryId: Schema.String,
  signatoryNumber: Schema.Number,
  issuedAt: Schema.String,
  token: Schema.String,
  content: LetterContent,
  /** The document id of the letter this one replaces (signed again), or null. */
  supersedes: Schema.NullOr(Schema.String),
});
export type SignedLetter = typeof SignedLetter.Type;

/** The final letters were signed: one approval letter and one appendix per approved expatriate, or one signed again. */
export const LettersSigned = fact("v1.LettersSigned", Schema.Struct({ letters: Schema.Array(SignedLetter), by: By }));
/** Letters are no longer in force (verification says revoked, with the reason and the time of this event). */
export const LettersRevoked = fact("v1.LettersRevoked", Schema.Struct({ documentIds: Schema.Array(Schema.String), reason: Schema.String, by: By }));

export const LETTER_EVENTS = [LettersSigned, LettersRevoked] as const;
export const LETTER_EVENT_TYPES = ["v1.LettersSigned", "v1.LettersRevoked"] as const;

/** Why final approval being reset revokes the letters. */
export const RESET_REVOCATION_REASON = "Final approval was reset";

/** The `signing-keys` stream. */
export const SIGNING_KEYS_STREAM = "signing-keys";
export const SigningKeyCreated = fact("v1.SigningKeyCreated", Schema.Struct({ keyId: Schema.String, publicKey: Schema.String, by: By }));
export const SigningKeyRetired = fact("v1.SigningKeyRetired", Schema.Struct({ keyId: Schema.String, reason: Schema.Literals(["rotated", "private-key-missing"]), by: By }));
export const SigningKeyRevoked = fact("v1.SigningKeyRevoked", Schema.Struct({ keyId: Schema.String, reason: Schema.String, by: By }));
export const SIGNING_KEY_EVENTS = [SigningKeyCreated, SigningKeyRetired, SigningKeyRevoked] as const;
export const SIGNING_KEY_EVENT_TYPES = ["v1.SigningKeyCreated", "v1.SigningKeyRetired", "v1.SigningKeyRevoked"] as const;
export const SigningKeyEvent = Schema.Union(SIGNING_KEY_EVENTS);
export type SigningKeyEvent = typeof SigningKeyEvent.Type;
const decodeKeyEvent = Schema.decodeUnknownOption(SigningKeyEvent);
/** Reads a stored event as a fact of the `signing-keys` stream; anything else is undefined. */
export const decodeSigningKeyEvent = (stored: { readonly type: string; readonly payload: unknown }): SigningKeyEvent | undefined =>
  Option.getOrUndefined(decodeKeyEvent({ type: stored.type, payload: stored.payload }));

const FileRef = Schema.Struct({ fileId: Schema.String, mediaType: Schema.String, size: Schema.Number, sha256: Schema.String });
/** A signatory's stream: `signatory-<uuid>`. */
export const SignatoryAdded = fact(
  "v1.SignatoryAdded",
  Schema.Struct({ number: Schema.Number, name: Schema.String, title: Schema.String, image: Schema.NullOr(FileRef), isActive: Schema.Boolean, by: By }),
);
export const SignatoryChanged = fact(
  "v1.SignatoryChanged",
  Schema.Struct({ name: Schema.String, title: Schema.String, image: Schema.NullOr(FileRef), isActive: Schema.Boolean, by: By }),
);
export const SIGNATORY_EVENTS = [SignatoryAdded, SignatoryChanged] as const;
export const SIGNATORY_EVENT_TYPES = ["v1.SignatoryAdded", "v1.SignatoryChanged"] as const;
export const SignatoryEvent = Schema.Union(SIGNATORY_EVENTS);
export type SignatoryEvent = typeof SignatoryEvent.Type;
const decodeSignatory = Schema.decodeUnknownOption(SignatoryEvent);
/** Reads a stored event as a fact of a signatory's stream; anything else is undefined. */
export const decodeSignatoryEvent = (stored: { readonly type: string; readonly payload: unknown }): SignatoryEvent | undefined =>
  Option.getOrUndefined(decodeSignatory({ type: stored.type, payload: stored.payload }));

const SIGNATORY_STREAM_PREFIX = "signatory-";
export const signatoryStream = (id: string): string => `${SIGNATORY_STREAM_PREFIX}${id}`;
export const signatoryIdOfStream = (stream: string): string | undefined =>
  stream.startsWith(SIGNATORY_STREAM_PREFIX) ? stream.slice(SIGNATORY_STREAM_PREFIX.length) : undefined;
