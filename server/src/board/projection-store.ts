// The board projection's writes: an application's status steps (one per step it has entered, with when it first
// and last entered), the live comments and the live attachments of each. Called by ./projector.ts only; the
// stream `permit-<id>` is the truth and a rebuild replays it here.
import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../db/connect.ts";
import { permitAttachments, permitComments, permitStatusSteps, workflowSteps } from "../db/schema.ts";

/** The staff member's id in an actor `staff:<uuid>`; null for anyone else. */
export const staffIdOf = (by: string): string | null => /^staff:([0-9a-f-]{36})$/i.exec(by)?.[1] ?? null;

export async function projectStepEntered(tx: Tx, entry: { id: string; applicationId: string; workflowId: string; step: string; at: Date }): Promise<void> {
  const workflowStepId = sql<string | null>`(select ${workflowSteps.id} from ${workflowSteps} where ${and(eq(workflowSteps.workflowId, entry.workflowId), eq(workflowSteps.key, entry.step))})`;
  await tx
    .insert(permitStatusSteps)
    .values({ id: entry.id, applicationId: entry.applicationId, stepKey: entry.step, workflowStepId, firstEnteredAt: entry.at, lastEnteredAt: entry.at })
    .onConflictDoUpdate({ target: permitStatusSteps.id, set: { lastEnteredAt: entry.at } });
}

export async function projectCommentAdded(tx: Tx, row: { id: string; applicationId: string; statusStepId: string; content: string; by: string; at: Date }): Promise<void> {
  const { id, applicationId, statusStepId, content, by, at } = row;
  await tx.insert(permitComments).values({ id, applicationId, statusStepId, content, authorStaffId: staffIdOf(by), createdAt: at, editedAt: null }).onConflictDoNothing();
}

export async function projectCommentEdited(tx: Tx, id: string, content: string, at: Date): Promise<void> {
  await tx.update(permitComments).set({ content, editedAt: at }).where(eq(permitComments.id, id));
}

export async function projectCommentDeleted(tx: Tx, id: string): Promise<void> {
  await tx.delete(permitComments).where(eq(permitComments.id, id));
}

export async function projectAttachmentAdded(tx: Tx, row: { id: string; applicationId: string; statusStepId: string; fileId: string; comment: string; by: string; at: Date }): Promise<void> {
  const { id, applicationId, statusStepId, fileId, comment, by, at } = row;
  await tx.insert(permitAttachments).values({ id, applicationId, statusStepId, fileId, comment, authorStaffId: staffIdOf(by), createdAt: at, updatedAt: at }).onConflictDoNothing();
}

export async function projectAttachmentReplaced(tx: Tx, id: string, change: { fileId: string; comment: string; at: Date }): Promise<void> {
  await tx.update(permitAttachments).set({ fileId: change.fileId, comment: change.comment, updatedAt: change.at }).where(eq(permitAttachments.id, id));
}

export async function projectAttachmentDeleted(tx: Tx, id: string): Promise<void> {
  await tx.delete(permitAttachments).where(eq(permitAttachments.id, id));
}
