// Evaluating an application over real HTTP on the demo server: evaluators (and administrators) evaluate the current
// status step while the card is in a step that allows it (evaluation, chief evaluation); officers, an evaluator in
// screening and an earlier status step are refused 403 `decision-not-allowed`; doing it again replaces one's own
// evaluation; the status must be one of the reference list's and the comment is required ("this is comment" is only
// a placeholder, never stored unless typed). The list is in step order, then oldest first.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { DECISION_MESSAGES, DEFAULT_WORKFLOW_ID, EVALUATION_COMMENT_PLACEHOLDER, MESSAGES, PERMIT_MESSAGES, permitStream, problemType, WORK_PERMIT_STEPS } from "@ictm/core/domain";
import { syncStepDecisions } from "@ictm/server/board/store.ts";
import { workflowSteps } from "@ictm/server/db/schema.ts";
import { readStream } from "@ictm/server/events/store.ts";
import { demoStaffOf } from "../support/board.ts";
import { minutes } from "../support/clock.ts";
import { backofficeCall, cardIn, inScreening, move, versionOf } from "../support/board-calls.ts";
import { currentStepOf, evaluate, evaluationsOf, startDecisionServer } from "../support/decisions-evaluations.ts";

let on: Awaited<ReturnType<typeof startDecisionServer>>;
beforeAll(async () => {
  on = await startDecisionServer();
}, 120_000);
afterAll(async () => on?.server.close());

const workflowId = DEFAULT_WORKFLOW_ID;
const facts = async (id: string) => readStream(on.server.portal.db.orm, permitStream(id));
const refused = { status: 403, type: problemType("decision-not-allowed"), messages: [MESSAGES.decisionNotAllowed] };

describe("the default workflow's steps", () => {
  it("carry core's decisions, brought up to date at start for a database seeded before them", async () => {
    const orm = on.server.portal.db.orm;
    const decisionsOf = async () => Object.fromEntries((await orm.select().from(workflowSteps).where(eq(workflowSteps.workflowId, workflowId))).map((step) => [step.key, step.decisions]));
    const defined = Object.fromEntries(WORK_PERMIT_STEPS.map((step) => [step.key, [...step.decisions]]));
    expect(await decisionsOf()).toEqual(defined);
    await orm.update(workflowSteps).set({ decisions: [] }).where(eq(workflowSteps.workflowId, workflowId));
    await syncStepDecisions(orm, workflowId, WORK_PERMIT_STEPS);
    expect(await decisionsOf()).toEqual(defined);
  });
});

describe("the evaluation statuses", () => {
  it("are the reference list's four, in order, for any staff member", async () => {
    const answer = await on.api("officer").GET("/reference/evaluation-statuses");
    expect(answer.data?.data.map((status) => status.key)).toEqual(["recommended", "recommended-with-conditions", "not-recommended", "more-information-needed"]);
    expect(answer.data?.data[0]).toEqual({ key: "recommended", name: "Recommended" });
    expect((await backofficeCall(on.server, "GET", "/reference/evaluation-statuses")).status).toBe(401);
  });
});

