// Boards for the board's tests: the default workflow's board as a person with some roles sees it, with cards,
// built the way the server presents it (columns the roles view, in step order, their permission in each), and
// fast-check arbitraries of such boards. Test-only.
import fc from "fast-check";
import type { NewStoreEvent } from "../events/client-event.ts";
import { stepPermission } from "../board/board-rules.ts";
import type { ApplicantNotice, ApplicationRecord, BoardApplication, BoardAttachment, BoardComment, KanbanBoard, KanbanCard, StaffPermitFormRecord } from "../board/board-records.ts";
import { DEFAULT_WORKFLOW_ID, WORK_PERMIT_STEPS } from "../board/work-permit-steps.ts";
import { STAFF_ROLES, type StaffRole } from "../staff/roles.ts";

/** A uuid made from a number, so generated ids are valid record keys and readable in a failure. */
export const uuidOf = (n: number, prefix = "a"): string => `${prefix.padEnd(8, "0").slice(0, 8)}-0000-4000-8000-${String(n).padStart(12, "0")}`;

export const stepIdOf = (key: string): string => uuidOf(WORK_PERMIT_STEPS.findIndex((step) => step.key === key) + 1, "5");

export const recordOf = (id: string, changes: Partial<ApplicationRecord["application"]> = {}): ApplicationRecord => ({
  application: {
    id,
    reference: `PVV-2026-${id.slice(-4)}`,
    businessName: "DataWorks Sdn Bhd",
    personnelCount: 1,
    hasUserGivenEditControl: false,
    submittedAt: "2026-11-20T08:00:00.000Z",
    finalApprovalDateTime: null, finalApprovalRemarks: null,
    version: 3,
    ...changes,
  },
  permitType: { key: "pvv", abbreviation: "PVV", name: "Professional Visit Visa" },
});

export const cardOfRecord = (stepKey: string, record: ApplicationRecord): KanbanCard => ({
  applicationRecord: record,
  statusStep: {
    id: uuidOf(Number.parseInt(record.application.id.slice(-6), 10), "c"),
    workflowStepId: stepIdOf(stepKey),
    workflowStepKey: stepKey,
    applicationId: record.application.id,
    enteredAt: "2026-11-20T09:00:00.000Z",
  },
  workingDaysInStep: 1,
  overdue: false,
});

/** The board as `roles` see it, with the cards (application ids, in order) of each step. */
export const boardOf = (
  roles: readonly StaffRole[],
  cards: Readonly<Record<string, readonly string[]>>,
  records: Readonly<Record<string, Partial<ApplicationRecord["application"]>>> = {},
): KanbanBoard => ({
  workflow: { id: DEFAULT_WORKFLOW_ID, name: "Work Permits" },
  columns: WORK_PERMIT_STEPS.flatMap((step, i) =>
    stepPermission(roles, step).canView
      ? [
          {
            workflowStep: { id: stepIdOf(step.key), key: step.key, name: step.name, position: i + 1, decisions: [...step.decisions] },
            targetWorkingDays: step.targetWorkingDays,
            viewPermissions: { view: [...step.view], act: [...step.act] },
            userPermission: stepPermission(roles, step),
            cardCount: (cards[step.key] ?? []).length,
            cards: (cards[step.key] ?? []).map((id) => cardOfRecord(step.key, recordOf(id, records[id]))),
          },
        ]
      : [],
  ),
});

export const arbitraryRoles: fc.Arbitrary<StaffRole[]> = fc.subarray([...STAFF_ROLES], { minLength: 1 });
export const arbitraryStepKey: fc.Arbitrary<string> = fc.constantFrom(...WORK_PERMIT_STEPS.map((step) => step.key));

/** A board for some roles with up to `max` cards spread over the steps (ids 1..n). */
export const arbitraryBoard = (max = 12) =>
  fc
    .tuple(arbitraryRoles, fc.array(arbitraryStepKey, { maxLength: max }), fc.array(fc.boolean(), { minLength: max, maxLength: max }))
    .map(([roles, steps, editControl]) => {
      const cards: Record<string, string[]> = {};
      const records: Record<string, Partial<ApplicationRecord["application"]>> = {};
      steps.forEach((step, i) => {
        const id = uuidOf(i + 1);
        (cards[step] ??= []).push(id);
        // Every other card has its final approval given (the move rule's gate out of Final approval).
        records[id] = { hasUserGivenEditControl: editControl[i] === true, version: i + 2, finalApprovalDateTime: i % 2 === 0 ? null : "2026-11-20T00:00:00Z" };
      });
      return { roles, board: boardOf(roles, cards, records) };
    });

