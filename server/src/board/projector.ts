// The board's projector: derives permit_status_steps, permit_comments and permit_attachments from the board facts
// of the `permit-<id>` streams, on every append and on a rebuild (registered in server/src/projections.ts). The
// card's place on permit_applications is the permit projector's (../permits/projector.ts). Never decides.
import { applicationIdOfPermitStream, BOARD_EVENT_TYPES, decodePermitEvent } from "@ictm/core/domain";
import type { Tx } from "../db/connect.ts";
import type { Projector } from "../events/projectors.ts";
import type { StoredEvent } from "../events/store.ts";
import {
  projectAttachmentAdded,
  projectAttachmentDeleted,
  projectAttachmentReplaced,
  projectCommentAdded,
  projectCommentDeleted,
  projectCommentEdited,
  projectStepEntered,
} from "./projection-store.ts";

export const boardProjector: Projector = {
  name: "permit-board",
  tables: ["permit_status_steps", "permit_comments", "permit_attachments"],
  handles: BOARD_EVENT_TYPES,
  async apply(tx: Tx, stored: StoredEvent): Promise<void> {
    const applicationId = applicationIdOfPermitStream(stored.stream);
    if (applicationId === undefined) return;
    const event = decodePermitEvent(stored);
    if (event === undefined) throw new Error(`Event ${stored.stream}@${stored.version} (${stored.type}) is not a permit fact`);
    const at = stored.occurredAt;
    switch (event.type) {
      case "v1.CardPlaced": {
        const { statusStepId, workflowId, step } = event.payload;
        await projectStepEntered(tx, { id: statusStepId, applicationId, workflowId, step, at });
        return;
      }
      case "v1.CardMoved": {
        const { statusStepId, workflowId, from, to } = event.payload;
        if (from !== to) await projectStepEntered(tx, { id: statusStepId, applicationId, workflowId, step: to, at });
        return;
      }
      case "v1.CommentAdded":
        await projectCommentAdded(tx, { ...event.payload, id: event.payload.commentId, applicationId, at });
        return;
      case "v1.CommentEdited":
        await projectCommentEdited(tx, event.payload.commentId, event.payload.content, at);
        return;
      case "v1.CommentDeleted":
        await projectCommentDeleted(tx, event.payload.commentId);
        return;
      case "v1.AttachmentAdded":
        await projectAttachmentAdded(tx, { ...event.payload, id: event.payload.attachmentId, applicationId, at });
        return;
      case "v1.AttachmentReplaced":
        await projectAttachmentReplaced(tx, event.payload.attachmentId, { ...event.payload, at });
        return;
      case "v1.AttachmentDeleted":
        await projectAttachmentDeleted(tx, event.payload.attachmentId);
        return;
      default:
        // Notices to the applicant are read from the stream (the panel lists them from the facts).
        return;
    }
  },
};
