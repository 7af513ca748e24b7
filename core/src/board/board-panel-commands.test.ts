// The side panel's commands through a real core and a scripted server: comments (trimmed, required, edited and
// deleted in place), attachments (multipart, pre-checked), edit control at the version last shown, and notices.
import { describe, expect, it } from "vitest";
import { MESSAGES } from "../errors/catalogue.ts";
import { restoreStaffSession } from "../staff/restore-staff-session.ts";
import { aBoardAttachment, aBoardComment, aNotice, boardApplicationOf, boardOf, uuidOf } from "../test-support/board-fixtures.ts";
import { aStaff } from "../test-support/fixtures.ts";
import type { ScriptedExchange } from "../test-support/scripted-fetch.ts";
import { makeTestCore, problemOf } from "../test-support/test-core.ts";
import { addBoardAttachment } from "./add-board-attachment.ts";
import { addBoardComment } from "./add-board-comment.ts";
import { deleteBoardAttachment } from "./delete-board-attachment.ts";
import { deleteBoardComment } from "./delete-board-comment.ts";
import { editBoardComment } from "./edit-board-comment.ts";
import { giveEditControl } from "./give-edit-control.ts";
import { loadBoardApplication } from "./load-board-application.ts";
import { loadBoardComments } from "./load-board-comments.ts";
import { loadKanbanBoard } from "./load-kanban-board.ts";
import { moveCard } from "./move-card.ts";
import { notifyApplicant } from "./notify-applicant.ts";
import { takeEditControl } from "./take-edit-control.ts";
import { BOARD_TEXTS } from "./board-texts.ts";
import { DEFAULT_WORKFLOW_ID as workflowId } from "./work-permit-steps.ts";

const id = uuidOf(1);
const panel = boardApplicationOf(id, "screening");
const stepId = panel.statusStep.id;
const applicationPath = `/expat-permits/applications/workflows/${workflowId}/kanban-board/applications/${id}`;
const commentsPath = `/expat-permits/applications/status-steps/${stepId}/comments`;
const commentId = uuidOf(5, "d");
const attachmentId = uuidOf(6, "e");
const editControlPath = `/expat-permits/applications/workflows/status-steps/${stepId}/user-given-edit-controls`;

/** A signed-in officer with the board and the panel's application open, then `script`. */
const panelCore = async (script: ReadonlyArray<ScriptedExchange>) => {
  const test = makeTestCore({
    staff: { token: "staff-tok", staff: aStaff },
    script: [
      { method: "GET", path: `/expat-permits/applications/workflows/${workflowId}/kanban-board`, status: 200, body: { data: boardOf(["officer"], { screening: [id] }) } },
      { method: "GET", path: applicationPath, status: 200, body: { data: panel } },
      ...script,
    ],
  });
  await test.core.run(restoreStaffSession());
  await test.core.run(loadKanbanBoard(workflowId));
  await test.core.run(loadBoardApplication(workflowId, id));
  return test;
};
const toastsOf = (test: ReturnType<typeof makeTestCore>) => test.core.stores.toasts.value.map(({ tone, message }) => [tone, message]);
const bodyOf = (test: ReturnType<typeof makeTestCore>, index: number) => JSON.parse(test.http.requests[index]?.body ?? "null");

