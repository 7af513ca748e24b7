// The facts of a Talent's registration for a training course (stream `course-registration-<registrationKey>`), one
// vocabulary for the server's event store and the clients. Versioned, past tense, each carrying who (`by`).
// Pure Schemas: never add a field a fact does not need, never change a published version (add v2 instead).
import { Option, Schema } from "effect";

export const COURSE_REGISTRATION_STREAM_PREFIX = "course-registration-";
/** The aggregate's stream: one per registration (a Talent registering again after a withdrawal starts a new one). */
export const courseRegistrationStream = (registrationKey: string): string => `${COURSE_REGISTRATION_STREAM_PREFIX}${registrationKey}`;
/** The registration of a stream; undefined for any other stream. */
export const registrationKeyOfStream = (stream: string): string | undefined =>
  stream.startsWith(COURSE_REGISTRATION_STREAM_PREFIX) ? stream.slice(COURSE_REGISTRATION_STREAM_PREFIX.length) : undefined;

/** Who caused a fact: `member:<uuid>` (the Talent, or the Business's member), or `system:<name>`. */
const By = Schema.String;

/** The Talent registered for the course. */
export const CourseRegistered = Schema.Struct({
  type: Schema.Literal("v1.CourseRegistered"),
  payload: Schema.Struct({ courseKey: Schema.String, talentKey: Schema.String, by: By }),
});
/** The Talent asked to withdraw: a request the course's Business decides. */
export const CourseWithdrawalRequested = Schema.Struct({ type: Schema.Literal("v1.CourseWithdrawalRequested"), payload: Schema.Struct({ by: By }) });
/** The Business approved the withdrawal: the registration has ended. */
export const CourseWithdrawalApproved = Schema.Struct({ type: Schema.Literal("v1.CourseWithdrawalApproved"), payload: Schema.Struct({ by: By }) });
/** The Business declined the withdrawal: the Talent stays enrolled. */
export const CourseWithdrawalDeclined = Schema.Struct({ type: Schema.Literal("v1.CourseWithdrawalDeclined"), payload: Schema.Struct({ by: By }) });

export const CourseRegistrationEvent = Schema.Union([CourseRegistered, CourseWithdrawalRequested, CourseWithdrawalApproved, CourseWithdrawalDeclined]);
export type CourseRegistrationEvent = typeof CourseRegistrationEvent.Type;

/** The event types of the vocabulary, e.g. for a projector's `handles`. */
export const COURSE_REGISTRATION_EVENT_TYPES: ReadonlyArray<CourseRegistrationEvent["type"]> = [
  "v1.CourseRegistered",
  "v1.CourseWithdrawalRequested",
  "v1.CourseWithdrawalApproved",
  "v1.CourseWithdrawalDeclined",
];

const decode = Schema.decodeUnknownOption(CourseRegistrationEvent);

/** Reads a stored event (type and JSON payload) as a fact of this vocabulary; anything else is undefined. */
export const decodeCourseRegistrationEvent = (stored: { readonly type: string; readonly payload: unknown }): CourseRegistrationEvent | undefined =>
  Option.getOrUndefined(decode({ type: stored.type, payload: stored.payload }));
