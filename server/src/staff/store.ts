// The SQL of staff and their sessions: opaque tokens stored as SHA-256 hashes, 12 hours, revoked at sign-out and
// when the password is reset. Roles are stored in core's STAFF_ROLES order.
import { and, asc, eq, gt, isNull } from "drizzle-orm";
import type { StaffRole } from "@ictm/core/domain";
import type { Queryable, Tx } from "../db/connect.ts";
import { staff, staffSessions, type StaffRow } from "../db/schema.ts";
import { hashToken, hours, later, newToken } from "../members/tokens.ts";

export const staffSessionLifetime = hours(12);

export interface StaffSession {
  /** The staff member as the token's lookup found them: their roles are the ones in force for this call. */
  staff: StaffRow;
  tokenHash: string;
}

export async function findStaffByEmail(db: Queryable, email: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.email, email)).limit(1);
  return row;
}

export async function listStaffRows(db: Queryable): Promise<StaffRow[]> {
  return db.select().from(staff).orderBy(asc(staff.name), asc(staff.email));
}

export async function insertStaff(tx: Tx, row: StaffRow): Promise<void> {
  await tx.insert(staff).values(row);
}

export async function lockStaff(tx: Tx, staffId: string): Promise<StaffRow | undefined> {
  const [row] = await tx.select().from(staff).where(eq(staff.id, staffId)).for("update");
  return row;
}

export async function updateStaffRoles(tx: Tx, staffId: string, roles: StaffRole[]): Promise<void> {
  await tx.update(staff).set({ roles }).where(eq(staff.id, staffId));
}

export async function updateStaffPassword(tx: Tx, staffId: string, passwordHash: string): Promise<void> {
  await tx.update(staff).set({ passwordHash }).where(eq(staff.id, staffId));
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

/** Signs the staff member out everywhere; answers how many live sessions ended. */
export async function revokeAllStaffSessions(tx: Tx, staffId: string, now: Date): Promise<number> {
  const revoked = await tx
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt), gt(staffSessions.expiresAt, now)))
    .returning({ tokenHash: staffSessions.tokenHash });
  return revoked.length;
}
