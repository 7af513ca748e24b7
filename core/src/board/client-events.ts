// The board area's client events: staff load a workflow's board and move its cards (optimistically), open an
// application in the side panel, discuss, attach, notify the applicant and give or take edit control.
// Definitions only; the board stores fold them. The server's stream facts are ./events.ts, whose names these never reuse.
import { Schema } from "effect";
import { contractShape, defineEvent } from "../events/define-event.ts";
import type { ApplicantNotice, BoardApplication, BoardAttachment, BoardComment, KanbanBoard, StaffPermitFormRecord } from "./board-records.ts";

/** The name each board query reports under, so its store can follow its status. */
export const BOARD_QUERIES = {
  kanbanBoard: "queries.loadKanbanBoard",
  boardApplication: "queries.loadBoardApplication",
  staffFormRecord: "queries.loadStaffFormRecord",
  boardComments: "queries.loadBoardComments",
  boardAttachments: "queries.loadBoardAttachments",
} as const;

const KanbanBoardShape = contractShape<KanbanBoard>("KanbanBoard", { workflow: true, columns: true });
const BoardApplicationShape = contractShape<BoardApplication>("BoardApplication", {
  applicationRecord: true, statusStep: true, workflowStep: true, userPermission: true, decisions: true, businessId: true, editControl: true,
  vacancy: true, history: true, notices: true, statusSteps: true,
});
const StaffFormRecordShape = contractShape<StaffPermitFormRecord>("PermitFormRecord", {
  form: true, files: true, application: true, auditTrailRecords: true,
});
const BoardCommentShape = contractShape<BoardComment>("BoardComment", {
  id: true, statusStepId: true, workflowStepKey: true, workflowStepName: true, commentContent: true, author: true,
  createdAt: true, editedAt: true, isMine: true,
});
const BoardAttachmentShape = contractShape<BoardAttachment>("BoardAttachment", {
  id: true, statusStepId: true, comment: true, file: true, author: true, createdAt: true, updatedAt: true, isMine: true,
});
const ApplicantNoticeShape = contractShape<ApplicantNotice>("ApplicantNotice", {
  statusStepId: true, stepName: true, comment: true, at: true, by: true,
});

const Id = Schema.String;

export const boardClientEvents = [
  defineEvent(
    "v1.KanbanBoardLoaded",
    Schema.Struct({ workflowId: Id, board: KanbanBoardShape, cardsPerColumn: Schema.optional(Schema.Number) }),
  ),
  /** Shown at once: the card left its column and entered `toStep` before `beforeId` (last when null). */
  defineEvent(
    "v1.BoardCardMoveStarted",
    Schema.Struct({ workflowId: Id, applicationId: Id, toStep: Schema.String, beforeId: Schema.NullOr(Id) }),
  ),
  /** The server took the move and answered its board. */
  defineEvent("v1.BoardCardMoveSettled", Schema.Struct({ workflowId: Id, applicationId: Id, board: KanbanBoardShape })),
  /** The server refused the move (or did not answer): the board is as it was before the move started. */
  defineEvent("v1.BoardCardMoveRolledBack", Schema.Struct({ workflowId: Id, applicationId: Id })),
  defineEvent("v1.BoardApplicationLoaded", Schema.Struct({ application: BoardApplicationShape })),
  defineEvent("v1.StaffPermitFormRecordLoaded", Schema.Struct({ applicationId: Id, record: StaffFormRecordShape })),
  defineEvent(
    "v1.BoardCommentsLoaded",
    Schema.Struct({ workflowId: Id, applicationId: Id, comments: Schema.Array(BoardCommentShape) }),
  ),
  defineEvent("v1.BoardCommentAdded", Schema.Struct({ comment: BoardCommentShape })),
  defineEvent("v1.BoardCommentEdited", Schema.Struct({ comment: BoardCommentShape })),
  defineEvent("v1.BoardCommentDeleted", Schema.Struct({ commentId: Id })),
  defineEvent("v1.BoardAttachmentsLoaded", Schema.Struct({ statusStepId: Id, attachments: Schema.Array(BoardAttachmentShape) })),
  defineEvent("v1.BoardAttachmentAdded", Schema.Struct({ attachment: BoardAttachmentShape })),
  defineEvent("v1.BoardAttachmentReplaced", Schema.Struct({ attachment: BoardAttachmentShape })),
  defineEvent("v1.BoardAttachmentDeleted", Schema.Struct({ attachmentId: Id })),
  defineEvent("v1.BoardApplicantNotified", Schema.Struct({ notice: ApplicantNoticeShape })),
  /** Staff gave (`given`) or took back edit control; `application` is the server's answer after the change. */
  defineEvent("v1.BoardEditControlChanged", Schema.Struct({ given: Schema.Boolean, application: BoardApplicationShape })),
] as const;
