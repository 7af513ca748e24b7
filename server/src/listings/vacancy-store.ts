// The SQL of job vacancies, each read together with its business's card (name, logo, verified).
import { and, desc, eq, gte, inArray } from "drizzle-orm";
import type { Queryable, Tx } from "../db/connect.ts";
import { businesses, jobVacancies, savedJobs, verificationRequests, type JobVacancyRow } from "../db/schema.ts";
import { businessCardColumns, verificationOfBusiness, type BusinessCard } from "./business-card.ts";

export type VacancyWithBusiness = { vacancy: JobVacancyRow; business: BusinessCard };

function selectVacancies(db: Queryable) {
  return db
    .select({ vacancy: jobVacancies, business: businessCardColumns })
    .from(jobVacancies)
    .innerJoin(businesses, eq(businesses.id, jobVacancies.businessId))
    .leftJoin(verificationRequests, verificationOfBusiness);
}

export async function insertVacancy(tx: Tx, row: JobVacancyRow): Promise<void> {
  await tx.insert(jobVacancies).values(row);
}

export async function updateVacancy(tx: Tx, id: string, change: Omit<JobVacancyRow, "id" | "businessId" | "createdAt">): Promise<void> {
  await tx.update(jobVacancies).set(change).where(eq(jobVacancies.id, id));
}

export async function lockVacancy(tx: Tx, id: string): Promise<JobVacancyRow | undefined> {
  const [row] = await tx.select().from(jobVacancies).where(eq(jobVacancies.id, id)).for("update");
  return row;
}

export async function findVacancy(db: Queryable, id: string): Promise<VacancyWithBusiness | undefined> {
  const [row] = await selectVacancies(db).where(eq(jobVacancies.id, id)).limit(1);
  return row;
}

export async function listBusinessVacancies(db: Queryable, businessId: string): Promise<VacancyWithBusiness[]> {
  return selectVacancies(db).where(eq(jobVacancies.businessId, businessId)).orderBy(desc(jobVacancies.createdAt), desc(jobVacancies.id));
}

/** Published vacancies whose closing date (a Brunei date) is today or later. */
export async function listOpenVacancies(db: Queryable, businessId: string, today: string): Promise<VacancyWithBusiness[]> {
  return selectVacancies(db)
    .where(and(eq(jobVacancies.businessId, businessId), eq(jobVacancies.status, "published"), gte(jobVacancies.closingDate, today)))
    .orderBy(desc(jobVacancies.createdAt), desc(jobVacancies.id));
}

/** The vacancies a Talent saved that are (or were) published, most recently saved first. */
export async function listSavedVacancies(db: Queryable, talentId: string): Promise<VacancyWithBusiness[]> {
  return selectVacancies(db)
    .innerJoin(savedJobs, eq(savedJobs.vacancyId, jobVacancies.id))
    .where(and(eq(savedJobs.talentId, talentId), inArray(jobVacancies.status, ["published", "closed"])))
    .orderBy(desc(savedJobs.savedAt), desc(jobVacancies.id));
}
