// The decisions' records for the decisions' tests, built the way the server presents them (backoffice.yaml), and a
// fast-check arbitrary of the decisions' client events on ids that meet. Test-only.
import fc from "fast-check";
import type { NewStoreEvent } from "../events/client-event.ts";
import type {
  ChiefInvitation,
  ChiefLink,
  ChiefLinkIssued,
  Evaluation,
  ExpatPerson,
  FinalApproval,
  FinalNotification,
} from "../decisions/decision-records.ts";
import { staffFormRecordOf, uuidOf } from "./board-fixtures.ts";

export const staffActor = { kind: "staff" as const, key: "3f2504e0-4f89-41d3-9a0c-0305e82c3301", name: "Officer Hamid" };
export const approver = { kind: "staff" as const, key: uuidOf(9, "f"), name: "Approver Aminah" };
/** A chief-evaluator link's token: 43 base64url characters. */
export const aToken = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE";

export const anEvaluation = (id: string, statusStepId: string, comment: string, changes: Partial<Evaluation> = {}): Evaluation => ({
  id,
  statusStepId,
  workflowStepKey: "evaluation",
  workflowStepName: "Evaluation",
  evaluationStatus: { key: "recommended", name: "Recommended" },
  comment,
  evaluator: staffActor,
  byChiefEvaluator: false,
  at: "2026-11-23T10:00:00.000Z",
  editedAt: null,
  isMine: true,
  ...changes,
});

export const aChiefLink = (id: string, statusStepId: string, changes: Partial<ChiefLink> = {}): ChiefLink => ({
  id,
  statusStepId,
  workflowStepName: "Chief evaluation",
  chief: { key: approver.key ?? "", name: approver.name, email: "aminah@ictm.gov.bn" },
  route: "chief-evaluation-form",
  emailed: false,
  createdAt: "2026-11-23T10:00:00.000Z",
  expiresAt: "2026-12-07T10:00:00.000Z",
  state: "open",
  createdBy: staffActor,
  ...changes,
});

export const anIssuedLink = (id: string, statusStepId: string, applicationId: string, emailed: boolean): ChiefLinkIssued => ({
  ...aChiefLink(id, statusStepId, { emailed }),
  url: `http://portal.test/backoffice/workflows/w/applications/${applicationId}/chief-evaluation-form?token=${aToken}`,
});

export const anInvitation = (applicationId: string): ChiefInvitation => ({
  applicationId,
  workflowId: uuidOf(1, "e"),
  permitType: { key: "pvv", abbreviation: "PVV", name: "Professional Visit Visa" },
  reference: "PVV-2026-0001",
  businessName: "DataWorks Sdn Bhd",
  stepName: "Chief evaluation",
  chief: { key: approver.key ?? "", name: approver.name },
  expiresAt: "2026-12-07T10:00:00.000Z",
  evaluationStatuses: [{ key: "recommended", name: "Recommended" }],
});

export const aPerson = (index: number, changes: Partial<ExpatPerson> = {}): ExpatPerson => ({
  index,
  fullName: `Person ${index + 1}`,
  nationality: "Malaysia",
  nationalityCountryId: "MY",
  passportNumber: `A${1000 + index}`,
  dateOfBirth: "1990-01-01",
  jobRoleNamePosition: "Engineer",
  isApproved: false,
  decided: false,
  remarks: "",
  decidedAt: null,
  decidedBy: null,
  ...changes,
});

export const aDecidedPerson = (index: number, isApproved: boolean, remarks = ""): ExpatPerson =>
  aPerson(index, { isApproved, decided: true, remarks, decidedAt: "2026-11-23T11:00:00.000Z", decidedBy: approver });

export const aFinalApproval = (changes: Partial<FinalApproval> = {}): FinalApproval => ({
  statusStepId: uuidOf(3, "c"),
  remarks: "",
  finalApprovalDateTime: null,
  approvedBy: null,
  signatory: null,
  letters: [],
  persons: { total: 2, decided: 0, approved: 0 },
  canDecide: true,
  canReset: false,
  canNotify: false,
  ...changes,
});

export const aNotification = (id: string, kind: FinalNotification["kind"]): FinalNotification => ({
  id,
  kind,
  recipients: kind === "applicant" ? ["hr@dataworks.bn"] : ["immigration@demo.ictm.bn"],
  message: "",
  documents: ["PVV-2026-0001-1-approval-letter.pdf", "PVV-2026-0001-1-appendix.pdf"],
  at: "2026-11-23T12:00:00.000Z",
  by: approver,
});