/** Every application id on a board, column by column. */
export const idsOf = (board: KanbanBoard): string[][] =>
  board.columns.map((column) => column.cards.map((card) => card.applicationRecord.application.id));

const staffActor = { kind: "staff" as const, key: "3f2504e0-4f89-41d3-9a0c-0305e82c3301", name: "Officer Hamid" };

/** The side panel's application in `stepKey`, with the status steps of `visited` (its own step last). */
export const boardApplicationOf = (
  id: string,
  stepKey: string,
  changes: Partial<ApplicationRecord["application"]> = {},
): BoardApplication => {
  const card = cardOfRecord(stepKey, recordOf(id, changes));
  const step = WORK_PERMIT_STEPS.find((candidate) => candidate.key === stepKey);
  return {
    applicationRecord: card.applicationRecord,
    statusStep: card.statusStep,
    workflowStep: { id: stepIdOf(stepKey), key: stepKey, name: step?.name ?? stepKey, position: WORK_PERMIT_STEPS.findIndex((candidate) => candidate.key === stepKey) + 1, decisions: [...(step?.decisions ?? [])] },
    userPermission: { canView: true, canAct: true },
    decisions: [...(step?.decisions ?? [])],
    businessId: uuidOf(7, "b"),
    editControl: { withApplicant: changes.hasUserGivenEditControl ?? false, comment: null },
    vacancy: null,
    history: [],
    notices: [],
    statusSteps: [{ id: card.statusStep.id, workflowStepKey: stepKey, workflowStepName: step?.name ?? stepKey }],
  };
};

export const aBoardComment = (id: string, statusStepId: string, commentContent: string): BoardComment => ({
  id,
  statusStepId,
  workflowStepKey: "screening",
  workflowStepName: "Screening",
  commentContent,
  author: staffActor,
  createdAt: "2026-11-23T10:00:00.000Z",
  editedAt: null,
  isMine: true,
});

export const aBoardAttachment = (id: string, statusStepId: string, comment: string): BoardAttachment => ({
  id,
  statusStepId,
  comment,
  file: { mediaId: "f1le1d0000000000abcd", mediaName: "letter.pdf", mediaUrl: "/api/v1/files/f1le1d0000000000abcd", mediaType: "application/pdf", size: 12 },
  author: staffActor,
  createdAt: "2026-11-23T10:00:00.000Z",
  updatedAt: "2026-11-23T10:00:00.000Z",
  isMine: true,
});

export const aNotice = (statusStepId: string, comment: string): ApplicantNotice => ({
  statusStepId,
  stepName: "Screening",
  comment,
  at: "2026-11-23T10:00:00.000Z",
  by: staffActor,
});

const someId = fc.constantFrom(...Array.from({ length: 4 }, (_, i) => uuidOf(i + 1)));
const someStep = fc.constantFrom(...Array.from({ length: 2 }, (_, i) => uuidOf(i + 1, "c")));
const text = fc.string({ maxLength: 12 });
const boards = arbitraryBoard(4).map(({ board }) => board);
const panels = fc.tuple(someId, arbitraryStepKey, fc.boolean(), fc.integer({ min: 1, max: 9 })).map(([id, step, given, version]) =>
  boardApplicationOf(id, step, { hasUserGivenEditControl: given, version }),
);

