import { describe, expect, it } from "vitest";
import type { StaffContext } from "../board/decide.ts";
import { WORK_PERMIT_STEPS } from "../board/work-permit-steps.ts";
import { foldPermit, type PermitState } from "../permits/transitions.ts";
import type { PermitEvent } from "../permits/events.ts";
import { emptyPermitContent } from "../permits/permit-forms.ts";
import type { StaffRole } from "../staff/roles.ts";
import {
  chiefLinkRefusal,
  decidePerson,
  issueChiefLink,
  mayDecide,
  personTally,
  recordChiefEvaluation,
  recordEvaluation,
  resetFinalApproval,
  revokeChiefLink,
  saveFinalApprovalDraft,
  sendFinalNotification,
  setFinalApproval,
  type DecisionVerdict,
} from "./decide.ts";
import { chiefLinkExpiry, chiefLinkState, CHIEF_LINK_MS } from "./decision-rules.ts";

const business = "member:11111111-1111-4111-8111-111111111111";
const steps = WORK_PERMIT_STEPS;
const as = (roles: readonly StaffRole[], id = "a"): StaffContext => ({ roles, steps, by: `staff:${id}` });
const evaluator = as(["evaluator"], "evaluator");
const approver = as(["final-approver"], "approver");
const officer = as(["officer"], "officer");
const now = new Date("2026-11-23T10:00:00Z");

const person = (fullName: string, passportNumber: string) => ({ fullName, passportNumber, nationalityCountryId: "SG", dateOfBirth: "1990-01-01", jobRolePosition: "Engineer" });

/** A submitted pvv application with two people, its card in `step` (status step id `ss-<step>`). */
const applicationIn = (step: string): PermitEvent[] => [
  {
    type: "v1.PermitApplicationCreated",
    payload: { businessId: "b1", permitType: "pvv", reference: "PVV-2026-0001", content: { ...emptyPermitContent("pvv"), personnel: { expatPersonnel: [person("Ann Lee", "E1234567"), person("Bo Tan", "K7654321")] } }, by: business },
  },
  { type: "v1.PermitApplicationSubmitted", payload: { by: business } },
  { type: "v1.CardPlaced", payload: { workflowId: "wf", step: "submitted", statusStepId: "ss-submitted", sortKey: "a0", by: "system:submit" } },
  ...(step === "submitted" ? [] : [{ type: "v1.CardMoved" as const, payload: { workflowId: "wf", from: "submitted", to: step, before: null, sortKey: "a0", statusStepId: `ss-${step}`, by: "staff:x" } }]),
];

let history: PermitEvent[] = [];
const accept = (verdict: DecisionVerdict): PermitState => {
  if (!verdict.ok) throw new Error(`refused: ${verdict.refusal}`);
  history = [...history, ...verdict.events];
  return foldPermit(history);
};
const refusal = (verdict: DecisionVerdict) => (verdict.ok ? "accepted" : verdict.refusal);
const start = (step: string): PermitState => {
  history = applicationIn(step);
  return foldPermit(history);
};

describe("evaluations", () => {
  it("are made by those who act in a step that allows them, about its current status step; a second one replaces the first", () => {
    let state = start("evaluation");
    expect(refusal(recordEvaluation(state, officer, { statusStepId: "ss-evaluation", evaluationId: "e1", statusKey: "recommended", comment: "Fine" }))).toBe("decision-not-allowed");
    expect(refusal(recordEvaluation(state, evaluator, { statusStepId: "ss-submitted", evaluationId: "e1", statusKey: "recommended", comment: "Fine" }))).toBe("decision-not-allowed");
    state = accept(recordEvaluation(state, evaluator, { statusStepId: "ss-evaluation", evaluationId: "e1", statusKey: "recommended", comment: "Fine" }));
    state = accept(recordEvaluation(state, evaluator, { statusStepId: "ss-evaluation", evaluationId: "e2", statusKey: "not-recommended", comment: "No" }));
    expect(state.status !== "none" && state.decisions.evaluations).toEqual({ e1: { statusStepId: "ss-evaluation", statusKey: "not-recommended", comment: "No", by: "staff:evaluator", linkId: null } });
    expect(mayDecide(start("screening"), evaluator, "evaluate")).toBe(false);
  });
});