const someApp = fc.constantFrom(uuidOf(1), uuidOf(2));
const someId = fc.constantFrom(...Array.from({ length: 3 }, (_, i) => uuidOf(i + 1, "d")));
const someStep = fc.constantFrom(uuidOf(1, "c"), uuidOf(2, "c"));
const someIndex = fc.integer({ min: 0, max: 2 });
const evaluations = fc.tuple(someId, someStep, fc.string({ maxLength: 8 })).map(([id, step, comment]) => anEvaluation(id, step, comment));
const persons = fc.tuple(someIndex, fc.boolean(), fc.boolean()).map(([index, decided, approved]) => (decided ? aDecidedPerson(index, approved) : aPerson(index)));
const finalApprovals = fc.tuple(fc.boolean(), fc.string({ maxLength: 8 })).map(([set, remarks]) =>
  aFinalApproval({ remarks, finalApprovalDateTime: set ? "2026-11-23T12:00:00.000Z" : null, canReset: set }),
);

/** Any of the decisions' client events, on ids that meet, for the replay and `--events` properties. */
export const arbitraryDecisionEvent: fc.Arbitrary<NewStoreEvent> = fc.oneof(
  fc.record({ type: fc.constant("v1.EvaluationsLoaded" as const), payload: fc.record({ workflowId: fc.constant(uuidOf(1, "e")), applicationId: someApp, evaluations: fc.array(evaluations, { maxLength: 3 }) }) }),
  fc.record({ type: fc.constant("v1.EvaluationSaved" as const), payload: fc.record({ applicationId: someApp, evaluation: evaluations }) }),
  fc.record({ type: fc.constant("v1.ChiefLinksLoaded" as const), payload: fc.record({ applicationId: someApp, links: fc.array(fc.tuple(someId, someStep).map(([id, step]) => aChiefLink(id, step)), { maxLength: 3 }) }) }),
  fc.record({ type: fc.constant("v1.ChiefLinkGenerated" as const), payload: fc.tuple(someApp, someId, someStep, fc.boolean()).map(([app, id, step, emailed]) => ({ applicationId: app, link: anIssuedLink(id, step, app, emailed) })) }),
  fc.record({ type: fc.constant("v1.ChiefLinkWithdrawn" as const), payload: fc.tuple(someApp, someId, someStep).map(([app, id, step]) => ({ applicationId: app, link: aChiefLink(id, step, { state: "revoked" }) })) }),
  fc.record({ type: fc.constant("v1.ChiefInvitationLoaded" as const), payload: someApp.map((app) => ({ applicationId: app, invitation: anInvitation(app) })) }),
  fc.record({ type: fc.constant("v1.ChiefFormRecordLoaded" as const), payload: someApp.map((app) => ({ applicationId: app, record: staffFormRecordOf(app) })) }),
  fc.record({ type: fc.constant("v1.ChiefLinkFoundClosed" as const), payload: fc.record({ applicationId: someApp, kind: fc.constantFrom("chief-link-used" as const, "chief-link-expired" as const), message: fc.constant("closed") }) }),
  fc.record({ type: fc.constant("v1.ChiefResponseRecorded" as const), payload: fc.record({ applicationId: someApp, evaluation: evaluations }) }),
  fc.record({ type: fc.constant("v1.ExpatPersonnelLoaded" as const), payload: fc.record({ applicationId: someApp, persons: fc.constant([aPerson(0), aPerson(1), aPerson(2)]) }) }),
  fc.record({ type: fc.constant("v1.ExpatPersonDecided" as const), payload: fc.record({ applicationId: someApp, person: persons, tally: fc.constant(null) }) }),
  fc.record({ type: fc.constant("v1.FinalApprovalLoaded" as const), payload: fc.record({ applicationId: someApp, finalApproval: finalApprovals }) }),
  fc.record({ type: fc.constant("v1.FinalApprovalChanged" as const), payload: fc.record({ applicationId: someApp, change: fc.constantFrom("draft" as const, "set" as const, "reset" as const), finalApproval: finalApprovals }) }),
  fc.record({ type: fc.constant("v1.FinalNotificationQueued" as const), payload: fc.tuple(someApp, someId).map(([app, id]) => ({ applicationId: app, notification: aNotification(id, "applicant") })) }),
  fc.record({ type: fc.constant("v1.ImmigrationEmailConfigLoaded" as const), payload: fc.constant({ recipients: ["immigration@demo.ictm.bn"] }) }),
  fc.record({ type: fc.constant("v1.StaffSignedOut" as const), payload: fc.constant({}) }),
);
