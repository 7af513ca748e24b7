// The side panel's decisions through a real core and a scripted server: evaluations (trimmed, required, replaced in
// place), chief-evaluator links (mailed, listed, revoked), person approval (tally, approval record, the card's new
// version), final approval (refusals in the server's words, set and reset re-read the card, a draft does not) and
// the final notifications.
import { describe, expect, it } from "vitest";
import { MESSAGES, SAVED_SUCCESSFULLY } from "../errors/catalogue.ts";
import { loadBoardApplication } from "../board/load-board-application.ts";
import { loadKanbanBoard } from "../board/load-kanban-board.ts";
import { DEFAULT_WORKFLOW_ID as workflowId } from "../board/work-permit-steps.ts";
import { restoreStaffSession } from "../staff/restore-staff-session.ts";
import { boardApplicationOf, boardOf, uuidOf } from "../test-support/board-fixtures.ts";
import { aChiefLink, aDecidedPerson, aFinalApproval, anEvaluation, anIssuedLink, aNotification, aPerson } from "../test-support/decision-fixtures.ts";
import { aStaff } from "../test-support/fixtures.ts";
import type { ScriptedExchange } from "../test-support/scripted-fetch.ts";
import { makeTestCore, problemOf } from "../test-support/test-core.ts";
import { decideExpatPerson } from "./decide-expat-person.ts";
import { DECISION_TEXTS } from "./decision-texts.ts";
import { generateChiefLink } from "./generate-chief-link.ts";
import { loadChiefLinks } from "./load-chief-links.ts";
import { loadEvaluations } from "./load-evaluations.ts";
import { loadExpatPersonnel } from "./load-expat-personnel.ts";
import { loadFinalApproval } from "./load-final-approval.ts";
import { loadFinalNotifications } from "./load-final-notifications.ts";
import { loadPersonApprovals } from "./load-person-approvals.ts";
import { recordEvaluation } from "./record-evaluation.ts";
import { resetFinalApproval } from "./reset-final-approval.ts";
import { revokeChiefLink } from "./revoke-chief-link.ts";
import { saveFinalApprovalDraft } from "./save-final-approval-draft.ts";
import { sendFinalNotification } from "./send-final-notification.ts";
import { setFinalApproval } from "./set-final-approval.ts";

const id = uuidOf(1);
const applicationPath = `/expat-permits/applications/workflows/${workflowId}/kanban-board/applications/${id}`;
const linkId = uuidOf(5, "d");

/** A signed-in staff member with the board and the panel's application (in `stepKey`) open, then `script`. */
const panelCore = async (stepKey: string, script: ReadonlyArray<ScriptedExchange>) => {
  const test = makeTestCore({
    staff: { token: "staff-tok", staff: { ...aStaff, roles: ["administrator"] } },
    script: [
      { method: "GET", path: `/expat-permits/applications/workflows/${workflowId}/kanban-board`, status: 200, body: { data: boardOf(["administrator"], { [stepKey]: [id] }) } },
      { method: "GET", path: applicationPath, status: 200, body: { data: boardApplicationOf(id, stepKey) } },
      ...script,
    ],
  });
  await test.core.run(restoreStaffSession());
  await test.core.run(loadKanbanBoard(workflowId));
  await test.core.run(loadBoardApplication(workflowId, id));
  return { test };
};
const toastsOf = (test: ReturnType<typeof makeTestCore>) => test.core.stores.toasts.value.map(({ tone, message }) => [tone, message]);
const bodyOf = (test: ReturnType<typeof makeTestCore>, index: number) => JSON.parse(test.http.requests[index]?.body ?? "null");
const reread = (stepKey: string, changes: Parameters<typeof boardApplicationOf>[2]) => ({ method: "GET", path: applicationPath, status: 200, body: { data: boardApplicationOf(id, stepKey, changes) } });

