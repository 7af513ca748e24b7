// Discussing an application over real HTTP on the demo server: staff comment on a status step (trimmed, required),
// list the comments oldest first, and change or delete only their own ("You can only change your own comments.");
// notifying the applicant mails the Business the comment, is a `v1.ApplicantNotified` fact and shows in the panel.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOARD_MESSAGES, DEFAULT_WORKFLOW_ID, PERMIT_MESSAGES, permitStream, problemType, type StaffRole } from "@ictm/core/domain";
import { readStream } from "@ictm/server/events/store.ts";
import { DEMO_BUSINESS_EMAIL, demoStaffOf, startBoardServer, type BoardServer } from "../support/board.ts";
import { inScreening, mailContaining, panelOf } from "../support/board-calls.ts";

let on: BoardServer;
beforeAll(async () => {
  on = await startBoardServer();
}, 120_000);
afterAll(async () => on?.server.close());

const workflowId = DEFAULT_WORKFLOW_ID;
const factTypes = async (id: string) => (await readStream(on.server.portal.db.orm, permitStream(id))).map((fact) => fact.type);

describe("comments", () => {
  it("are added trimmed, listed oldest first, changed and deleted by their author only", async () => {
    const { id, stepId } = await inScreening(on);
    const add = (role: StaffRole, commentContent: string) => on.api(role).POST("/expat-permits/applications/status-steps/{stepId}/comments", { params: { path: { stepId } }, body: { commentContent } });
    const mine = await add("officer", "  The passport copy is readable.  ");
    expect(mine.response.status).toBe(201);
    expect(mine.data?.data).toMatchObject({ statusStepId: stepId, workflowStepKey: "screening", workflowStepName: "Screening", commentContent: "The passport copy is readable.", author: { kind: "staff", name: demoStaffOf("officer").name }, editedAt: null, isMine: true });
    const theirs = await add("evaluator", "Noted; I will look at the contract in evaluation.");
    expect(theirs.response.status).toBe(201);
    expect((await add("officer", "   ")).error).toMatchObject({ status: 400, errors: { commentContent: [PERMIT_MESSAGES.commentRequired] } });

    const list = async (role: StaffRole) => (await on.api(role).GET("/expat-permits/workflows/{workflowId}/applications/{id}/comments", { params: { path: { workflowId, id } } })).data?.data ?? [];
    expect((await list("officer")).map((comment) => [comment.commentContent, comment.isMine])).toEqual([["The passport copy is readable.", true], ["Noted; I will look at the contract in evaluation.", false]]);

    const commentId = mine.data?.data.id ?? "";
    const path = { path: { stepId, commentId } };
    const notYours = { status: 403, type: problemType("forbidden"), messages: [BOARD_MESSAGES.notYourComment] };
    expect((await on.api("evaluator").PUT("/expat-permits/applications/status-steps/{stepId}/comments/{commentId}", { params: path, body: { commentContent: "Changed by someone else" } })).error).toMatchObject(notYours);
    expect((await on.api("evaluator").DELETE("/expat-permits/applications/status-steps/{stepId}/comments/{commentId}", { params: path })).error).toMatchObject(notYours);
    expect((await on.api("administrator").DELETE("/expat-permits/applications/status-steps/{stepId}/comments/{commentId}", { params: path })).error).toMatchObject(notYours);
    expect(BOARD_MESSAGES.notYourComment).toBe("You can only change your own comments.");

    const edited = await on.api("officer").PUT("/expat-permits/applications/status-steps/{stepId}/comments/{commentId}", { params: path, body: { commentContent: " The passport copy is readable; the photo page is fine. " } });
    expect(edited.data?.data).toMatchObject({ id: commentId, commentContent: "The passport copy is readable; the photo page is fine.", isMine: true });
    expect(edited.data?.data.editedAt).not.toBeNull();
    expect((await on.api("officer").PUT("/expat-permits/applications/status-steps/{stepId}/comments/{commentId}", { params: path, body: { commentContent: "" } })).error).toMatchObject({ status: 400, errors: { commentContent: [PERMIT_MESSAGES.commentRequired] } });
    const deleted = await on.api("officer").DELETE("/expat-permits/applications/status-steps/{stepId}/comments/{commentId}", { params: path });
    expect(deleted.data?.data).toEqual({ deleted: true });
    expect((await list("evaluator")).map((comment) => comment.commentContent)).toEqual(["Noted; I will look at the contract in evaluation."]);
    expect((await on.api("officer").DELETE("/expat-permits/applications/status-steps/{stepId}/comments/{commentId}", { params: path })).response.status).toBe(404);
    expect((await factTypes(id)).filter((type) => type.startsWith("v1.Comment"))).toEqual(["v1.CommentAdded", "v1.CommentAdded", "v1.CommentEdited", "v1.CommentDeleted"]);
  });
});

describe("notifying the applicant", () => {
  it("mails the comment to the Business, records the fact and lists the notice in the panel", async () => {
    const { id, stepId } = await inScreening(on);
    const notify = (role: StaffRole, comment: string) => on.api(role).PUT("/expat-permits/applications/status-steps/{stepId}/applicants/notifications", { params: { path: { stepId } }, body: { comment } });
    expect((await notify("officer", "  ")).error).toMatchObject({ status: 400, errors: { comment: [PERMIT_MESSAGES.commentRequired] } });
    expect((await notify("evaluator", "Not my step")).error).toMatchObject({ status: 403, messages: [BOARD_MESSAGES.actRefused] });
    const sent = await notify("officer", " Please bring the original passports to our office on Monday. ");
    expect(sent.data?.data).toMatchObject({ statusStepId: stepId, stepName: "Screening", comment: "Please bring the original passports to our office on Monday.", by: { kind: "staff", name: demoStaffOf("officer").name } });
    const mail = await mailContaining(on.server, DEMO_BUSINESS_EMAIL, "Please bring the original passports to our office on Monday.");
    expect(mail.subject).not.toBe("");
    expect((await panelOf(on, id, "evaluator")).notices).toMatchObject([{ statusStepId: stepId, comment: "Please bring the original passports to our office on Monday." }]);
    expect(await factTypes(id)).toContain("v1.ApplicantNotified");
  });
});
