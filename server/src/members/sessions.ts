// The SQL of member sessions: opaque access tokens stored as SHA-256 hashes, with an expiry and a revocation time.
import { and, eq, gt, isNull, ne } from "drizzle-orm";
import { memberSessions, members, type MemberRow } from "../db/schema.ts";
import type { Queryable, Tx } from "../db/connect.ts";
import { days, hashToken, later, newToken } from "./tokens.ts";

export const sessionLifetime = days(30);

export interface MemberSession {
  member: MemberRow;
  tokenHash: string;
}

/** Opens a session and answers the access token; only its hash is stored. */
export async function openSession(tx: Tx, memberId: string, now: Date): Promise<string> {
  const token = newToken();
  await tx.insert(memberSessions).values({
    tokenHash: hashToken(token),
    memberId,
    createdAt: now,
    expiresAt: later(now, sessionLifetime),
  });
  return token;
}

/** The live session of a token: known, not revoked, not expired. */
export async function findLiveSession(db: Queryable, token: string, now: Date): Promise<MemberSession | undefined> {
  const tokenHash = hashToken(token);
  const [found] = await db
    .select({ member: members })
    .from(memberSessions)
    .innerJoin(members, eq(members.id, memberSessions.memberId))
    .where(and(eq(memberSessions.tokenHash, tokenHash), isNull(memberSessions.revokedAt), gt(memberSessions.expiresAt, now)))
    .limit(1);
  return found ? { member: found.member, tokenHash } : undefined;
}

/** True while the session of this token hash is neither revoked nor expired. */
export async function isSessionLive(db: Queryable, tokenHash: string, now: Date): Promise<boolean> {
  const [found] = await db
    .select({ tokenHash: memberSessions.tokenHash })
    .from(memberSessions)
    .where(and(eq(memberSessions.tokenHash, tokenHash), isNull(memberSessions.revokedAt), gt(memberSessions.expiresAt, now)))
    .limit(1);
  return found !== undefined;
}

/** Revokes the session; answers false when it was already revoked (by a sign-out racing this one). */
export async function revokeSession(tx: Tx, tokenHash: string, now: Date): Promise<boolean> {
  const revoked = await tx
    .update(memberSessions)
    .set({ revokedAt: now })
    .where(and(eq(memberSessions.tokenHash, tokenHash), isNull(memberSessions.revokedAt)))
    .returning({ tokenHash: memberSessions.tokenHash });
  return revoked.length > 0;
}

/**
 * Revokes every live session of the member, except the one named by `keep` (the caller of a password change),
 * and answers how many it revoked.
 */
export async function revokeMemberSessions(tx: Tx, memberId: string, now: Date, keep?: string): Promise<number> {
  const live = and(eq(memberSessions.memberId, memberId), isNull(memberSessions.revokedAt), gt(memberSessions.expiresAt, now));
  const revoked = await tx
    .update(memberSessions)
    .set({ revokedAt: now })
    .where(keep === undefined ? live : and(live, ne(memberSessions.tokenHash, keep)))
    .returning({ tokenHash: memberSessions.tokenHash });
  return revoked.length;
}
