// The SQL of the permit projection: permit_applications (one row per application, as its stream's facts leave it)
// and permit_files (the files it holds now), plus the reference counter a creation takes a number from. Only the
// projector writes the projection; queries read it. The stream `permit-<id>` is the truth.
import { and, asc, desc, eq, getTableColumns, inArray, ne, sql, type SQL } from "drizzle-orm";
import { PERMIT_TYPES, type PermitType } from "@ictm/core/domain";
import type { Queryable, Tx } from "../db/connect.ts";
import { files, jobVacancies, permitApplications, permitFiles, permitReferenceCounters, workflowSteps, type FileRow, type PermitApplicationRow } from "../db/schema.ts";

/** An application's row with the name of its board step (what the Business reads as where it stands). */
export type PermitRow = PermitApplicationRow & { readonly currentStepName: string | null };

const withStepName = { ...getTableColumns(permitApplications), currentStepName: workflowSteps.name };
const stepOfRow = and(eq(workflowSteps.workflowId, permitApplications.workflowId), eq(workflowSteps.key, permitApplications.currentStep));

export async function findPermit(db: Queryable, applicationId: string): Promise<PermitRow | undefined> {
  const [row] = await db.select(withStepName).from(permitApplications).leftJoin(workflowSteps, stepOfRow).where(eq(permitApplications.id, applicationId)).limit(1);
  return row;
}

/** A business's applications, the most recently changed first; archived ones only when asked. */
export async function listPermitsOfBusiness(db: Queryable, businessId: string, includeArchived: boolean): Promise<PermitRow[]> {
  const own = eq(permitApplications.businessId, businessId);
  return db
    .select(withStepName)
    .from(permitApplications)
    .leftJoin(workflowSteps, stepOfRow)
    .where(includeArchived ? own : and(own, ne(permitApplications.status, "archived")))
    .orderBy(desc(permitApplications.updatedAt), asc(permitApplications.reference));
}

/** The application's files, in upload order, with the time each was uploaded. */
export async function filesOfPermit(db: Queryable, applicationId: string): Promise<Array<{ file: FileRow; uploadedAt: Date }>> {
  return db
    .select({ file: files, uploadedAt: permitFiles.uploadedAt })
    .from(permitFiles)
    .innerJoin(files, eq(files.id, permitFiles.fileId))
    .where(eq(permitFiles.applicationId, applicationId))
    .orderBy(asc(permitFiles.uploadedAt), asc(permitFiles.fileId));
}

/** The ids of the business's job vacancies (any status): what an lpa application may name. */
export async function vacancyIdsOfBusiness(db: Queryable, businessId: string): Promise<Set<string>> {
  const rows = await db.select({ id: jobVacancies.id }).from(jobVacancies).where(eq(jobVacancies.businessId, businessId));
  return new Set(rows.map((row) => row.id));
}

export async function findVacancyOfBusiness(db: Queryable, vacancyId: string, businessId: string) {
  const [row] = await db
    .select({ id: jobVacancies.id, title: jobVacancies.title, status: jobVacancies.status, publishedAt: jobVacancies.publishedAt })
    .from(jobVacancies)
    .where(and(eq(jobVacancies.id, vacancyId), eq(jobVacancies.businessId, businessId)))
    .limit(1);
  return row;
}

/** The next number of a type's references in a year, taken in the caller's transaction (the row stays locked). */
export async function takeReferenceNumber(tx: Tx, permitType: PermitType, year: number): Promise<number> {
  const [row] = await tx
    .insert(permitReferenceCounters)
    .values({ permitType, year, last: 1 })
    .onConflictDoUpdate({ target: [permitReferenceCounters.permitType, permitReferenceCounters.year], set: { last: sql`${permitReferenceCounters.last} + 1` } })
    .returning({ last: permitReferenceCounters.last });
  if (row === undefined) throw new Error(`No reference number for ${permitType} ${year}`);
  return row.last;
}

// Projection writes: called by projector.ts only.

export async function projectCreated(tx: Tx, row: PermitApplicationRow): Promise<void> {
  await tx.insert(permitApplications).values(row).onConflictDoUpdate({ target: permitApplications.id, set: row });
  await tx.delete(permitFiles).where(eq(permitFiles.applicationId, row.id));
}

export async function projectChange(tx: Tx, applicationId: string, change: Partial<Omit<PermitApplicationRow, "id">> & Pick<PermitApplicationRow, "version">): Promise<void> {
  await tx.update(permitApplications).set(change).where(eq(permitApplications.id, applicationId));
}

type Summary = Partial<Pick<PermitApplicationRow, "businessName" | "personnelCount">>;

/** `case permit_type when … then <the value this section gives for that type, else the column's own> end`. */
function perTypeValue<K extends keyof Summary>(summaries: Readonly<Record<PermitType, Summary>>, key: K, column: typeof permitApplications.businessName | typeof permitApplications.personnelCount): SQL {
  const branches = PERMIT_TYPES.map((type) => {
    const value = summaries[type][key];
    return sql`when ${type} then ${value === undefined ? column : value}`;
  });
  return sql`(case ${permitApplications.permitType} ${sql.join(branches, sql` `)} else ${column} end)`;
}

/** Saves a section's values, and the business name and head count when the section holds them for the row's type. */
export async function projectSection(tx: Tx, applicationId: string, section: string, values: Record<string, unknown>, at: { version: number; updatedAt: Date }, summaries: Readonly<Record<PermitType, Summary>>): Promise<void> {
  const summary = {
    businessName: perTypeValue(summaries, "businessName", permitApplications.businessName),
    personnelCount: sql`${perTypeValue(summaries, "personnelCount", permitApplications.personnelCount)}::int`,
  };
  await tx
    .update(permitApplications)
    .set({ content: sql`jsonb_set(${permitApplications.content}, array[${section}]::text[], ${JSON.stringify(values)}::jsonb, true)`, ...at, ...summary })
    .where(eq(permitApplications.id, applicationId));
}

export async function projectFileAdded(tx: Tx, applicationId: string, fileId: string, uploadedAt: Date): Promise<void> {
  await tx.insert(permitFiles).values({ applicationId, fileId, uploadedAt }).onConflictDoNothing();
}

export async function projectFileRemoved(tx: Tx, applicationId: string, fileIds: readonly string[]): Promise<void> {
  if (fileIds.length === 0) return;
  await tx.delete(permitFiles).where(and(eq(permitFiles.applicationId, applicationId), inArray(permitFiles.fileId, [...fileIds])));
}
