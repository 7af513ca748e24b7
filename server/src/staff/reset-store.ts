// The SQL of staff password links: stored as SHA-256 hashes with an expiry, used once; opening one uses up every
// other outstanding link of the same staff member.
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Orm, Tx } from "../db/connect.ts";
import { staff, staffPasswordResets, type StaffRow } from "../db/schema.ts";
import { hashToken, later, newToken } from "../members/tokens.ts";

/** Stores a new link for the staff member and answers its token (only the hash is kept). */
export async function issueStaffPasswordToken(tx: Tx, staffId: string, now: Date, validMs: number): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = later(now, validMs);
  await tx.insert(staffPasswordResets).values({ tokenHash: hashToken(token), staffId, createdAt: now, expiresAt });
  return { token, expiresAt };
}

/** The staff member an unused, unexpired token belongs to, locking the token row. */
export async function findResettableStaff(tx: Tx | Orm, token: string, now: Date): Promise<StaffRow | undefined> {
  const [found] = await tx
    .select({ staff })
    .from(staffPasswordResets)
    .innerJoin(staff, eq(staff.id, staffPasswordResets.staffId))
    .where(and(eq(staffPasswordResets.tokenHash, hashToken(token)), isNull(staffPasswordResets.usedAt), gt(staffPasswordResets.expiresAt, now)))
    .for("update", { of: staffPasswordResets });
  return found?.staff;
}

export async function useUpStaffPasswordTokens(tx: Tx, staffId: string, at: Date): Promise<void> {
  await tx
    .update(staffPasswordResets)
    .set({ usedAt: at })
    .where(and(eq(staffPasswordResets.staffId, staffId), isNull(staffPasswordResets.usedAt)));
}
