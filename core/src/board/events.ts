// The board's facts on an application's stream (`permit-<id>`), beside the Business's facts in
// ../permits/events.ts: where the card is, what staff said and attached in each step, what the applicant was told.
// Past tense, versioned, each with who caused it (`by`: `staff:<uuid>` or `system:<name>`). Never change a
// published version.
import { Schema } from "effect";

const By = Schema.String;
const fact = <T extends string, P extends Schema.Top>(type: T, payload: P) => Schema.Struct({ type: Schema.Literal(type), payload });

/** A submitted application entered its workflow's first step (at the end of the column). */
export const CardPlaced = fact(
  "v1.CardPlaced",
  Schema.Struct({ workflowId: Schema.String, step: Schema.String, statusStepId: Schema.String, sortKey: Schema.String, by: By }),
);
/** Staff moved the card: to another step or (from = to) to another place in its column, before `before` or last. */
export const CardMoved = fact(
  "v1.CardMoved",
  Schema.Struct({
    workflowId: Schema.String,
    from: Schema.String,
    to: Schema.String,
    before: Schema.NullOr(Schema.String),
    sortKey: Schema.String,
    statusStepId: Schema.String,
    by: By,
  }),
);
export const CommentAdded = fact(
  "v1.CommentAdded",
  Schema.Struct({ statusStepId: Schema.String, commentId: Schema.String, content: Schema.String, by: By }),
);
export const CommentEdited = fact("v1.CommentEdited", Schema.Struct({ commentId: Schema.String, content: Schema.String, by: By }));
export const CommentDeleted = fact("v1.CommentDeleted", Schema.Struct({ commentId: Schema.String, by: By }));
export const AttachmentAdded = fact(
  "v1.AttachmentAdded",
  Schema.Struct({ statusStepId: Schema.String, attachmentId: Schema.String, fileId: Schema.String, comment: Schema.String, by: By }),
);
export const AttachmentReplaced = fact(
  "v1.AttachmentReplaced",
  Schema.Struct({ attachmentId: Schema.String, fileId: Schema.String, comment: Schema.String, by: By }),
);
export const AttachmentDeleted = fact("v1.AttachmentDeleted", Schema.Struct({ attachmentId: Schema.String, comment: Schema.String, by: By }));
/** Staff wrote to the applicant (an e-mail through the outbox, recorded here). */
export const ApplicantNotified = fact("v1.ApplicantNotified", Schema.Struct({ statusStepId: Schema.String, comment: Schema.String, by: By }));

export const BOARD_EVENTS = [
  CardPlaced,
  CardMoved,
  CommentAdded,
  CommentEdited,
  CommentDeleted,
  AttachmentAdded,
  AttachmentReplaced,
  AttachmentDeleted,
  ApplicantNotified,
] as const;

export const BOARD_EVENT_TYPES = [
  "v1.CardPlaced",
  "v1.CardMoved",
  "v1.CommentAdded",
  "v1.CommentEdited",
  "v1.CommentDeleted",
  "v1.AttachmentAdded",
  "v1.AttachmentReplaced",
  "v1.AttachmentDeleted",
  "v1.ApplicantNotified",
] as const;
