// The kanban board over real HTTP on the demo server: each role sees the columns its roles may view (an evaluator
// has no Submitted column), each column with the step's roles and the caller's permission, in step order; a card
// carries its reference, permit type, business, version and status step; an application in a step the caller may
// not view is not found by any board call.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_WORKFLOW_ID, STAFF_ROLES, stepPermission, WORK_PERMIT_STEPS } from "@ictm/core/domain";
import { columnIds, findCard, startBoardServer, submitApplication, type BoardServer } from "../support/board.ts";
import { boardOf, move, panel } from "../support/board-calls.ts";

let on: BoardServer;
beforeAll(async () => {
  on = await startBoardServer();
}, 120_000);
afterAll(async () => on?.server.close());

const workflowId = DEFAULT_WORKFLOW_ID;

describe("the board", () => {
  it.each(STAFF_ROLES)("shows the %s the columns the role may view, each with its roles and the caller's permission", async (role) => {
    const board = await boardOf(on, role);
    expect(board.workflow).toEqual({ id: workflowId, name: "Work Permits" });
    const visible = WORK_PERMIT_STEPS.filter((step) => step.view.includes(role));
    expect(board.columns.map((column) => column.workflowStep.key)).toEqual(visible.map((step) => step.key));
    for (const [index, column] of board.columns.entries()) {
      const step = visible[index];
      if (!step) continue;
      expect(column.workflowStep.name).toBe(step.name);
      expect([...column.viewPermissions.view].sort()).toEqual([...step.view].sort());
      expect([...column.viewPermissions.act].sort()).toEqual([...step.act].sort());
      expect(column.userPermission).toEqual(stepPermission([role], step));
    }
  });

  it("hides the submitted column and its cards from an evaluator; a new card ends its column, showing what the board shows", async () => {
    const { id, version, businessName } = await submitApplication(on.server, on.business);
    const officerBoard = await boardOf(on, "officer");
    const submitted = columnIds(officerBoard, "submitted");
    expect(submitted.at(-1)).toBe(id);
    const card = findCard(officerBoard, id)?.card;
    expect(card?.applicationRecord).toMatchObject({
      application: { id, businessName, hasUserGivenEditControl: false, finalApprovalDateTime: null, version },
      permitType: { key: "pvv", abbreviation: "PVV" },
    });
    expect(businessName).not.toBe("");
    expect(card?.applicationRecord.application.reference).toMatch(/^PVV-\d{4}-\d{4}$/);
    expect(card?.statusStep).toMatchObject({ workflowStepKey: "submitted", applicationId: id });
    const evaluatorBoard = await boardOf(on, "evaluator");
    expect(evaluatorBoard.columns.some((column) => column.workflowStep.key === "submitted")).toBe(false);
    expect(findCard(evaluatorBoard, id)).toBeNull();
    const answer = await panel(on, "evaluator", id);
    expect(answer.response.status).toBe(404);
    const record = await on.api("evaluator").GET("/expat-permits/{type}/applications/{id}/forms/records", { params: { path: { type: "pvv", id } } });
    expect(record.response.status).toBe(404);
    // Nothing else about it either: it is not found, as if it did not exist.
    const stepId = card?.statusStep.id ?? "";
    const evaluator = on.api("evaluator");
    const statuses = [
      (await move(on, "evaluator", id, "screening", version)).response.status,
      (await evaluator.GET("/expat-permits/workflows/{workflowId}/applications/{id}/comments", { params: { path: { workflowId, id } } })).response.status,
      (await evaluator.POST("/expat-permits/applications/status-steps/{stepId}/comments", { params: { path: { stepId } }, body: { commentContent: "Seen" } })).response.status,
      (await evaluator.GET("/expat-permits/applications/workflows/status-steps/{stepId}/attachments", { params: { path: { stepId } } })).response.status,
      (await evaluator.PUT("/expat-permits/applications/status-steps/{stepId}/applicants/notifications", { params: { path: { stepId } }, body: { comment: "Hello" } })).response.status,
    ];
    expect(statuses).toEqual([404, 404, 404, 404, 404]);
    expect((await panel(on, "final-approver", id)).data?.data.userPermission).toEqual({ canView: true, canAct: false });
  });

  it("of the demo holds cards in every step, two in screening with edit control given to the applicant", async () => {
    const board = await boardOf(on, "administrator");
    expect(board.columns.filter((column) => column.cards.length === 0).map((column) => column.workflowStep.key)).toEqual([]);
    const screening = board.columns.find((column) => column.workflowStep.key === "screening")?.cards ?? [];
    expect(screening.filter((card) => card.applicationRecord.application.hasUserGivenEditControl).length).toBeGreaterThanOrEqual(2);
  });

  it("answers 404 for an unknown workflow", async () => {
    const answer = await on.api("officer").GET("/expat-permits/applications/workflows/{workflowId}/kanban-board", { params: { path: { workflowId: "00000000-0000-4000-8000-000000000000" } } });
    expect(answer.response.status).toBe(404);
  });
});
