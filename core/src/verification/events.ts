// The facts of a business's verification request (stream `verification-<businessKey>`), one vocabulary for the
// server's event store and the clients. Versioned, past tense, each carrying the whole intent and who (`by`).
// Pure Schemas: never add a field a fact does not need, never change a published version (add v2 instead).
// (The client's own events of this area, e.g. `v1.BusinessVerificationSubmitted`, are in client-events.ts.)
import { Option, Schema } from "effect";

export const VERIFICATION_STREAM_PREFIX = "verification-";
/** The aggregate's stream: one per business. */
export const verificationStream = (businessKey: string): string => `${VERIFICATION_STREAM_PREFIX}${businessKey}`;
/** The business of a verification stream; undefined for any other stream. */
export const businessKeyOfVerificationStream = (stream: string): string | undefined =>
  stream.startsWith(VERIFICATION_STREAM_PREFIX) ? stream.slice(VERIFICATION_STREAM_PREFIX.length) : undefined;

/** Who caused a fact: `member:<uuid>`, `staff:<uuid>`, or a named part of the system (`system:<name>`). */
const By = Schema.String;

const RequestPayload = Schema.Struct({
  applicantName: Schema.String,
  applicantPosition: Schema.String,
  notes: Schema.String,
  /** The stored files' ids: the registration certificate first, then the supporting documents in order. */
  documents: Schema.Array(Schema.String),
  by: By,
});

/** A first request for verification. */
export const VerificationRequested = Schema.Struct({ type: Schema.Literal("v1.VerificationRequested"), payload: RequestPayload });
/** A new request replacing the previous one: after a rejection, or a pending request's documents replaced. */
export const VerificationResubmitted = Schema.Struct({ type: Schema.Literal("v1.VerificationResubmitted"), payload: RequestPayload });
export const VerificationApproved = Schema.Struct({ type: Schema.Literal("v1.VerificationApproved"), payload: Schema.Struct({ by: By }) });
/** Rejected, with the reason the Business reads. */
export const VerificationRejected = Schema.Struct({
  type: Schema.Literal("v1.VerificationRejected"),
  payload: Schema.Struct({ by: By, reason: Schema.String }),
});

export const VerificationEvent = Schema.Union([VerificationRequested, VerificationResubmitted, VerificationApproved, VerificationRejected]);
export type VerificationEvent = typeof VerificationEvent.Type;
export type VerificationRequestPayload = typeof RequestPayload.Type;

/** The event types of the vocabulary, e.g. for a projector's `handles`. */
export const VERIFICATION_EVENT_TYPES: ReadonlyArray<VerificationEvent["type"]> = [
  "v1.VerificationRequested",
  "v1.VerificationResubmitted",
  "v1.VerificationApproved",
  "v1.VerificationRejected",
];

const decode = Schema.decodeUnknownOption(VerificationEvent);

/** Reads a stored event (type and JSON payload) as a fact of this vocabulary; anything else is undefined. */
export const decodeVerificationEvent = (stored: { readonly type: string; readonly payload: unknown }): VerificationEvent | undefined =>
  Option.getOrUndefined(decode({ type: stored.type, payload: stored.payload }));
