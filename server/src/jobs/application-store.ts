// The SQL of job applications: the projection `job_applications` (one row per `job-application-<id>` stream, as its
// latest facts leave it), the reads of it, and the counts a vacancy's own Business sees. Only the projector writes
// the table; never decides: the streams are the truth.
import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Queryable, Tx } from "../db/connect.ts";
import { jobApplications, jobVacancies, talentProfiles, type JobApplicationRow } from "../db/schema.ts";

/** The unique partial index (migration 0018) that keeps one application not withdrawn per Talent and vacancy. */
export const LIVE_APPLICATION_INDEX = "job_applications_live_idx";

export async function findApplication(db: Queryable, id: string): Promise<JobApplicationRow | undefined> {
  const [row] = await db.select().from(jobApplications).where(eq(jobApplications.id, id)).limit(1);
  return row;
}

/** The Talent's application for the vacancy that is not withdrawn, if any. */
export async function findLiveApplication(db: Queryable, vacancyId: string, talentId: string): Promise<JobApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(jobApplications)
    .where(and(eq(jobApplications.vacancyId, vacancyId), eq(jobApplications.talentId, talentId), ne(jobApplications.status, "withdrawn")))
    .limit(1);
  return row;
}

/** The Talent's applications in every status, newest first. */
export async function listTalentApplications(db: Queryable, talentId: string): Promise<JobApplicationRow[]> {
  return db.select().from(jobApplications).where(eq(jobApplications.talentId, talentId)).orderBy(desc(jobApplications.appliedAt), desc(jobApplications.id));
}

/** Whether a file is the attachment of an application to one of the business's vacancies. */
export async function isAttachmentOfBusiness(db: Queryable, fileId: string, businessId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .innerJoin(jobVacancies, eq(jobVacancies.id, jobApplications.vacancyId))
    .where(and(eq(jobApplications.attachmentFileId, fileId), eq(jobVacancies.businessId, businessId)))
    .limit(1);
  return row !== undefined;
}

export interface ApplicantTotals {
  /** Applications not withdrawn. */
  total: number;
  /** Of them, by talents of Brunei nationality. */
  local: number;
}

/** The applicants counts of each vacancy (those without applications are absent: zero). */
export async function applicantTotals(db: Queryable, vacancyIds: readonly string[]): Promise<Map<string, ApplicantTotals>> {
  if (vacancyIds.length === 0) return new Map();
  const rows = await db
    .select({
      vacancyId: jobApplications.vacancyId,
      total: sql<number>`count(*)::int`,
      local: sql<number>`(count(*) filter (where ${talentProfiles.nationality} = 'BN'))::int`,
    })
    .from(jobApplications)
    .leftJoin(talentProfiles, eq(talentProfiles.memberId, jobApplications.talentId))
    .where(and(inArray(jobApplications.vacancyId, [...vacancyIds]), ne(jobApplications.status, "withdrawn")))
    .groupBy(jobApplications.vacancyId);
  return new Map(rows.map((row) => [row.vacancyId, { total: Number(row.total), local: Number(row.local) }]));
}

// Projection writes: called by application-projector.ts only.

export async function projectApplied(tx: Tx, row: JobApplicationRow): Promise<void> {
  await tx.insert(jobApplications).values(row);
}

export async function projectApplicationChange(tx: Tx, id: string, change: Partial<Pick<JobApplicationRow, "status" | "decidedAt" | "note">> & { version: number }): Promise<void> {
  await tx.update(jobApplications).set(change).where(eq(jobApplications.id, id));
}