describe("chief-evaluator links", () => {
  it("are issued in chief evaluation, answered once, and refused when used, revoked or expired", () => {
    const link = { linkId: "l1", workflowStepId: "ws", chiefKey: "chief", tokenHash: "h", expiresAt: chiefLinkExpiry(now), emailed: true, route: "chief-evaluation-form" as const };
    expect(refusal(issueChiefLink(start("evaluation"), evaluator, link))).toBe("decision-not-allowed");
    let state = start("chief-evaluation");
    state = accept(issueChiefLink(state, evaluator, link));
    expect(chiefLinkRefusal(state, "l1", now)).toBeUndefined();
    expect(chiefLinkRefusal(state, "other", now)).toBe("chief-link-invalid");
    expect(chiefLinkRefusal(state, "l1", new Date(now.getTime() + CHIEF_LINK_MS))).toBe("chief-link-expired");
    state = accept(recordChiefEvaluation(state, { linkId: "l1", evaluationId: "c1", statusKey: "recommended", comment: "Good", now }));
    expect(state.status !== "none" && state.decisions.evaluations["c1"]).toMatchObject({ by: "staff:chief", linkId: "l1", statusStepId: "ss-chief-evaluation" });
    expect(refusal(recordChiefEvaluation(state, { linkId: "l1", evaluationId: "c2", statusKey: "recommended", comment: "Again", now }))).toBe("chief-link-used");
    expect(refusal(revokeChiefLink(state, evaluator, { linkId: "l1", now }))).toBe("chief-link-used");

    state = accept(issueChiefLink(state, evaluator, { ...link, linkId: "l2" }));
    expect(refusal(revokeChiefLink(state, approver, { linkId: "l2", now }))).toBe("decision-not-allowed");
    // Officers send links in chief evaluation, but evaluate nowhere.
    expect(mayDecide(state, officer, "chief-link")).toBe(true);
    expect(refusal(recordEvaluation(state, officer, { statusStepId: "ss-chief-evaluation", evaluationId: "e9", statusKey: "recommended", comment: "x" }))).toBe("decision-not-allowed");
    state = accept(revokeChiefLink(state, evaluator, { linkId: "l2", now }));
    expect(chiefLinkRefusal(state, "l2", now)).toBe("chief-link-revoked");
    expect(revokeChiefLink(state, evaluator, { linkId: "l2", now })).toEqual({ ok: true, events: [] });
    expect(chiefLinkState({ used: false, revoked: false, expiresAt: link.expiresAt }, now)).toBe("open");
  });
});

describe("person approval and final approval", () => {
  it("needs every person decided and one approved; reset reopens it; letters are sent only after it", () => {
    let state = start("person-approval");
    expect(refusal(decidePerson(state, evaluator, { personIndex: 0, isApproved: true, remarks: "" }))).toBe("decision-not-allowed");
    expect(refusal(decidePerson(state, approver, { personIndex: 2, isApproved: true, remarks: "" }))).toBe("person-missing");
    state = accept(decidePerson(state, approver, { personIndex: 0, isApproved: false, remarks: "Passport expires" }));
    expect(personTally(state)).toEqual({ total: 2, decided: 1, approved: 0 });
    // Final approval is not this step's decision.
    expect(refusal(setFinalApproval(state, approver, { statusStepId: "ss-person-approval", remarks: "", approvedAt: now.toISOString() }))).toBe("decision-not-allowed");

    history = [...history, { type: "v1.CardMoved", payload: { workflowId: "wf", from: "person-approval", to: "final-approval", before: null, sortKey: "a1", statusStepId: "ss-final-approval", by: "staff:approver" } }];
    state = foldPermit(history);
    const set = { statusStepId: "ss-final-approval", remarks: "All in order", approvedAt: now.toISOString() };
    expect(refusal(setFinalApproval(state, approver, set))).toBe("persons-undecided");
    state = accept(decidePerson(state, approver, { personIndex: 1, isApproved: false, remarks: "" }));
    expect(refusal(setFinalApproval(state, approver, set))).toBe("no-person-approved");
    state = accept(decidePerson(state, approver, { personIndex: 1, isApproved: true, remarks: "Approved" }));
    state = accept(saveFinalApprovalDraft(state, approver, { statusStepId: "ss-final-approval", remarks: "Draft" }));
    expect(refusal(sendFinalNotification(state, approver, { notificationId: "n", kind: "applicant", recipients: ["a@b.bn"], message: "", documents: [] }))).toBe("final-approval-not-set");
    expect(refusal(resetFinalApproval(state, approver))).toBe("final-approval-not-set");
    state = accept(setFinalApproval(state, approver, set));
    expect(state.status !== "none" && state.decisions.finalApproval).toEqual({ remarks: "All in order", approvedAt: set.approvedAt, by: "staff:approver" });
    expect(refusal(setFinalApproval(state, approver, set))).toBe("final-approval-already-set");
    expect(refusal(decidePerson(state, approver, { personIndex: 0, isApproved: true, remarks: "" }))).toBe("final-approval-already-set");
    state = accept(sendFinalNotification(state, approver, { notificationId: "n", kind: "immigration-department", recipients: ["immigration@demo.ictm.bn"], message: "", documents: ["a.pdf"] }));
    state = accept(resetFinalApproval(state, approver));
    expect(state.status !== "none" && state.decisions.finalApproval).toEqual({ remarks: "All in order", approvedAt: null, by: null });
  });

  it("voids the decisions about the people when the Business saves their section again", () => {
    let state = start("person-approval");
    state = accept(decidePerson(state, approver, { personIndex: 0, isApproved: true, remarks: "" }));
    history = [...history, { type: "v1.PermitSectionSaved", payload: { section: "personnel", old: {}, new: { expatPersonnel: [person("Cy Ng", "A1")] }, by: business } }];
    state = foldPermit(history);
    expect(personTally(state)).toEqual({ total: 1, decided: 0, approved: 0 });
  });
});
