// The contract's decision shapes under the names the core and its users speak of (backoffice.yaml, tags
// `decisions` and `chief-evaluation`). Types only: nothing here may run code or import anything but the contract.
import type { components } from "@ictm/openapi/backoffice.ts";

type Schemas = components["schemas"];

/** One evaluation of a status step, staff's or a chief evaluator's (`byChiefEvaluator`). */
export type Evaluation = Schemas["Evaluation"];
export type EvaluationInputBody = Schemas["EvaluationInput"];
/** A staff member who may be sent a chief-evaluator link (a final approver). */
export type ChiefEvaluator = Schemas["ChiefEvaluator"];
/** A chief-evaluator link as staff see it (never its token). */
export type ChiefLink = Schemas["ChiefLink"];
/** A link just made: ChiefLink plus `url`, the only time its token is shown. */
export type ChiefLinkIssued = Schemas["ChiefLinkIssued"];
/** What a chief-evaluator link is for, as the chief evaluation page shows it. */
export type ChiefInvitation = Schemas["ChiefInvitation"];
export type ExpatPerson = Schemas["ExpatPerson"];
/** One approval or refusal of an expatriate (the approval record). */
export type ApprovalRecord = Schemas["ApprovalRecord"];
/** The final approval and what the caller may do with it (`canDecide`, `canReset`, `canNotify`). */
export type FinalApproval = Schemas["FinalApproval"];
export type ImmigrationEmailConfig = Schemas["ImmigrationEmailConfig"];
/** A mail with the final letters, to the immigration department or the applicant. */
export type FinalNotification = Schemas["FinalNotification"];
/** The counts of the application's expatriates that final approval needs. */
export type PersonTally = FinalApproval["persons"];

/** The two documents of an approved person. */
export const LETTER_DOCUMENTS = ["approval-letter", "appendix"] as const;
export type LetterDocument = (typeof LETTER_DOCUMENTS)[number];

/** A downloaded letter: the file name the server gave it, its media type and its bytes (a browser makes a Blob of them). */
export interface DecisionLetter {
  readonly fileName: string;
  readonly contentType: string;
  readonly bytes: ArrayBuffer;
}