describe("the side panel's decisions", () => {
  it("an evaluation needs a status and a comment; saved trimmed, it replaces one's own in place", async () => {
    const stepId = boardApplicationOf(id, "evaluation").statusStep.id;
    const mine = anEvaluation(uuidOf(1, "d"), stepId, "Looks complete");
    const { test } = await panelCore("evaluation", [
      { method: "GET", path: `/expat-permits/workflows/${workflowId}/applications/${id}/evaluations`, status: 200, body: { data: [mine] } },
      { method: "PUT", path: `/expat-permits/applications/${id}/workflows/steps/evaluations/${stepId}`, status: 200, body: { data: { ...mine, comment: "Recommended" } } },
    ]);
    const empty = await test.core.run(recordEvaluation({ applicationId: id, statusStepId: stepId, evaluationStatusKey: "", comment: "" }));
    expect(empty.ok ? null : empty.error).toMatchObject({ _tag: "ValidationFailed", fieldErrors: { evaluationStatusKey: "Evaluation Status is required", comment: "Comment is required" } });
    await test.core.run(loadEvaluations(workflowId, id));
    await test.core.run(recordEvaluation({ applicationId: id, statusStepId: stepId, evaluationStatusKey: "recommended", comment: " Recommended " }));
    expect(bodyOf(test, 3)).toEqual({ evaluationStatusKey: "recommended", comment: "Recommended" });
    expect(test.core.stores.evaluations.value.items.map((item) => item.comment)).toEqual(["Recommended"]);
    expect(toastsOf(test).at(-1)).toEqual(["success", SAVED_SUCCESSFULLY]);
    expect(test.http.unexpected).toEqual([]);
  });

  it("a mailed chief-evaluator link is shown at once with its url and says so; revoking lists it revoked; a used one cannot be", async () => {
    const stepId = boardApplicationOf(id, "chief-evaluation").workflowStep.id;
    const { test } = await panelCore("chief-evaluation", [
      { method: "GET", path: `/expat-permits/applications/${id}/chief-evaluation-links`, status: 200, body: { data: [] } },
      { method: "POST", path: "/expat-permits/applications/chief-evaluation-form/generate-link", status: 201, body: { data: anIssuedLink(linkId, uuidOf(3, "c"), id, true) } },
      { method: "DELETE", path: `/expat-permits/applications/${id}/chief-evaluation-links/${linkId}`, status: 200, body: { data: aChiefLink(linkId, uuidOf(3, "c"), { state: "revoked" }) } },
      { method: "DELETE", path: `/expat-permits/applications/${id}/chief-evaluation-links/${linkId}`, status: 410, body: problemOf("chief-link-used", MESSAGES.chiefLinkUsed) },
    ]);
    await test.core.run(loadChiefLinks(id));
    const chief = uuidOf(9, "f");
    await test.core.run(generateChiefLink({ applicationId: id, workflowStepId: stepId, userId: chief, isSendEmail: true }));
    const query = new URL(test.http.requests[3]?.url ?? "").searchParams;
    expect(Object.fromEntries(query)).toEqual({ applicationId: id, workflowStepId: stepId, userId: chief, isSendEmail: "true", routeParameter: "chief-evaluation-form" });
    expect(test.core.stores.chiefLinks.value.issued?.url).toContain("token=");
    expect(toastsOf(test)).toEqual([["success", MESSAGES.chiefLinkMailed]]);

    await test.core.run(revokeChiefLink({ applicationId: id, linkId }));
    expect(test.core.stores.chiefLinks.value.items.map((link) => link.state)).toEqual(["revoked"]);
    const used = await test.core.run(revokeChiefLink({ applicationId: id, linkId }));
    expect(used.ok ? null : used.error).toMatchObject({ _tag: "ChiefLinkClosed", kind: "chief-link-used" });
    expect(toastsOf(test).slice(1)).toEqual([["success", DECISION_TEXTS.chiefLinkRevoked], ["danger", MESSAGES.chiefLinkUsed]]);
  });

  it("deciding a person updates the person, the approval record and the tally, and re-reads the card's version", async () => {
    const { test } = await panelCore("person-approval", [
      { method: "GET", path: `/expat-permits/pvv/applications/${id}/expat-personnel`, status: 200, body: { data: [aPerson(0), aPerson(1)] } },
      { method: "GET", path: `/expat-permits/pvv/applications/${id}/expat-personnel/approval`, status: 200, body: { data: [] } },
      { method: "GET", path: `/expat-permits/applications/${id}/final-approval`, status: 200, body: { data: aFinalApproval({ canDecide: false }) } },
      { method: "POST", path: `/expat-permits/pvv/applications/${id}/expat-personnel/approval`, status: 200, body: { data: aDecidedPerson(0, true, "Fine") } },
      reread("person-approval", { version: 4 }),
    ]);
    await test.core.run(loadExpatPersonnel("pvv", id));
    await test.core.run(loadPersonApprovals("pvv", id));
    await test.core.run(loadFinalApproval(id));
    expect(await test.core.run(decideExpatPerson({ permitType: "pvv", applicationId: id, personIndex: 0, isApproved: true, remarks: " Fine " }))).toEqual({ ok: true, value: aDecidedPerson(0, true, "Fine") });
    expect(bodyOf(test, 5)).toEqual({ personIndex: 0, isApproved: true, remarks: "Fine" });
    expect(test.core.stores.finalApproval.value.finalApproval?.persons).toEqual({ total: 2, decided: 1, approved: 1 });
    expect(test.core.stores.personApprovals.value.items.map((record) => [record.expatPerson.index, record.isApproved])).toEqual([[0, true]]);
    expect(test.core.stores.kanbanBoard.value.board?.columns.find((column) => column.workflowStep.key === "person-approval")?.cards[0]?.applicationRecord.application.version).toBe(4);
    expect(test.http.unexpected).toEqual([]);
  });

  it("final approval: refused in the server's words; a draft makes no extra call; set and reset re-read the card", async () => {
    const stepId = boardApplicationOf(id, "final-approval").statusStep.id;
    const { test } = await panelCore("final-approval", [
      { method: "POST", path: `/expat-permits/applications/status-steps/${stepId}/final-approvals/${id}`, status: 409, body: problemOf("persons-undecided", MESSAGES.personsUndecided) },
      { method: "POST", path: `/expat-permits/applications/status-steps/${stepId}/final-approvals/${id}/save`, status: 200, body: { data: aFinalApproval({ remarks: "Draft" }) } },
      { method: "POST", path: `/expat-permits/applications/status-steps/${stepId}/final-approvals/${id}`, status: 200, body: { data: aFinalApproval({ remarks: "Approved", finalApprovalDateTime: "2026-11-23T12:00:00.000Z", canDecide: false, canReset: true, canNotify: true }) } },
      reread("final-approval", { version: 5, finalApprovalDateTime: "2026-11-23T12:00:00.000Z", finalApprovalRemarks: "Approved" }),
      { method: "PUT", path: `/expat-permits/${id}/final-approvals/reset`, status: 200, body: { data: aFinalApproval({ remarks: "Approved" }) } },
      reread("final-approval", { version: 6, finalApprovalRemarks: "Approved" }),
    ]);
    const refused = await test.core.run(setFinalApproval({ applicationId: id, statusStepId: stepId, finalApprovalRemarks: "Approved" }));
    expect(refused.ok ? null : refused.error).toMatchObject({ _tag: "DecisionRefused", kind: "persons-undecided", message: MESSAGES.personsUndecided });
    await test.core.run(saveFinalApprovalDraft({ applicationId: id, statusStepId: stepId, finalApprovalRemarks: " Draft " }));
    expect(bodyOf(test, 3)).toEqual({ finalApprovalRemarks: "Draft" });
    await test.core.run(setFinalApproval({ applicationId: id, statusStepId: stepId, finalApprovalRemarks: "Approved" }));
    expect(test.core.stores.boardApplication.value.application?.applicationRecord.application).toMatchObject({ version: 5, finalApprovalDateTime: "2026-11-23T12:00:00.000Z" });
    await test.core.run(resetFinalApproval({ applicationId: id }));
    expect(test.core.stores.finalApproval.value.finalApproval).toMatchObject({ finalApprovalDateTime: null, remarks: "Approved" });
    expect(test.core.stores.boardApplication.value.application?.applicationRecord.application.version).toBe(6);
    expect(toastsOf(test)).toEqual([
      ["danger", MESSAGES.personsUndecided],
      ["success", SAVED_SUCCESSFULLY],
      ["success", SAVED_SUCCESSFULLY],
      ["success", DECISION_TEXTS.finalApprovalReset],
    ]);
    expect(test.http.unexpected).toEqual([]);
  });

  it("notifying the immigration department lists the mail sent and says so", async () => {
    const sent = aNotification(uuidOf(7, "d"), "immigration-department");
    const { test } = await panelCore("approved", [
      { method: "GET", path: `/expat-permits/pvv/applications/${id}/email-notifications`, status: 200, body: { data: [] } },
      { method: "POST", path: `/expat-permits/pvv/applications/${id}/immigration-department/email-notifications`, status: 201, body: { data: sent } },
    ]);
    await test.core.run(loadFinalNotifications("pvv", id));
    expect(await test.core.run(sendFinalNotification({ permitType: "pvv", applicationId: id, kind: "immigration-department" }))).toEqual({ ok: true, value: sent });
    expect(bodyOf(test, 3)).toEqual({});
    expect(test.core.stores.finalNotifications.value.items).toEqual([sent]);
    expect(toastsOf(test)).toEqual([["success", DECISION_TEXTS.notified["immigration-department"]]]);
  });
});
