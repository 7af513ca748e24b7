// The SQL of password reset tokens: stored as SHA-256 hashes with a one-hour expiry, used once.
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Orm, Tx } from "../db/connect.ts";
import { members, passwordResetTokens, type MemberRow } from "../db/schema.ts";

export async function insertResetToken(tx: Tx, token: { tokenHash: string; memberId: string; createdAt: Date; expiresAt: Date }): Promise<void> {
  await tx.insert(passwordResetTokens).values(token);
}

/** The member an unused, unexpired reset token belongs to, locking the token row (inside a transaction). */
export async function findResettableMember(tx: Tx | Orm, tokenHash: string, now: Date): Promise<MemberRow | undefined> {
  const [found] = await tx
    .select({ member: members })
    .from(passwordResetTokens)
    .innerJoin(members, eq(members.id, passwordResetTokens.memberId))
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
    .for("update", { of: passwordResetTokens });
  return found?.member;
}

/** Uses up every outstanding reset link of the member: the one just opened and any older one still in a mailbox. */
export async function useUpResetTokens(tx: Tx, memberId: string, at: Date): Promise<void> {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: at })
    .where(and(eq(passwordResetTokens.memberId, memberId), isNull(passwordResetTokens.usedAt)));
}
