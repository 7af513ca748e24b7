// The staff's decisions on an application, as facts on its stream (`permit-<id>`) beside the Business's
// (../permits/events.ts) and the board's (../board/events.ts): evaluations, chief-evaluator links and their
// answers, each expatriate approved or refused, the final approval and the letters sent after it. Past tense,
// versioned, each with who caused it (`by`: `staff:<uuid>`). Never change a published version.
import { Schema } from "effect";
import { LETTER_EVENT_TYPES, LETTER_EVENTS } from "../signatures/events.ts";
import { CHIEF_LINK_ROUTES, FINAL_NOTIFICATION_KINDS } from "./decision-rules.ts";

const By = Schema.String;
const fact = <T extends string, P extends Schema.Top>(type: T, payload: P) => Schema.Struct({ type: Schema.Literal(type), payload });

/** Staff evaluated a status step; a later one by the same person for the same status step replaces it (same id). */
export const EvaluationRecorded = fact(
  "v1.EvaluationRecorded",
  Schema.Struct({ evaluationId: Schema.String, statusStepId: Schema.String, statusKey: Schema.String, comment: Schema.String, by: By }),
);
/** A tokenised link for a chief evaluator (a staff member, `chiefKey`); only the token's sha256 is kept. */
export const ChiefLinkIssued = fact(
  "v1.ChiefLinkIssued",
  Schema.Struct({
    linkId: Schema.String,
    statusStepId: Schema.String,
    workflowStepId: Schema.String,
    chiefKey: Schema.String,
    tokenHash: Schema.String,
    expiresAt: Schema.String,
    emailed: Schema.Boolean,
    route: Schema.Literals(CHIEF_LINK_ROUTES),
    by: By,
  }),
);
export const ChiefLinkRevoked = fact("v1.ChiefLinkRevoked", Schema.Struct({ linkId: Schema.String, by: By }));
/** The chief evaluator answered through the link (which closes it); `by` is `staff:<chiefKey>`. */
export const ChiefEvaluationRecorded = fact(
  "v1.ChiefEvaluationRecorded",
  Schema.Struct({
    linkId: Schema.String,
    evaluationId: Schema.String,
    statusStepId: Schema.String,
    statusKey: Schema.String,
    comment: Schema.String,
    by: By,
  }),
);
/** One expatriate approved or refused (the person at `personIndex` of the personnel list, with that passport). */
export const PersonDecided = fact(
  "v1.PersonDecided",
  Schema.Struct({ personIndex: Schema.Number, passportNumber: Schema.String, isApproved: Schema.Boolean, remarks: Schema.String, by: By }),
);
export const FinalApprovalDraftSaved = fact("v1.FinalApprovalDraftSaved", Schema.Struct({ statusStepId: Schema.String, remarks: Schema.String, by: By }));
export const FinalApprovalSet = fact(
  "v1.FinalApprovalSet",
  Schema.Struct({ statusStepId: Schema.String, remarks: Schema.String, approvedAt: Schema.String, by: By }),
);
/** The final approval is withdrawn: its date is cleared, its remarks stay as the draft. */
export const FinalApprovalReset = fact("v1.FinalApprovalReset", Schema.Struct({ by: By }));
/** The final letters were e-mailed to the immigration department or the applicant (through the outbox). */
export const FinalNotificationSent = fact(
  "v1.FinalNotificationSent",
  Schema.Struct({
    notificationId: Schema.String,
    kind: Schema.Literals(FINAL_NOTIFICATION_KINDS),
    recipients: Schema.Array(Schema.String),
    message: Schema.String,
    documents: Schema.Array(Schema.String),
    by: By,
  }),
);

export const DECISION_EVENTS = [
  EvaluationRecorded,
  ChiefLinkIssued,
  ChiefLinkRevoked,
  ChiefEvaluationRecorded,
  PersonDecided,
  FinalApprovalDraftSaved,
  FinalApprovalSet,
  FinalApprovalReset,
  FinalNotificationSent,
  ...LETTER_EVENTS,
] as const;

export const DECISION_EVENT_TYPES = [
  "v1.EvaluationRecorded",
  "v1.ChiefLinkIssued",
  "v1.ChiefLinkRevoked",
  "v1.ChiefEvaluationRecorded",
  "v1.PersonDecided",
  "v1.FinalApprovalDraftSaved",
  "v1.FinalApprovalSet",
  "v1.FinalApprovalReset",
  "v1.FinalNotificationSent",
  ...LETTER_EVENT_TYPES,
] as const;

/** Decisions that change what a mover or the Business decides from: they make an earlier If-Match stale. */
export const WEIGHTY_DECISION_TYPES: ReadonlySet<string> = new Set(["v1.PersonDecided", "v1.FinalApprovalSet", "v1.FinalApprovalReset"]);