describe("recording an evaluation", () => {
  it("is an evaluator's in evaluation; a second one replaces it (same id, editedAt)", async () => {
    const id = await cardIn(on, "evaluation");
    const { stepId } = await currentStepOf(on, id);
    const first = await evaluate(on, "evaluator", id, stepId, { evaluationStatusKey: "recommended", comment: "  The contracts are in order.  " });
    expect(first.response.status).toBe(200);
    expect(first.data?.data).toMatchObject({
      statusStepId: stepId,
      workflowStepKey: "evaluation",
      workflowStepName: "Evaluation",
      evaluationStatus: { key: "recommended", name: "Recommended" },
      comment: "The contracts are in order.",
      evaluator: { kind: "staff", key: on.staff("evaluator").key, name: demoStaffOf("evaluator").name },
      byChiefEvaluator: false,
      editedAt: null,
      isMine: true,
    });
    on.clock.advance(minutes(5));
    const again = await evaluate(on, "evaluator", id, stepId, { evaluationStatusKey: "not-recommended", comment: "The salary is below the scale." });
    expect(again.data?.data).toMatchObject({ id: first.data?.data.id, evaluationStatus: { key: "not-recommended", name: "Not recommended" }, comment: "The salary is below the scale.", at: first.data?.data.at });
    expect(Date.parse(again.data?.data.editedAt ?? "") - Date.parse(first.data?.data.at ?? "")).toBe(minutes(5));
    expect((await evaluationsOf(on, "evaluator", workflowId, id)).map((evaluation) => [evaluation.comment, evaluation.isMine])).toEqual([["The salary is below the scale.", true]]);
    expect((await evaluationsOf(on, "officer", workflowId, id)).map((evaluation) => evaluation.isMine)).toEqual([false]);
    expect((await facts(id)).filter((fact) => fact.type === "v1.EvaluationRecorded")).toHaveLength(2);
  });

  it("is refused to officers in evaluation and to evaluators in screening; administrators may", async () => {
    const id = await cardIn(on, "evaluation");
    const { stepId } = await currentStepOf(on, id);
    const body = { evaluationStatusKey: "recommended", comment: "Fine by me." };
    expect((await evaluate(on, "officer", id, stepId, body)).error).toMatchObject(refused);
    expect((await evaluate(on, "final-approver", id, stepId, body)).error).toMatchObject(refused);
    expect((await evaluate(on, "administrator", id, stepId, body)).data?.data).toMatchObject({ evaluator: { name: demoStaffOf("administrator").name }, isMine: true });
    const screening = await inScreening(on);
    expect((await evaluate(on, "evaluator", screening.id, screening.stepId, body)).error).toMatchObject(refused);
    expect((await evaluate(on, "administrator", screening.id, screening.stepId, body)).error).toMatchObject(refused);
    expect((await facts(screening.id)).some((fact) => fact.type === "v1.EvaluationRecorded")).toBe(false);
    expect((await backofficeCall(on.server, "PUT", `/expat-permits/applications/${id}/workflows/steps/evaluations/${stepId}`, { json: body })).status).toBe(401);
  });

  it("is of the current status step: an earlier one is refused, another application's is not found", async () => {
    const id = await cardIn(on, "evaluation");
    const earlier = (await currentStepOf(on, id)).stepId;
    expect((await move(on, "administrator", id, "chief-evaluation", await versionOf(on, id))).response.status).toBe(200);
    const body = { evaluationStatusKey: "recommended-with-conditions", comment: "Only for two years." };
    expect((await evaluate(on, "evaluator", id, earlier, body)).error).toMatchObject(refused);
    const other = await cardIn(on, "evaluation");
    expect((await evaluate(on, "evaluator", id, (await currentStepOf(on, other)).stepId, body)).response.status).toBe(404);
    const current = (await currentStepOf(on, id)).stepId;
    expect((await evaluate(on, "evaluator", id, current, body)).data?.data).toMatchObject({ workflowStepKey: "chief-evaluation", statusStepId: current });
  });

  it("needs a known status and a comment; the placeholder is never stored unless typed", async () => {
    const id = await cardIn(on, "evaluation");
    const { stepId } = await currentStepOf(on, id);
    expect((await evaluate(on, "evaluator", id, stepId, { evaluationStatusKey: "excellent", comment: "Great." })).error).toMatchObject({ status: 400, errors: { evaluationStatusKey: [DECISION_MESSAGES.evaluationStatusUnknown] } });
    expect((await evaluate(on, "evaluator", id, stepId, { evaluationStatusKey: "recommended", comment: "   " })).error).toMatchObject({ status: 400, errors: { comment: [PERMIT_MESSAGES.commentRequired] } });
    const missing = await backofficeCall(on.server, "PUT", `/expat-permits/applications/${id}/workflows/steps/evaluations/${stepId}`, { headers: { authorization: `Bearer ${on.staff("evaluator").token}` }, json: { evaluationStatusKey: "recommended" } });
    expect(missing).toMatchObject({ status: 400, body: { errors: { comment: [PERMIT_MESSAGES.commentRequired] } } });
    expect((await facts(id)).some((fact) => fact.type === "v1.EvaluationRecorded")).toBe(false);
    expect(EVALUATION_COMMENT_PLACEHOLDER).toBe("this is comment");
    const typed = await evaluate(on, "evaluator", id, stepId, { evaluationStatusKey: "recommended", comment: "Checked." });
    expect(typed.data?.data.comment).toBe("Checked.");
    expect(JSON.stringify((await facts(id)).map((fact) => fact.payload))).not.toContain(EVALUATION_COMMENT_PLACEHOLDER);
  });
});

describe("the evaluations list", () => {
  it("is in step order then oldest first, and not found for those who may not view the card", async () => {
    const id = await cardIn(on, "evaluation");
    const first = await currentStepOf(on, id);
    await evaluate(on, "evaluator", id, first.stepId, { evaluationStatusKey: "recommended", comment: "One" });
    await evaluate(on, "administrator", id, first.stepId, { evaluationStatusKey: "not-recommended", comment: "Two" });
    expect((await move(on, "administrator", id, "chief-evaluation", await versionOf(on, id))).response.status).toBe(200);
    const second = await currentStepOf(on, id);
    await evaluate(on, "administrator", id, second.stepId, { evaluationStatusKey: "more-information-needed", comment: "Three" });
    await evaluate(on, "evaluator", id, first.stepId, { evaluationStatusKey: "recommended", comment: "Refused: not current" });
    const listed = await evaluationsOf(on, "final-approver", workflowId, id);
    expect(listed.map((evaluation) => [evaluation.workflowStepKey, evaluation.comment, evaluation.evaluator.name])).toEqual([
      ["evaluation", "One", demoStaffOf("evaluator").name],
      ["evaluation", "Two", demoStaffOf("administrator").name],
      ["chief-evaluation", "Three", demoStaffOf("administrator").name],
    ]);
    const hidden = await cardIn(on, "submitted");
    expect((await on.api("evaluator").GET("/expat-permits/workflows/{workflowId}/applications/{id}/evaluations", { params: { path: { workflowId, id: hidden } } })).response.status).toBe(404);
    expect((await on.api("officer").GET("/expat-permits/workflows/{workflowId}/applications/{id}/evaluations", { params: { path: { workflowId: "00000000-0000-4000-8000-000000000000", id } } })).response.status).toBe(404);
  });
});