/** Any of the board's client events, on ids that meet, for the whole-core replay and `--events` properties. */
export const arbitraryBoardEvent: fc.Arbitrary<NewStoreEvent> = fc.oneof(
  fc.record({ type: fc.constant("v1.KanbanBoardLoaded" as const), payload: fc.record({ workflowId: fc.constant(DEFAULT_WORKFLOW_ID), board: boards }) }),
  fc.record({
    type: fc.constant("v1.BoardCardMoveStarted" as const),
    payload: fc.record({ workflowId: fc.constant(DEFAULT_WORKFLOW_ID), applicationId: someId, toStep: arbitraryStepKey, beforeId: fc.option(someId, { nil: null }) }),
  }),
  fc.record({
    type: fc.constant("v1.BoardCardMoveSettled" as const),
    payload: fc.record({ workflowId: fc.constant(DEFAULT_WORKFLOW_ID), applicationId: someId, board: boards }),
  }),
  fc.record({ type: fc.constant("v1.BoardCardMoveRolledBack" as const), payload: fc.record({ workflowId: fc.constant(DEFAULT_WORKFLOW_ID), applicationId: someId }) }),
  fc.record({ type: fc.constant("v1.BoardApplicationLoaded" as const), payload: fc.record({ application: panels }) }),
  fc.record({ type: fc.constant("v1.BoardEditControlChanged" as const), payload: fc.record({ given: fc.boolean(), application: panels }) }),
  fc.record({
    type: fc.constant("v1.StaffPermitFormRecordLoaded" as const),
    payload: someId.map((id) => ({ applicationId: id, record: staffFormRecordOf(id) })),
  }),
  fc.record({
    type: fc.constant("v1.BoardCommentsLoaded" as const),
    payload: fc.record({
      workflowId: fc.constant(DEFAULT_WORKFLOW_ID),
      applicationId: someId,
      comments: fc.array(fc.tuple(someId, someStep, text).map(([id, step, content]) => aBoardComment(id, step, content)), { maxLength: 3 }),
    }),
  }),
  fc.record({ type: fc.constant("v1.BoardCommentAdded" as const), payload: fc.record({ comment: fc.tuple(someId, someStep, text).map(([id, step, content]) => aBoardComment(id, step, content)) }) }),
  fc.record({ type: fc.constant("v1.BoardCommentEdited" as const), payload: fc.record({ comment: fc.tuple(someId, someStep, text).map(([id, step, content]) => aBoardComment(id, step, content)) }) }),
  fc.record({ type: fc.constant("v1.BoardCommentDeleted" as const), payload: fc.record({ commentId: someId }) }),
  fc.record({
    type: fc.constant("v1.BoardAttachmentsLoaded" as const),
    payload: fc.record({
      statusStepId: someStep,
      attachments: fc.array(fc.tuple(someId, someStep, text).map(([id, step, comment]) => aBoardAttachment(id, step, comment)), { maxLength: 3 }),
    }),
  }),
  fc.record({ type: fc.constant("v1.BoardAttachmentAdded" as const), payload: fc.record({ attachment: fc.tuple(someId, someStep, text).map(([id, step, comment]) => aBoardAttachment(id, step, comment)) }) }),
  fc.record({ type: fc.constant("v1.BoardAttachmentReplaced" as const), payload: fc.record({ attachment: fc.tuple(someId, someStep, text).map(([id, step, comment]) => aBoardAttachment(id, step, comment)) }) }),
  fc.record({ type: fc.constant("v1.BoardAttachmentDeleted" as const), payload: fc.record({ attachmentId: someId }) }),
  fc.record({ type: fc.constant("v1.BoardApplicantNotified" as const), payload: fc.record({ notice: fc.tuple(someStep, text).map(([step, comment]) => aNotice(step, comment)) }) }),
  fc.record({ type: fc.constant("v1.StaffSignedOut" as const), payload: fc.constant({}) }),
);

/** An application's form record as staff read it: a submitted pvv with no content yet. */
export const staffFormRecordOf = (id: string): StaffPermitFormRecord => ({
  form: { permitType: "pvv", content: {} },
  files: [],
  application: {
    id, reference: "PVV-2026-0001", permitType: "pvv", status: "submitted", hasUserGivenEditControl: false, currentStep: "screening",
    businessName: "DataWorks Sdn Bhd", personnelCount: 1, createdAt: "2026-11-20T08:00:00.000Z", updatedAt: "2026-11-20T08:00:00.000Z",
    submittedAt: "2026-11-20T08:00:00.000Z", version: 3, editControlComment: null, vacancy: null,
  },
  auditTrailRecords: [],
});
