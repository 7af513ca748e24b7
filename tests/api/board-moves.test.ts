// Moving cards over real HTTP on the demo server: to the next step, back, and within a column before a named
// card or last (the answer is the board); refused with exactly "You are not allowed to move this application."
// when skipping ahead, outside one's step or while the applicant holds edit control, the card staying put; a
// `sortBeforeItemId` outside the target column is 400; two moves at one version give one 200 and one 409; every
// move is a `v1.CardMoved` fact on the application's stream and an entry of the panel's step history.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOARD_MESSAGES, DEFAULT_WORKFLOW_ID, permitStream, problemType, WORK_PERMIT_STEPS } from "@ictm/core/domain";
import { readStream } from "@ictm/server/events/store.ts";
import { columnIds, findCard, noBoard, startBoardServer, submitApplication, type BoardServer } from "../support/board.ts";
import { boardOf, cardIn, move, panel, versionOf } from "../support/board-calls.ts";

let on: BoardServer;
beforeAll(async () => {
  on = await startBoardServer();
}, 120_000);
afterAll(async () => on?.server.close());

const workflowId = DEFAULT_WORKFLOW_ID;
const refusedMove = { status: 403, type: problemType("move-not-allowed"), messages: [BOARD_MESSAGES.moveRefused] };

describe("moving a card", () => {
  it("to the next step records a v1.CardMoved fact, enters the step's history and answers the board", async () => {
    const { id, version } = await submitApplication(on.server, on.business);
    const moved = await move(on, "officer", id, "screening", version);
    expect(moved.error).toBeUndefined();
    const found = findCard(moved.data?.data ?? noBoard, id);
    expect(found?.step).toBe("screening");
    expect(columnIds(moved.data?.data ?? noBoard, "screening").at(-1)).toBe(id);
    expect(found?.card.applicationRecord.application.version).toBe(version + 1);
    expect(found?.card.statusStep.workflowStepKey).toBe("screening");

    const facts = await readStream(on.server.portal.db.orm, permitStream(id));
    expect(facts.at(-1)).toMatchObject({ type: "v1.CardMoved", version: version + 1, payload: { workflowId, from: "submitted", to: "screening", before: null, statusStepId: found?.card.statusStep.id } });
    expect(JSON.stringify(facts.at(-1)?.payload)).toContain(on.staff("officer").key);
    expect(facts.filter((fact) => fact.type === "v1.CardPlaced")).toHaveLength(1);

    const answer = await panel(on, "officer", id);
    expect(answer.data?.data).toMatchObject({ workflowStep: { key: "screening" }, userPermission: { canView: true, canAct: true }, statusStep: { id: found?.card.statusStep.id } });
    expect(answer.data?.data.history.map((visit) => visit.step.key)).toEqual(["submitted", "screening"]);
    expect(answer.data?.data.history.at(-1)?.by).toMatchObject({ kind: "staff", key: on.staff("officer").key });
  });

  it("within a column goes exactly before the card named, or last when none is named", async () => {
    const [a, b, c] = [await cardIn(on, "screening"), await cardIn(on, "screening"), await cardIn(on, "screening")];
    expect(columnIds(await boardOf(on, "officer"), "screening").slice(-3)).toEqual([a, b, c]);
    const before = await move(on, "officer", c, "screening", await versionOf(on, c), a);
    expect(before.error).toBeUndefined();
    const order = columnIds(before.data?.data ?? (await boardOf(on, "officer")), "screening");
    expect(order.indexOf(c)).toBe(order.indexOf(a) - 1);
    expect(order.slice(-3)).toEqual([c, a, b]);
    const last = await move(on, "officer", a, "screening", await versionOf(on, a));
    expect(columnIds(last.data?.data ?? (await boardOf(on, "officer")), "screening").slice(-3)).toEqual([c, b, a]);
    const empty = await move(on, "officer", c, "screening", await versionOf(on, c), "");
    expect(empty.error).toBeUndefined();
    expect(columnIds(await boardOf(on, "officer"), "screening").slice(-3)).toEqual([b, a, c]);
    // Into another column before a card there: back from screening to submitted, before the column's first card.
    const first = columnIds(await boardOf(on, "officer"), "submitted")[0] ?? "";
    const back = await move(on, "officer", b, "submitted", await versionOf(on, b), first);
    expect(back.error).toBeUndefined();
    expect(columnIds(await boardOf(on, "officer"), "submitted").slice(0, 2)).toEqual([b, first]);
    const facts = await readStream(on.server.portal.db.orm, permitStream(b));
    expect(facts.at(-1)).toMatchObject({ type: "v1.CardMoved", payload: { from: "screening", to: "submitted", before: first } });
  });

  it("is refused with exactly the message, and leaves the card where it was: skipping ahead, acting outside one's step, with edit control given", async () => {
    const { id, version } = await submitApplication(on.server, on.business);
    expect((await move(on, "officer", id, "evaluation", version)).error).toMatchObject(refusedMove);
    expect((await move(on, "final-approver", id, "screening", version)).error).toMatchObject(refusedMove);
    const inScreening = await cardIn(on, "screening");
    const v = await versionOf(on, inScreening);
    expect((await move(on, "evaluator", inScreening, "evaluation", v)).error).toMatchObject(refusedMove);
    expect((await move(on, "evaluator", inScreening, "screening", v)).error).toMatchObject(refusedMove);
    const board = await boardOf(on, "officer");
    expect(findCard(board, id)).toMatchObject({ step: "submitted", card: { applicationRecord: { application: { version } } } });
    expect(findCard(board, inScreening)).toMatchObject({ step: "screening", card: { applicationRecord: { application: { version: v } } } });

    // With the applicant holding edit control the card keeps its step (it may still be reordered).
    const stepId = findCard(board, inScreening)?.card.statusStep.id ?? "";
    const given = await on.api("officer").POST("/expat-permits/applications/workflows/status-steps/{stepId}/user-given-edit-controls", {
      params: { path: { stepId }, header: { "If-Match": `"${v}"` } },
      body: { comment: "Please attach the signed contract." },
    });
    expect(given.error).toBeUndefined();
    const held = await versionOf(on, inScreening);
    expect(findCard(await boardOf(on, "officer"), inScreening)?.card.applicationRecord.application.hasUserGivenEditControl).toBe(true);
    expect((await move(on, "officer", inScreening, "evaluation", held)).error).toMatchObject(refusedMove);
    expect((await move(on, "officer", inScreening, "submitted", held)).error).toMatchObject(refusedMove);
    expect((await move(on, "officer", inScreening, "screening", held)).error).toBeUndefined();
    const facts = await readStream(on.server.portal.db.orm, permitStream(inScreening));
    expect(facts.filter((fact) => fact.type === "v1.CardMoved").map((fact) => Reflect.get(Object(fact.payload), "to"))).toEqual(["screening", "screening"]);
  });

  it("before a card that is not in the target column is 400 and moves nothing", async () => {
    const { id, version } = await submitApplication(on.server, on.business);
    const elsewhere = await cardIn(on, "screening");
    const wrong = await move(on, "officer", elsewhere, "screening", await versionOf(on, elsewhere), id);
    expect(wrong.response.status).toBe(400);
    const unknown = await move(on, "officer", id, "screening", version, "00000000-0000-4000-8000-000000000000");
    expect(unknown.response.status).toBe(400);
    expect(findCard(await boardOf(on, "officer"), id)).toMatchObject({ step: "submitted", card: { applicationRecord: { application: { version } } } });
  });

  it("needs the version: two moves at the same version give one 200 and one 409 stale-version; none is 428", async () => {
    const { id, version } = await submitApplication(on.server, on.business);
    const answers = await Promise.all([move(on, "officer", id, "screening", version), move(on, "administrator", id, "screening", version)]);
    expect(answers.map((answer) => answer.response.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.response.status === 409)?.error).toMatchObject({ type: problemType("stale-version") });
    expect(await versionOf(on, id)).toBe(version + 1);
    const facts = await readStream(on.server.portal.db.orm, permitStream(id));
    expect(facts.filter((fact) => fact.type === "v1.CardMoved")).toHaveLength(1);
    expect((await move(on, "officer", id, "submitted", version)).error).toMatchObject({ status: 409, type: problemType("stale-version") });
    expect((await move(on, "officer", id, "submitted", null)).error).toMatchObject({ status: 428, type: problemType("version-required") });
  });

  it("by an administrator goes anywhere the rule allows, up to approved, and back", async () => {
    const id = await cardIn(on, "approved");
    expect(findCard(await boardOf(on, "evaluator"), id)?.step).toBe("approved");
    expect((await move(on, "administrator", id, "submitted", await versionOf(on, id))).error).toBeUndefined();
    const answer = await panel(on, "administrator", id);
    expect(answer.data?.data.history.map((visit) => visit.step.key)).toEqual(WORK_PERMIT_STEPS.map((step) => step.key).concat("submitted"));
    // Back in a step it has been in: the same status step, reused.
    const steps = answer.data?.data.statusSteps ?? [];
    expect(steps.map((step) => step.workflowStepKey)).toEqual(WORK_PERMIT_STEPS.map((step) => step.key));
    expect(answer.data?.data.statusStep.id).toBe(steps[0]?.id);
  });
});

describe("the event log after the moves", () => {
  it("keeps its tamper-evident chain intact", async () => {
    const report = await on.api("administrator").GET("/audit/event-chain");
    expect(report.data?.data.broken).toEqual([]);
    expect(report.data?.data.events).toBeGreaterThan(0);
  });
});
