// The facts of an expat permit application (stream `permit-<applicationId>`), one vocabulary for the server's
// event store, its projections and the audit trail the Business and staff read. Versioned, past tense, each with
// who caused it (`by`: `member:<uuid>`, `staff:<uuid>` or `system:<name>`). Never change a published version.
import { Option, Schema } from "effect";
import { BOARD_EVENTS, BOARD_EVENT_TYPES } from "../board/events.ts";
import { ARCHIVE_EVENTS, ARCHIVE_EVENT_TYPES } from "../archive/events.ts";
import { DECISION_EVENTS, DECISION_EVENT_TYPES } from "../decisions/events.ts";
import { PERMIT_TYPES } from "./permit-types.ts";

export const PERMIT_STREAM_PREFIX = "permit-";
export const permitStream = (applicationId: string): string => `${PERMIT_STREAM_PREFIX}${applicationId}`;
/** The application of a permit stream; undefined for any other stream. */
export const applicationIdOfPermitStream = (stream: string): string | undefined =>
  stream.startsWith(PERMIT_STREAM_PREFIX) ? stream.slice(PERMIT_STREAM_PREFIX.length) : undefined;

const By = Schema.String;
const Values = Schema.Record(Schema.String, Schema.Unknown);
const Content = Schema.Record(Schema.String, Values);
const Comment = Schema.Struct({ comment: Schema.String, by: By });
/** Staff's edit-control facts name the status step they were given or taken in (absent in facts before the board). */
const StaffComment = Schema.Struct({ comment: Schema.String, by: By, statusStepId: Schema.optionalKey(Schema.String) });

const fact = <T extends string, P extends Schema.Top>(type: T, payload: P) => Schema.Struct({ type: Schema.Literal(type), payload });

/** A Business started an application; `content` is what it starts with (the business block from its profile). */
export const PermitApplicationCreated = fact(
  "v1.PermitApplicationCreated",
  Schema.Struct({ businessId: Schema.String, permitType: Schema.Literals(PERMIT_TYPES), reference: Schema.String, content: Content, by: By }),
);
/** One section saved: its values before and after (the audit trail shows both). */
export const PermitSectionSaved = fact("v1.PermitSectionSaved", Schema.Struct({ section: Schema.String, old: Values, new: Values, by: By }));
export const PermitFileUploaded = fact(
  "v1.PermitFileUploaded",
  Schema.Struct({ fileId: Schema.String, name: Schema.String, mediaType: Schema.String, by: By }),
);
export const PermitFileDeleted = fact("v1.PermitFileDeleted", Schema.Struct({ fileId: Schema.String, by: By }));
/** Sent to the staff: from now on read-only to the Business unless they give it edit control. */
export const PermitApplicationSubmitted = fact("v1.PermitApplicationSubmitted", Schema.Struct({ by: By }));
/** Staff gave the Business edit control, saying what to change. */
export const EditControlGiven = fact("v1.EditControlGiven", StaffComment);
/** Staff took edit control back without waiting for the Business. */
export const EditControlTakenBack = fact("v1.EditControlTakenBack", StaffComment);
/** The Business handed edit control back to the staff, saying what it changed. */
export const EditControlYielded = fact("v1.EditControlYielded", Comment);
export const PermitApplicationArchived = fact("v1.PermitApplicationArchived", Schema.Struct({ by: By }));

export const PermitEvent = Schema.Union([
  PermitApplicationCreated,
  PermitSectionSaved,
  PermitFileUploaded,
  PermitFileDeleted,
  PermitApplicationSubmitted,
  EditControlGiven,
  EditControlTakenBack,
  EditControlYielded,
  PermitApplicationArchived,
  ...BOARD_EVENTS,
  ...DECISION_EVENTS,
  ...ARCHIVE_EVENTS,
]);
export type PermitEvent = typeof PermitEvent.Type;

export const PERMIT_EVENT_TYPES: ReadonlyArray<PermitEvent["type"]> = [
  "v1.PermitApplicationCreated",
  "v1.PermitSectionSaved",
  "v1.PermitFileUploaded",
  "v1.PermitFileDeleted",
  "v1.PermitApplicationSubmitted",
  "v1.EditControlGiven",
  "v1.EditControlTakenBack",
  "v1.EditControlYielded",
  "v1.PermitApplicationArchived",
  ...BOARD_EVENT_TYPES,
  ...DECISION_EVENT_TYPES,
  ...ARCHIVE_EVENT_TYPES,
];

const decode = Schema.decodeUnknownOption(PermitEvent);

/** Reads a stored event (type and JSON payload) as a fact of this vocabulary; anything else is undefined. */
export const decodePermitEvent = (stored: { readonly type: string; readonly payload: unknown }): PermitEvent | undefined =>
  Option.getOrUndefined(decode({ type: stored.type, payload: stored.payload }));
