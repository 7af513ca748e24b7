// The board's back-office operations: the kanban board and moves, the side panel's application, form record,
// discussion, attachments, notices and edit control. Every call needs a staff token; what the caller may see and
// do is their roles' against the workflow's steps (./access.ts). No rules here: the use cases decide.
import { BoardCommentForm, StaffCommentForm } from "@ictm/core/domain";
import type { operations } from "@ictm/openapi/backoffice.ts";
import type { Handlers } from "../contract/bind.ts";
import { withForm } from "../contract/form.ts";
import { tagVersion } from "../http/if-match.ts";
import type { Services } from "../services.ts";
import { requireStaff } from "../staff/authenticate.ts";
import type { StaffSession } from "../staff/store.ts";
import { readBoardApplication, readStaffFormRecord } from "./application.ts";
import { addBoardAttachment, deleteBoardAttachment, listAttachments, replaceBoardAttachment } from "./attachments.ts";
import { readBoard } from "./board.ts";
import { addBoardComment, changeBoardComment, listComments } from "./comments.ts";
import { changeEditControl } from "./edit-control.ts";
import { moveBoardCard } from "./move.ts";
import { notifyBoardApplicant } from "./notify.ts";

export type BoardOperations =
  | "getKanbanBoard"
  | "getBoardApplication"
  | "moveBoardCard"
  | "getStaffPermitFormRecord"
  | "listBoardComments"
  | "addBoardComment"
  | "editBoardComment"
  | "deleteBoardComment"
  | "notifyApplicant"
  | "listBoardAttachments"
  | "addBoardAttachment"
  | "replaceBoardAttachment"
  | "deleteBoardAttachment"
  | "giveEditControl"
  | "takeEditControl";

type BoardHandlers = Pick<Handlers<operations, StaffSession>, BoardOperations>;

export function boardHandlers(services: Services): BoardHandlers {
  const db = services.orm;
  const editControl = (change: "give" | "take"): BoardHandlers["giveEditControl"] =>
    withForm(() => StaffCommentForm, async ({ session, params, body, request, reply }) => {
      const caller = requireStaff(session);
      const applicationId = await changeEditControl(services, caller, params.stepId, change, body.comment, request);
      const application = await readBoardApplication(services, caller, applicationId);
      tagVersion(reply, application.applicationRecord.application.version);
      return { status: 200, body: { data: application } };
    });
  return {
    getKanbanBoard: async ({ session, params, query }) => ({
      status: 200,
      body: { data: await readBoard(db, requireStaff(session), params.workflowId, query.cardsPerColumn, services.clock.now()) },
    }),
    getBoardApplication: async ({ session, params, reply }) => {
      const application = await readBoardApplication(services, requireStaff(session), params.id, params.workflowId);
      tagVersion(reply, application.applicationRecord.application.version);
      return { status: 200, body: { data: application } };
    },
    moveBoardCard: async ({ session, params, query, request }) => {
      const caller = requireStaff(session);
      const before = query.sortBeforeItemId === undefined || query.sortBeforeItemId === "" ? null : query.sortBeforeItemId;
      const workflowId = await moveBoardCard(services, caller, { applicationId: params.id, to: params.stepKey, before }, request);
      return { status: 200, body: { data: await readBoard(db, caller, workflowId, query.cardsPerColumn, services.clock.now()) } };
    },
    getStaffPermitFormRecord: async ({ session, params, reply }) => {
      const record = await readStaffFormRecord(services, requireStaff(session), params.type, params.id);
      tagVersion(reply, record.application.version);
      return { status: 200, body: { data: record } };
    },
    listBoardComments: async ({ session, params }) => ({ status: 200, body: { data: await listComments(services, requireStaff(session), params.workflowId, params.id) } }),
    addBoardComment: withForm(() => BoardCommentForm, async ({ session, params, body }) => ({
      status: 201,
      body: { data: await addBoardComment(services, requireStaff(session), params.stepId, body.commentContent) },
    })),
    editBoardComment: withForm(() => BoardCommentForm, async ({ session, params, body }) => {
      const comment = await changeBoardComment(services, requireStaff(session), params.stepId, params.commentId, body.commentContent);
      if (comment === null) throw new Error("An edited comment answers itself");
      return { status: 200, body: { data: comment } };
    }),
    deleteBoardComment: async ({ session, params }) => {
      await changeBoardComment(services, requireStaff(session), params.stepId, params.commentId, null);
      return { status: 200, body: { data: { deleted: true } } };
    },
    notifyApplicant: withForm(() => StaffCommentForm, async ({ session, params, body }) => ({
      status: 200,
      body: { data: await notifyBoardApplicant(services, requireStaff(session), params.stepId, body.comment) },
    })),
    listBoardAttachments: async ({ session, params }) => ({ status: 200, body: { data: await listAttachments(services, requireStaff(session), params.stepId) } }),
    addBoardAttachment: async ({ session, params, request }) => ({ status: 201, body: { data: await addBoardAttachment(services, requireStaff(session), params.stepId, request) } }),
    replaceBoardAttachment: async ({ session, params, request }) => ({
      status: 200,
      body: { data: await replaceBoardAttachment(services, requireStaff(session), params.attachmentId, request) },
    }),
    deleteBoardAttachment: withForm(() => StaffCommentForm, async ({ session, params, body }) => {
      await deleteBoardAttachment(services, requireStaff(session), params.attachmentId, body.comment);
      return { status: 200, body: { data: { deleted: true } } };
    }),
    giveEditControl: editControl("give"),
    takeEditControl: editControl("take"),
  };
}
