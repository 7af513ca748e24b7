// The board as the back-office shows it: columns with their step, roles and the caller's permission, cards with
// the application's record and its status step, comments, attachments, notices and actors. Shapes only: the
// rows come from ./store.ts and the permissions from core's rules; never decides.
import { isOverdue, PERMIT_TYPE_INFO, stepPermission, type StaffRole } from "@ictm/core/domain";
import type { components } from "@ictm/openapi/backoffice.ts";
import type { FileRow, PermitAttachmentRow, PermitCommentRow, WorkflowStepRow } from "../db/schema.ts";
import { fileUrl } from "../files/store.ts";
import type { BoardCardRow, BoardCards } from "./card-rows.ts";
import type { CardRow, WorkflowWithSteps } from "./store.ts";

type Schemas = components["schemas"];
export type KanbanBoardView = Schemas["KanbanBoard"];
export type KanbanCardView = Schemas["KanbanCard"];
export type WorkflowStepView = Schemas["WorkflowStep"];
export type ActorView = Schemas["Actor"];
export type BoardCommentView = Schemas["BoardComment"];
export type BoardAttachmentView = Schemas["BoardAttachment"];
export type StatusStepView = Schemas["StatusStep"];
export type ApplicationRecordView = Schemas["ApplicationRecord"];

export const presentStep = (step: WorkflowStepRow): WorkflowStepView => ({ id: step.id, key: step.key, name: step.name, position: step.position, decisions: step.decisions });

export function presentApplicationRecord(card: CardRow): ApplicationRecordView {
  const info = PERMIT_TYPE_INFO[card.permitType];
  return {
    application: {
      id: card.id,
      reference: card.reference,
      businessName: card.businessName,
      personnelCount: card.personnelCount,
      hasUserGivenEditControl: card.hasUserGivenEditControl,
      submittedAt: (card.submittedAt ?? card.stepEnteredAt ?? new Date(0)).toISOString(),
      finalApprovalDateTime: card.finalApprovalAt?.toISOString() ?? null,
      finalApprovalRemarks: card.finalApprovalRemarks,
      version: card.version,
    },
    permitType: { key: card.permitType, abbreviation: info.abbreviation, name: info.name },
  };
}

export function presentStatusStep(card: CardRow, step: WorkflowStepRow): StatusStepView {
  return {
    id: card.statusStepId ?? "",
    workflowStepId: step.id,
    workflowStepKey: step.key,
    applicationId: card.id,
    enteredAt: (card.stepEnteredAt ?? card.submittedAt ?? new Date(0)).toISOString(),
  };
}

/** A card with its working days in the step and whether that is past the step's target (core's isOverdue). */
export const presentCard = (card: BoardCardRow, step: WorkflowStepRow): KanbanCardView => ({
  applicationRecord: presentApplicationRecord(card),
  statusStep: presentStatusStep(card, step),
  workingDaysInStep: card.workingDaysInStep,
  overdue: isOverdue(card.workingDaysInStep, step.targetWorkingDays),
});

/** The columns the caller's roles may view, in step order, each with its count and first cards (in column order). */
export function presentBoard(workflow: WorkflowWithSteps, roles: readonly StaffRole[], { cards, counts }: BoardCards): KanbanBoardView {
  const columns = workflow.steps.flatMap((step) => {
    const permission = stepPermission(roles, { key: step.key, view: step.viewRoles, act: step.actRoles });
    if (!permission.canView) return [];
    const own = cards.filter((card) => card.step === step.key);
    return [
      {
        workflowStep: presentStep(step),
        viewPermissions: { view: [...step.viewRoles], act: [...step.actRoles] },
        userPermission: permission,
        targetWorkingDays: step.targetWorkingDays,
        cardCount: counts.get(step.key) ?? 0,
        cards: own.map((card) => presentCard(card, step)),
      },
    ];
  });
  return { workflow: { id: workflow.id, name: workflow.name }, columns };
}

/** Who caused a fact: staff by name (from the staff table), the Business by its name, else the system. */
export function presentActor(by: string, names: { staff: ReadonlyMap<string, string>; businessName: string }): ActorView {
  const staffId = /^staff:(.+)$/.exec(by)?.[1];
  if (staffId !== undefined) return { kind: "staff", key: staffId, name: names.staff.get(staffId) ?? "Former staff member" };
  if (by.startsWith("member:")) return { kind: "business", key: null, name: names.businessName };
  return { kind: "system", key: null, name: by.replace(/^system:/, "") };
}

const staffActorView = (staffId: string | null, names: ReadonlyMap<string, string>): ActorView =>
  staffId === null ? { kind: "system", key: null, name: "system" } : { kind: "staff", key: staffId, name: names.get(staffId) ?? "Former staff member" };

export function presentComment(row: PermitCommentRow, step: { key: string; name: string }, names: ReadonlyMap<string, string>, callerId: string): BoardCommentView {
  return {
    id: row.id,
    statusStepId: row.statusStepId,
    workflowStepKey: step.key,
    workflowStepName: step.name,
    commentContent: row.content,
    author: staffActorView(row.authorStaffId, names),
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    isMine: row.authorStaffId === callerId,
  };
}

export function presentAttachment(row: PermitAttachmentRow, file: FileRow, names: ReadonlyMap<string, string>, callerId: string): BoardAttachmentView {
  // The document policy takes no WebP: such a file is not a board attachment.
  if (file.mediaType === "image/webp") throw new Error(`The attachment file ${file.id} is a WebP image`);
  return {
    id: row.id,
    statusStepId: row.statusStepId,
    comment: row.comment,
    file: { mediaId: file.id, mediaName: file.name, mediaUrl: fileUrl(file.id), mediaType: file.mediaType, size: file.size },
    author: staffActorView(row.authorStaffId, names),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    isMine: row.authorStaffId === callerId,
  };
}
