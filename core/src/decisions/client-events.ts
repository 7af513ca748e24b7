// The decisions' client events: staff load and record evaluations, send and revoke chief-evaluator links, approve
// expatriates, give or reset final approval and send the final letters; a chief evaluator opens a link and answers.
// Definitions only; the decision stores fold them. The server's stream facts are ./events.ts, whose names these never reuse.
import { Schema } from "effect";
import { CHIEF_LINK_CLOSURES } from "../errors/decisions.ts";
import { contractShape, defineEvent } from "../events/define-event.ts";
import type { ReferenceItem } from "../model.ts";
import type { StaffPermitFormRecord } from "../board/board-records.ts";
import {
  LETTER_DOCUMENTS,
  type ApprovalRecord,
  type ChiefEvaluator,
  type ChiefInvitation,
  type ChiefLink,
  type ChiefLinkIssued,
  type Evaluation,
  type ExpatPerson,
  type FinalApproval,
  type FinalNotification,
} from "./decision-records.ts";

/** The name each decision query reports under, so its store can follow its status. */
export const DECISION_QUERIES = {
  evaluationStatuses: "queries.loadEvaluationStatuses",
  evaluations: "queries.loadEvaluations",
  chiefEvaluators: "queries.loadChiefEvaluators",
  chiefLinks: "queries.loadChiefLinks",
  chiefInvitation: "queries.loadChiefInvitation",
  chiefFormRecord: "queries.loadChiefFormRecord",
  expatPersonnel: "queries.loadExpatPersonnel",
  personApprovals: "queries.loadPersonApprovals",
  finalApproval: "queries.loadFinalApproval",
  immigrationEmailConfig: "queries.loadImmigrationEmailConfig",
  finalNotifications: "queries.loadFinalNotifications",
} as const;

const ReferenceItemShape = contractShape<ReferenceItem>("ReferenceItem", { key: true, name: true });
const EvaluationShape = contractShape<Evaluation>("Evaluation", {
  id: true, statusStepId: true, workflowStepKey: true, workflowStepName: true, evaluationStatus: true, comment: true,
  evaluator: true, byChiefEvaluator: true, at: true, editedAt: true, isMine: true,
});
const ChiefEvaluatorShape = contractShape<ChiefEvaluator>("ChiefEvaluator", { key: true, name: true, email: true });
const chiefLinkKeys = {
  id: true, statusStepId: true, workflowStepName: true, chief: true, route: true, emailed: true, createdAt: true,
  expiresAt: true, state: true, createdBy: true,
} as const;
const ChiefLinkShape = contractShape<ChiefLink>("ChiefLink", chiefLinkKeys);
const ChiefLinkIssuedShape = contractShape<ChiefLinkIssued>("ChiefLinkIssued", { ...chiefLinkKeys, url: true });
const ChiefInvitationShape = contractShape<ChiefInvitation>("ChiefInvitation", {
  applicationId: true, workflowId: true, permitType: true, reference: true, businessName: true, stepName: true,
  chief: true, expiresAt: true, evaluationStatuses: true,
});
const FormRecordShape = contractShape<StaffPermitFormRecord>("PermitFormRecord", {
  form: true, files: true, application: true, auditTrailRecords: true,
});
const ExpatPersonShape = contractShape<ExpatPerson>("ExpatPerson", {
  index: true, fullName: true, nationality: true, nationalityCountryId: true, passportNumber: true, dateOfBirth: true,
  jobRoleNamePosition: true, isApproved: true, decided: true, remarks: true, decidedAt: true, decidedBy: true,
});
const ApprovalRecordShape = contractShape<ApprovalRecord>("ApprovalRecord", {
  expatPerson: true, approvalDateTime: true, approverUser: true, isApproved: true, remarks: true,
});
const FinalApprovalShape = contractShape<FinalApproval>("FinalApproval", {
  statusStepId: true, remarks: true, finalApprovalDateTime: true, approvedBy: true, signatory: true, letters: true,
  persons: true, canDecide: true, canReset: true, canNotify: true,
});
const FinalNotificationShape = contractShape<FinalNotification>("FinalNotification", {
  id: true, kind: true, recipients: true, message: true, documents: true, at: true, by: true,
});
const Tally = Schema.Struct({ total: Schema.Number, decided: Schema.Number, approved: Schema.Number });

