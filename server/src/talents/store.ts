// The SQL of Talent profiles: details, resume, privacy settings (queryable columns) and blocked businesses.
// Every Talent has a row from registration on; `ensureTalentProfile` creates it for any Talent that lacks one.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Queryable, Tx } from "../db/connect.ts";
import { businesses, talentBlockedBusinesses, talentProfiles, type TalentProfileRow } from "../db/schema.ts";

export type TalentProfileChange = Partial<Omit<TalentProfileRow, "memberId" | "updatedAt">>;

/** The profile a Talent starts with: visible to signed-in businesses, contact details hidden, resume shown. */
export function defaultTalentProfile(memberId: string, now: Date): TalentProfileRow {
  return {
    memberId,
    headline: "",
    summary: "",
    district: null,
    nationality: null,
    availability: "immediately",
    yearsOfExperience: 0,
    resume: { education: [], workExperience: [], certifications: [], languages: [] },
    skills: [],
    profileVisibility: "signed-in-businesses",
    showContactDetails: false,
    showResume: true,
    updatedAt: now,
  };
}

export async function ensureTalentProfile(tx: Tx, memberId: string, now: Date): Promise<void> {
  await tx.insert(talentProfiles).values(defaultTalentProfile(memberId, now)).onConflictDoNothing();
}

export async function findTalentProfile(db: Queryable, memberId: string): Promise<TalentProfileRow | undefined> {
  const [row] = await db.select().from(talentProfiles).where(eq(talentProfiles.memberId, memberId)).limit(1);
  return row;
}

export async function updateTalentProfile(tx: Tx, memberId: string, change: TalentProfileChange, now: Date): Promise<void> {
  await tx.update(talentProfiles).set({ ...change, updatedAt: now }).where(eq(talentProfiles.memberId, memberId));
}

export interface BlockedBusinessView {
  key: string;
  businessName: string;
}

export async function listBlockedBusinesses(db: Queryable, talentId: string): Promise<BlockedBusinessView[]> {
  return db
    .select({ key: businesses.id, businessName: businesses.businessName })
    .from(talentBlockedBusinesses)
    .innerJoin(businesses, eq(businesses.id, talentBlockedBusinesses.businessId))
    .where(eq(talentBlockedBusinesses.talentId, talentId))
    .orderBy(asc(businesses.businessName));
}

export async function replaceBlockedBusinesses(tx: Tx, talentId: string, businessIds: readonly string[]): Promise<void> {
  await tx.delete(talentBlockedBusinesses).where(eq(talentBlockedBusinesses.talentId, talentId));
  if (businessIds.length > 0) await tx.insert(talentBlockedBusinesses).values(businessIds.map((businessId) => ({ talentId, businessId })));
}

/** The ids among these that name a business. */
export async function existingBusinessIds(db: Queryable, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: businesses.id }).from(businesses).where(inArray(businesses.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

export async function isBlocked(db: Queryable, talentId: string, businessId: string): Promise<boolean> {
  const [row] = await db
    .select({ talentId: talentBlockedBusinesses.talentId })
    .from(talentBlockedBusinesses)
    .where(and(eq(talentBlockedBusinesses.talentId, talentId), eq(talentBlockedBusinesses.businessId, businessId)))
    .limit(1);
  return row !== undefined;
}
