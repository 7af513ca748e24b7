// Staff's discussion of an application, per status step: list every live comment (oldest first), comment in one
// of its status steps, change or delete your own. Anyone who views the application's current step may comment;
// core's deciders check the status step and the authorship. Appended at the stream's current version, under its
// lock: a comment does not depend on what the commenter saw of the application.
import { randomUUID } from "node:crypto";
import { addComment, deleteComment, editComment, type PermitState } from "@ictm/core/domain";
import { transact } from "../db/transact.ts";
import { notFound } from "../http/problem.ts";
import type { Services } from "../services.ts";
import type { StaffSession } from "../staff/store.ts";
import { appendBoardVerdict, lockStatusStep, readOnBoard, stepsOfStatusSteps, type BoardAccess } from "./access.ts";
import { commentsOf, findComment, staffNames } from "./discussion-store.ts";
import { presentComment, type BoardCommentView } from "./present.ts";

export async function listComments(services: Services, session: StaffSession, workflowId: string, applicationId: string): Promise<BoardCommentView[]> {
  const on = await readOnBoard(services.orm, session, applicationId, workflowId);
  return presentComments(services, session, on, await commentsOf(services.orm, applicationId));
}

async function presentComments(services: Services, session: StaffSession, on: BoardAccess & { state: PermitState }, rows: Awaited<ReturnType<typeof commentsOf>>): Promise<BoardCommentView[]> {
  const steps = stepsOfStatusSteps(on.state, on.workflow);
  const names = await staffNames(services.orm, rows.map((row) => row.authorStaffId));
  return rows.map((row) => presentComment(row, steps.get(row.statusStepId) ?? { key: "", name: "" }, names, session.staff.id));
}

/** One comment as its author now sees it (read after the change). */
async function commentView(services: Services, session: StaffSession, applicationId: string, commentId: string): Promise<BoardCommentView> {
  const on = await readOnBoard(services.orm, session, applicationId);
  const row = await findComment(services.orm, commentId);
  if (row === undefined) throw notFound();
  const [view] = await presentComments(services, session, on, [row]);
  if (view === undefined) throw notFound();
  return view;
}

export async function addBoardComment(services: Services, session: StaffSession, statusStepId: string, content: string): Promise<BoardCommentView> {
  const commentId = randomUUID();
  const applicationId = await transact(services.orm, async (tx) => {
    const on = await lockStatusStep(tx, session, statusStepId);
    await appendBoardVerdict(tx, services, on, addComment(on.locked.state, on.context, { statusStepId, commentId, content: content.trim() }));
    return on.applicationId;
  });
  return commentView(services, session, applicationId, commentId);
}

/** Changes (content) or deletes (null) the caller's own comment of this status step. */
export async function changeBoardComment(services: Services, session: StaffSession, statusStepId: string, commentId: string, content: string | null): Promise<BoardCommentView | null> {
  const applicationId = await transact(services.orm, async (tx) => {
    const on = await lockStatusStep(tx, session, statusStepId);
    const { state } = on.locked;
    // A comment of another status step is not found under this one.
    const comment = state.board.comments[commentId];
    if (comment !== undefined && comment.statusStepId !== statusStepId) throw notFound();
    const verdict = content === null ? deleteComment(state, on.context, { commentId }) : editComment(state, on.context, { commentId, content: content.trim() });
    await appendBoardVerdict(tx, services, on, verdict);
    return on.applicationId;
  });
  return content === null ? null : commentView(services, session, applicationId, commentId);
}