const Id = Schema.String;

export const decisionClientEvents = [
  defineEvent("v1.EvaluationStatusesLoaded", Schema.Struct({ statuses: Schema.Array(ReferenceItemShape) })),
  defineEvent("v1.EvaluationsLoaded", Schema.Struct({ workflowId: Id, applicationId: Id, evaluations: Schema.Array(EvaluationShape) })),
  /** Staff recorded (or replaced) their evaluation of the application's current status step. */
  defineEvent("v1.EvaluationSaved", Schema.Struct({ applicationId: Id, evaluation: EvaluationShape })),
  defineEvent("v1.ChiefEvaluatorsLoaded", Schema.Struct({ workflowStepId: Id, evaluators: Schema.Array(ChiefEvaluatorShape) })),
  defineEvent("v1.ChiefLinksLoaded", Schema.Struct({ applicationId: Id, links: Schema.Array(ChiefLinkShape) })),
  /** A link was made (and mailed when `link.emailed`); its `url` carries the token, shown this once. */
  defineEvent("v1.ChiefLinkGenerated", Schema.Struct({ applicationId: Id, link: ChiefLinkIssuedShape })),
  defineEvent("v1.ChiefLinkWithdrawn", Schema.Struct({ applicationId: Id, link: ChiefLinkShape })),
  defineEvent("v1.ChiefInvitationLoaded", Schema.Struct({ applicationId: Id, invitation: ChiefInvitationShape })),
  defineEvent("v1.ChiefFormRecordLoaded", Schema.Struct({ applicationId: Id, record: FormRecordShape })),
  /** The chief evaluator's link does not open the form (unknown, used, revoked or expired): the page says why. */
  defineEvent(
    "v1.ChiefLinkFoundClosed",
    Schema.Struct({ applicationId: Id, kind: Schema.Literals(CHIEF_LINK_CLOSURES), message: Schema.String }),
  ),
  /** The chief evaluator's answer was recorded; the link is used from now on. */
  defineEvent("v1.ChiefResponseRecorded", Schema.Struct({ applicationId: Id, evaluation: EvaluationShape })),
  defineEvent("v1.ExpatPersonnelLoaded", Schema.Struct({ applicationId: Id, persons: Schema.Array(ExpatPersonShape) })),
  defineEvent("v1.PersonApprovalsLoaded", Schema.Struct({ applicationId: Id, approvals: Schema.Array(ApprovalRecordShape) })),
  /** A person approved or refused; `tally` is the application's counts after it, when the personnel list was known. */
  defineEvent("v1.ExpatPersonDecided", Schema.Struct({ applicationId: Id, person: ExpatPersonShape, tally: Schema.NullOr(Tally) })),
  defineEvent("v1.FinalApprovalLoaded", Schema.Struct({ applicationId: Id, finalApproval: FinalApprovalShape })),
  /** The final approval's remarks saved as a draft, the approval given, or reset; `finalApproval` is the server's answer. */
  defineEvent(
    "v1.FinalApprovalChanged",
    Schema.Struct({ applicationId: Id, change: Schema.Literals(["draft", "set", "reset"]), finalApproval: FinalApprovalShape }),
  ),
  defineEvent("v1.ImmigrationEmailConfigLoaded", Schema.Struct({ recipients: Schema.Array(Schema.String) })),
  defineEvent("v1.FinalNotificationsLoaded", Schema.Struct({ applicationId: Id, notifications: Schema.Array(FinalNotificationShape) })),
  defineEvent("v1.FinalNotificationQueued", Schema.Struct({ applicationId: Id, notification: FinalNotificationShape })),
  /** A letter was downloaded (its bytes stay out of the log). */
  defineEvent(
    "v1.DecisionLetterDownloaded",
    Schema.Struct({
      applicationId: Id,
      personIndex: Schema.Number,
      document: Schema.Literals(LETTER_DOCUMENTS),
      draft: Schema.Boolean,
      fileName: Schema.String,
    }),
  ),
] as const;
