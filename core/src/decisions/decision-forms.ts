// The staff's decision forms: an evaluation (a status from the reference list and a comment), a person's
// approval or refusal with remarks, the final approval's remarks and signatory, and the message sent with the final
// letters.
// Pure; the server judges bodies with the same schemas, so both refuse with the same words (spec §5: "<label> is ...").
import { Schema } from "effect";
import { PERMIT_MESSAGES } from "../permits/permit-fields.ts";
import { optionalComment, requiredComment } from "../permits/permit-forms.ts";

export const DECISION_LABELS = {
  evaluationStatusKey: "Evaluation Status",
  comment: "Comment",
  remarks: "Remarks",
  finalApprovalRemarks: "Final Approval Remarks",
  signatoryId: "Signatory",
  message: "Message",
} as const;

export const DECISION_MESSAGES = {
  evaluationStatusRequired: PERMIT_MESSAGES.required(DECISION_LABELS.evaluationStatusKey),
  evaluationStatusUnknown: PERMIT_MESSAGES.choice(DECISION_LABELS.evaluationStatusKey),
  signatoryUnknown: PERMIT_MESSAGES.choice(DECISION_LABELS.signatoryId),
} as const;

const statusKey = Schema.String.annotate({ message: DECISION_MESSAGES.evaluationStatusRequired })
  .check(Schema.makeFilter<string>((value) => (value.trim() === "" ? DECISION_MESSAGES.evaluationStatusRequired : undefined)))
  .annotateKey({ messageMissingKey: DECISION_MESSAGES.evaluationStatusRequired });

/** An evaluation: the comment is required; "this is comment" is only its placeholder (decision-rules.ts). */
export const EvaluationForm = Schema.Struct({ evaluationStatusKey: statusKey, comment: requiredComment });
export type EvaluationValues = typeof EvaluationForm.Type;

export const PersonDecisionForm = Schema.Struct({
  personIndex: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
  isApproved: Schema.Boolean,
  remarks: Schema.optionalKey(optionalComment),
});
export type PersonDecisionValues = typeof PersonDecisionForm.Type;

/** A signatory chosen from the list (its id); left out, the server takes the active one with the lowest number. */
const signatoryId = Schema.String.annotate({ message: DECISION_MESSAGES.signatoryUnknown })
  .check(Schema.isPattern(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { message: DECISION_MESSAGES.signatoryUnknown }))
  .annotateKey({ messageMissingKey: DECISION_MESSAGES.signatoryUnknown });

/** The final approval's remarks (a draft saves them only) and, when it is set, who signs its letters. */
export const FinalApprovalForm = Schema.Struct({
  finalApprovalRemarks: Schema.optionalKey(optionalComment),
  signatoryId: Schema.optionalKey(signatoryId),
});
export type FinalApprovalValues = typeof FinalApprovalForm.Type;

export const FinalNotificationForm = Schema.Struct({ message: Schema.optionalKey(optionalComment) });
export type FinalNotificationValues = typeof FinalNotificationForm.Type;
