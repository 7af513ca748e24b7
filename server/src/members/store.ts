// The SQL of members and their activation tokens. Functions take the drizzle handle or a transaction; use cases
// decide the transaction. E-mails arrive here already normalised (see `normaliseEmail`).
import { and, eq, gt, isNull } from "drizzle-orm";
import { activationTokens, members, type AccountType, type MemberRow } from "../db/schema.ts";
import type { Queryable, Tx } from "../db/connect.ts";

/** E-mails are compared and stored lowercased, so an address has one account whatever its capitals. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findMemberByEmail(db: Queryable, email: string): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.email, email)).limit(1);
  return row;
}

/** Reads the member and locks the row until the transaction ends, so commands on one member take turns. */
export async function lockMember(tx: Tx, memberId: string): Promise<MemberRow | undefined> {
  const [row] = await tx.select().from(members).where(eq(members.id, memberId)).for("update");
  return row;
}

export interface NewMember {
  id: string;
  accountType: AccountType;
  email: string;
  name: string;
  /** Null for a member who signed up with Google or LinkedIn and has not chosen a password. */
  passwordHash: string | null;
  createdAt: Date;
  activatedAt: Date | null;
}

export async function insertMember(tx: Tx, member: NewMember): Promise<MemberRow> {
  const [row] = await tx.insert(members).values(member).returning();
  if (!row) throw new Error("Inserting a member returned no row");
  return row;
}

export async function setPasswordHash(tx: Tx, memberId: string, passwordHash: string): Promise<void> {
  await tx.update(members).set({ passwordHash }).where(eq(members.id, memberId));
}

export async function markActivated(tx: Tx, memberId: string, at: Date): Promise<void> {
  await tx.update(members).set({ activatedAt: at }).where(eq(members.id, memberId));
  // Every other link mailed to this member stops working once the account is active.
  await tx
    .update(activationTokens)
    .set({ usedAt: at })
    .where(and(eq(activationTokens.memberId, memberId), isNull(activationTokens.usedAt)));
}

export async function insertActivationToken(
  tx: Tx,
  token: { tokenHash: string; memberId: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await tx.insert(activationTokens).values(token);
}

/** The member an unused, unexpired activation token belongs to, locking the token row. */
export async function findActivatableMember(tx: Tx, tokenHash: string, now: Date): Promise<MemberRow | undefined> {
  const [found] = await tx
    .select({ member: members })
    .from(activationTokens)
    .innerJoin(members, eq(members.id, activationTokens.memberId))
    .where(and(eq(activationTokens.tokenHash, tokenHash), isNull(activationTokens.usedAt), gt(activationTokens.expiresAt, now)))
    .for("update", { of: activationTokens });
  return found?.member;
}
