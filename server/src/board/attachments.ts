// Staff's attachments per status step: list, attach a file with a comment, replace or delete your own with a
// comment. The file goes through the one upload mechanism (the document policy: PDF, PNG or JPEG up to 10 MB, its
// type read from the content) and is stored as a staff-owned 'board-attachment', served to staff only. Appended
// at the stream's current version under its lock; core's deciders check the status step and the authorship.
import { randomUUID } from "node:crypto";
import { addAttachment, AttachmentCommentForm, COMMENT_LIMIT, deleteAttachment, formVerdict, replaceAttachment } from "@ictm/core/domain";
import type { FastifyRequest } from "fastify";
import type { Tx } from "../db/connect.ts";
import { transact } from "../db/transact.ts";
import { documentPolicy } from "../files/policy.ts";
import { refuseUnsafeFields } from "../files/receive.ts";
import { receiveUpload, saveUpload } from "../files/upload.ts";
import { filesRejected, notFound, validationFailed } from "../http/problem.ts";
import type { Services } from "../services.ts";
import type { StaffSession } from "../staff/store.ts";
import { appendBoardVerdict, boardProblem, lockOnBoard, readOnBoard, type LockedOnBoard } from "./access.ts";
import { attachmentsOfStep, findAttachment, staffNames } from "./discussion-store.ts";
import { presentAttachment, type BoardAttachmentView } from "./present.ts";
import { applicationOfStatusStep } from "./store.ts";

export const attachmentFileField = "File";
export const attachmentCommentField = "Comment";

/** The application of a status step the caller may see; not found otherwise. */
async function visibleApplicationOfStep(services: Services, session: StaffSession, statusStepId: string): Promise<string> {
  const applicationId = await applicationOfStatusStep(services.orm, statusStepId);
  if (applicationId === undefined) throw notFound();
  await readOnBoard(services.orm, session, applicationId);
  return applicationId;
}

export async function listAttachments(services: Services, session: StaffSession, statusStepId: string): Promise<BoardAttachmentView[]> {
  await visibleApplicationOfStep(services, session, statusStepId);
  const rows = await attachmentsOfStep(services.orm, statusStepId);
  const names = await staffNames(services.orm, rows.map((row) => row.attachment.authorStaffId));
  return rows.map((row) => presentAttachment(row.attachment, row.file, names, session.staff.id));
}

async function attachmentView(services: Services, session: StaffSession, attachmentId: string): Promise<BoardAttachmentView> {
  const row = await findAttachment(services.orm, attachmentId);
  if (row === undefined) throw notFound();
  const names = await staffNames(services.orm, [row.attachment.authorStaffId]);
  return presentAttachment(row.attachment, row.file, names, session.staff.id);
}

/** The file and comment of the multipart form; the comment judged by core's AttachmentCommentForm. */
async function receiveAttachment(request: FastifyRequest) {
  // A comment of COMMENT_LIMIT characters may take four bytes each.
  const upload = await receiveUpload(request, { policy: documentPolicy, files: { [attachmentFileField]: 1 }, fields: { [attachmentCommentField]: COMMENT_LIMIT * 4 + 64 } });
  const [file] = upload.files;
  if (file === undefined) throw filesRejected(400);
  const comment = upload.fields[attachmentCommentField] ?? "";
  const problems = formVerdict(AttachmentCommentForm, { comment });
  if (Object.keys(problems).length > 0) throw validationFailed({ [attachmentCommentField]: [...(problems["comment"] ?? Object.values(problems).flat())] });
  refuseUnsafeFields(upload.fields);
  return { file, comment: comment.trim() };
}

type Received = Awaited<ReturnType<typeof receiveAttachment>>;

/** Stores the file for the staff member once the decider accepts the change (asked first with no file). */
async function storeWhenAllowed(tx: Tx, services: Services, on: LockedOnBoard, received: Received, decide: (fileId: string) => ReturnType<typeof addAttachment>): Promise<void> {
  const allowed = decide("");
  if (!allowed.ok) throw boardProblem(allowed.refusal);
  const stored = await saveUpload(tx, services, received.file, { ownerStaff: on.staffId, purpose: "board-attachment" });
  await appendBoardVerdict(tx, services, on, decide(stored.id));
}

export async function addBoardAttachment(services: Services, session: StaffSession, statusStepId: string, request: FastifyRequest): Promise<BoardAttachmentView> {
  const applicationId = await visibleApplicationOfStep(services, session, statusStepId);
  const received = await receiveAttachment(request);
  const attachmentId = randomUUID();
  await transact(services.orm, async (tx) => {
    const on = await lockOnBoard(tx, session, applicationId);
    await storeWhenAllowed(tx, services, on, received, (fileId) => addAttachment(on.locked.state, on.context, { statusStepId, attachmentId, fileId, comment: received.comment }));
  });
  return attachmentView(services, session, attachmentId);
}

/** The application of an attachment the caller may see; not found otherwise. */
async function visibleApplicationOfAttachment(services: Services, session: StaffSession, attachmentId: string): Promise<string> {
  const row = await findAttachment(services.orm, attachmentId);
  if (row === undefined) throw notFound();
  await readOnBoard(services.orm, session, row.attachment.applicationId);
  return row.attachment.applicationId;
}

export async function replaceBoardAttachment(services: Services, session: StaffSession, attachmentId: string, request: FastifyRequest): Promise<BoardAttachmentView> {
  const applicationId = await visibleApplicationOfAttachment(services, session, attachmentId);
  const received = await receiveAttachment(request);
  await transact(services.orm, async (tx) => {
    const on = await lockOnBoard(tx, session, applicationId);
    await storeWhenAllowed(tx, services, on, received, (fileId) => replaceAttachment(on.locked.state, on.context, { attachmentId, fileId, comment: received.comment }));
  });
  return attachmentView(services, session, attachmentId);
}

export async function deleteBoardAttachment(services: Services, session: StaffSession, attachmentId: string, comment: string): Promise<void> {
  const applicationId = await visibleApplicationOfAttachment(services, session, attachmentId);
  await transact(services.orm, async (tx) => {
    const on = await lockOnBoard(tx, session, applicationId);
    await appendBoardVerdict(tx, services, on, deleteAttachment(on.locked.state, on.context, { attachmentId, comment: comment.trim() }));
  });
}
