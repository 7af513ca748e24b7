// Staff's talk never blocks a decision: a comment, an attachment or a notice by someone else between loading a card
// and moving it moves the stream's version on, but the move at the version first seen still goes through; a move
// by someone else in between is a real conflict (409 stale-version). Core's `isAsideFact` names the talk facts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isAsideFact, problemType } from "@ictm/core/domain";
import { findCard, noBoard, startBoardServer, submitApplication, type BoardServer } from "../support/board.ts";
import { boardOf, move, versionOf } from "../support/board-calls.ts";

let on: BoardServer;
beforeAll(async () => {
  on = await startBoardServer();
}, 120_000);
afterAll(async () => on?.server.close());

const commentOn = (stepId: string, commentContent: string) =>
  on.api("administrator").POST("/expat-permits/applications/status-steps/{stepId}/comments", { params: { path: { stepId } }, body: { commentContent } });

describe("a version seen before staff's talk", () => {
  it("still moves the card after another's comment and notice, but not after another's move", async () => {
    const { id, version } = await submitApplication(on.server, on.business);
    const stepId = findCard(await boardOf(on, "officer"), id)?.card.statusStep.id ?? "";
    expect((await commentOn(stepId, "Looks complete to me.")).response.status).toBe(201);
    const notice = await on.api("administrator").PUT("/expat-permits/applications/status-steps/{stepId}/applicants/notifications", {
      params: { path: { stepId } },
      body: { comment: "We have started screening your application." },
    });
    expect(notice.response.status).toBe(200);
    expect(await versionOf(on, id)).toBe(version + 2);

    const moved = await move(on, "officer", id, "screening", version);
    expect(moved.error).toBeUndefined();
    expect(findCard(moved.data?.data ?? noBoard, id)?.step).toBe("screening");

    // The move is a decision: a client that saw the card before it cannot move it again.
    expect((await move(on, "administrator", id, "submitted", version)).error).toMatchObject({ status: 409, type: problemType("stale-version") });
  });

  it("names only comments, attachments and notices as talk", () => {
    expect(["v1.CommentAdded", "v1.CommentEdited", "v1.CommentDeleted", "v1.AttachmentAdded", "v1.AttachmentReplaced", "v1.AttachmentDeleted", "v1.ApplicantNotified"].every(isAsideFact)).toBe(true);
    expect(["v1.CardMoved", "v1.CardPlaced", "v1.EditControlGiven", "v1.EditControlTakenBack", "v1.EditControlYielded", "v1.PermitSectionSaved", "v1.PermitApplicationArchived"].some(isAsideFact)).toBe(false);
  });
});
