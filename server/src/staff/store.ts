// The SQL of staff and their sessions: opaque tokens stored as SHA-256 hashes, 12 hours, revoked at sign-out.
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Queryable, Tx } from "../db/connect.ts";
import { staff, staffSessions, type StaffRow } from "../db/schema.ts";
import { hashToken, hours, later, newToken } from "../members/tokens.ts";

export const staffSessionLifetime = hours(12);

export interface StaffSession {
  staff: StaffRow;
  tokenHash: string;
}

export async function findStaffByEmail(db: Queryable, email: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.email, email)).limit(1);
  return row;
}

export async function insertStaff(tx: Tx, row: StaffRow): Promise<void> {
  await tx.insert(staff).values(row);
}

export async function lockStaff(tx: Tx, staffId: string): Promise<StaffRow | undefined> {
  const [row] = await tx.select().from(staff).where(eq(staff.id, staffId)).for("update");
  return row;
}

export async function openStaffSession(tx: Tx, staffId: string, now: Date): Promise<string> {
  const token = newToken();
  await tx.insert(staffSessions).values({ tokenHash: hashToken(token), staffId, createdAt: now, expiresAt: later(now, staffSessionLifetime) });
  return token;
}

export async function findLiveStaffSession(db: Queryable, token: string, now: Date): Promise<StaffSession | undefined> {
  const tokenHash = hashToken(token);
  const [found] = await db
    .select({ staff })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.revokedAt), gt(staffSessions.expiresAt, now)))
    .limit(1);
  return found ? { staff: found.staff, tokenHash } : undefined;
}

export async function revokeStaffSession(tx: Tx, tokenHash: string, now: Date): Promise<boolean> {
  const revoked = await tx
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.revokedAt)))
    .returning({ tokenHash: staffSessions.tokenHash });
  return revoked.length > 0;
}