describe("the side panel's commands", () => {
  it("comments: a blank one is refused before any call; saved ones are trimmed, listed newest last, edited and deleted in place", async () => {
    const first = aBoardComment(commentId, stepId, "Passport copy is blurred");
    const test = await panelCore([
      { method: "GET", path: `/expat-permits/workflows/${workflowId}/applications/${id}/comments`, status: 200, body: { data: [] } },
      { method: "POST", path: commentsPath, status: 201, body: { data: first } },
      { method: "PUT", path: `${commentsPath}/${commentId}`, status: 200, body: { data: { ...first, commentContent: "Fixed" } } },
      { method: "DELETE", path: `${commentsPath}/${commentId}`, status: 200, body: { data: { deleted: true } } },
    ]);
    const blank = await test.core.run(addBoardComment({ statusStepId: stepId, commentContent: "   " }));
    expect(blank.ok ? null : blank.error).toMatchObject({ _tag: "ValidationFailed", fieldErrors: { commentContent: "Comment is required" } });
    expect(test.http.requests).toHaveLength(2);

    await test.core.run(loadBoardComments(workflowId, id));
    expect(await test.core.run(addBoardComment({ statusStepId: stepId, commentContent: "  Passport copy is blurred " }))).toEqual({ ok: true, value: first });
    expect(bodyOf(test, 3)).toEqual({ commentContent: "Passport copy is blurred" });
    expect(test.core.stores.boardComments.value).toMatchObject({ applicationId: id, items: [first] });
    // A comment is an aside fact: it never makes the version the panel holds stale, so nothing is read again.
    expect(test.core.stores.boardApplication.value.application?.applicationRecord.application.version).toBe(3);

    await test.core.run(editBoardComment({ statusStepId: stepId, commentId, commentContent: "Fixed" }));
    expect(test.core.stores.boardComments.value.items.map((item) => item.commentContent)).toEqual(["Fixed"]);
    await test.core.run(deleteBoardComment({ statusStepId: stepId, commentId }));
    expect(test.core.stores.boardComments.value.items).toEqual([]);
    expect(toastsOf(test)).toEqual([
      ["danger", "Comment is required"],
      ["success", "Saved Successfully"],
      ["success", "Saved Successfully"],
      ["success", BOARD_TEXTS.commentDeleted],
    ]);
  });

  it("someone else's comment is refused in the server's words", async () => {
    const test = await panelCore([
      { method: "PUT", path: `${commentsPath}/${commentId}`, status: 403, body: problemOf("forbidden", MESSAGES.notYourComment) },
    ]);
    const result = await test.core.run(editBoardComment({ statusStepId: stepId, commentId, commentContent: "Mine now" }));
    expect(result.ok ? null : result.error).toMatchObject({ _tag: "Forbidden", message: "You can only change your own comments." });
  });

  it("attachments: multipart File and Comment; a kind not allowed is refused first; deleting needs a comment", async () => {
    const attachment = aBoardAttachment(attachmentId, stepId, "Signed letter");
    const test = await panelCore([
      { method: "POST", path: `/expat-permits/applications/workflows/status-steps/${stepId}/attachments`, status: 201, body: { data: attachment } },
      { method: "DELETE", path: `/expat-permits/applications/workflows/status-steps/attachments/${attachmentId}`, status: 200, body: { data: { deleted: true } } },
    ]);
    const refused = await test.core.run(addBoardAttachment({ statusStepId: stepId, file: new File(["x"], "notes.docx"), comment: "" }));
    expect(refused.ok ? null : refused.error).toMatchObject({ _tag: "FilesNotAccepted" });
    expect(test.http.requests).toHaveLength(2);

    const pdf = new File(["%PDF-1.4"], "letter.pdf", { type: "application/pdf" });
    expect(await test.core.run(addBoardAttachment({ statusStepId: stepId, file: pdf, comment: " Signed letter " }))).toEqual({ ok: true, value: attachment });
    const form = test.http.requests[2]?.form;
    expect([form?.get("File") instanceof File, form?.get("Comment")]).toEqual([true, "Signed letter"]);
    expect(test.core.stores.boardAttachments.value.byStatusStep[stepId]).toEqual([attachment]);

    const noReason = await test.core.run(deleteBoardAttachment({ attachmentId, comment: " " }));
    expect(noReason.ok ? null : noReason.error).toMatchObject({ _tag: "ValidationFailed", fieldErrors: { comment: "Comment is required" } });
    expect(await test.core.run(deleteBoardAttachment({ attachmentId, comment: "Wrong file" }))).toEqual({ ok: true, value: { deleted: true } });
    expect(bodyOf(test, 3)).toEqual({ comment: "Wrong file" });
    expect(test.core.stores.boardAttachments.value.byStatusStep[stepId]).toEqual([]);
    expect(test.core.stores.boardApplication.value.application?.applicationRecord.application.version).toBe(3);
    expect(test.http.unexpected).toEqual([]);
  });

  it("moving the panel's application reads it again (its step, permission and history changed)", async () => {
    const moved = boardApplicationOf(id, "evaluation", { version: 4 });
    const test = await panelCore([
      { method: "POST", path: `/expat-permits/applications/${id}/workflows/steps/evaluation`, status: 200, body: { data: boardOf(["officer"], { evaluation: [id] }) } },
      { method: "GET", path: applicationPath, status: 200, body: { data: moved } },
    ]);
    expect((await test.core.run(moveCard({ workflowId, applicationId: id, toStep: "evaluation", beforeId: null }))).ok).toBe(true);
    expect(test.core.stores.boardApplication.value.application).toEqual(moved);
    expect(test.http.unexpected).toEqual([]);
  });

  it("edit control is given and taken back at the version last shown; the panel and the card show it", async () => {
    const given = boardApplicationOf(id, "screening", { version: 4, hasUserGivenEditControl: true });
    const taken = boardApplicationOf(id, "screening", { version: 5 });
    const test = await panelCore([
      { method: "POST", path: editControlPath, status: 200, body: { data: given } },
      { method: "DELETE", path: editControlPath, status: 200, body: { data: taken } },
    ]);
    expect(await test.core.run(giveEditControl({ applicationId: id, statusStepId: stepId, comment: " Please fix the passport " }))).toEqual({ ok: true, value: given });
    expect([test.http.requests[2]?.headers["if-match"], bodyOf(test, 2)]).toEqual(['"3"', { comment: "Please fix the passport" }]);
    expect(test.core.stores.boardApplication.value.application).toEqual(given);
    expect(test.core.stores.kanbanBoard.value.board?.columns[1]?.cards[0]?.applicationRecord.application.hasUserGivenEditControl).toBe(true);

    await test.core.run(takeEditControl({ applicationId: id, statusStepId: stepId, comment: "Taking it back" }));
    expect(test.http.requests[3]?.headers["if-match"]).toBe('"4"');
    expect(test.core.stores.kanbanBoard.value.board?.columns[1]?.cards[0]?.applicationRecord.application).toMatchObject({ hasUserGivenEditControl: false, version: 5 });
    expect(toastsOf(test)).toEqual([["success", BOARD_TEXTS.editControlGiven], ["success", BOARD_TEXTS.editControlTakenBack]]);
  });

  it("notifying the applicant needs a comment; the notice joins the panel", async () => {
    const notice = aNotice(stepId, "We need the signed contract");
    const test = await panelCore([
      { method: "PUT", path: `/expat-permits/applications/status-steps/${stepId}/applicants/notifications`, status: 200, body: { data: notice } },
    ]);
    const empty = await test.core.run(notifyApplicant({ statusStepId: stepId, comment: "" }));
    expect(empty.ok).toBe(false);
    expect(await test.core.run(notifyApplicant({ statusStepId: stepId, comment: "We need the signed contract" }))).toEqual({ ok: true, value: notice });
    // The notice joins the panel from the command's answer, with no second read.
    expect(test.core.stores.boardApplication.value.application?.notices).toEqual([notice]);
    expect(test.http.unexpected).toEqual([]);
    expect(toastsOf(test)).toEqual([["danger", "Comment is required"], ["success", BOARD_TEXTS.applicantNotified]]);
  });
});
