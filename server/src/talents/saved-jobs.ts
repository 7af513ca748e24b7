// Use cases: a Talent saves a published vacancy, removes one, and lists them (most recently saved first, closed
// ones too). Saving twice changes nothing; an unknown or unpublished vacancy is "not found".
import { and, desc, eq } from "drizzle-orm";
import type { Tx } from "../db/connect.ts";
import { jobVacancies, savedJobs } from "../db/schema.ts";
import { transact } from "../db/transact.ts";
import { memberActor, memberStream } from "../events/vocabulary.ts";
import { recordEvents } from "../events/record.ts";
import { notFound } from "../http/problem.ts";
import { presentVacancy, type JobVacancyView } from "../listings/present.ts";
import { listSavedVacancies } from "../listings/vacancy-store.ts";
import { lockMember } from "../members/store.ts";
import type { Services } from "../services.ts";

export async function listSavedJobs(services: Services, talentId: string): Promise<JobVacancyView[]> {
  const now = services.clock.now();
  return (await listSavedVacancies(services.orm, talentId)).map((row) => presentVacancy(row, now));
}

export async function saveJob(services: Services, talentId: string, vacancyId: string): Promise<{ savedJobKeys: string[] }> {
  const now = services.clock.now();
  return transact(services.orm, async (tx) => {
    await lockMember(tx, talentId);
    const [vacancy] = await tx.select({ status: jobVacancies.status }).from(jobVacancies).where(eq(jobVacancies.id, vacancyId)).limit(1);
    if (!vacancy || vacancy.status !== "published") throw notFound();
    const inserted = await tx.insert(savedJobs).values({ talentId, vacancyId, savedAt: now }).onConflictDoNothing().returning({ vacancyId: savedJobs.vacancyId });
    if (inserted.length > 0) {
      await recordEvents(tx, memberStream(talentId), [{ type: "v1.JobSaved", payload: { vacancyKey: vacancyId } }], { actor: memberActor(talentId), at: now });
    }
    return { savedJobKeys: await savedKeys(tx, talentId) };
  });
}

export async function unsaveJob(services: Services, talentId: string, vacancyId: string): Promise<{ savedJobKeys: string[] }> {
  const now = services.clock.now();
  return transact(services.orm, async (tx) => {
    await lockMember(tx, talentId);
    const removed = await tx
      .delete(savedJobs)
      .where(and(eq(savedJobs.talentId, talentId), eq(savedJobs.vacancyId, vacancyId)))
      .returning({ vacancyId: savedJobs.vacancyId });
    if (removed.length > 0) {
      await recordEvents(tx, memberStream(talentId), [{ type: "v1.JobUnsaved", payload: { vacancyKey: vacancyId } }], { actor: memberActor(talentId), at: now });
    }
    return { savedJobKeys: await savedKeys(tx, talentId) };
  });
}

async function savedKeys(tx: Tx, talentId: string): Promise<string[]> {
  const rows = await tx.select({ vacancyId: savedJobs.vacancyId }).from(savedJobs).where(eq(savedJobs.talentId, talentId)).orderBy(desc(savedJobs.savedAt), desc(savedJobs.vacancyId));
  return rows.map((row) => row.vacancyId);
}
