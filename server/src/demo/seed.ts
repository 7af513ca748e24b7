// Loads the demo dataset into an empty database (no members and no workflows): accounts, staff, the members' own
// pages (demo/pages.ts), workflows and a generated population for the searches (demo/population/). Servers
// starting together take turns on an advisory lock, so the dataset is loaded once.
import { sql } from "drizzle-orm";
import { createBusinessMember } from "../businesses/register.ts";
import { members, workflows, type BusinessRow, type MemberRow } from "../db/schema.ts";
import { transact } from "../db/transact.ts";
import { populationStream } from "../events/vocabulary.ts";
import { recordEvents } from "../events/record.ts";
import { hashPassword } from "../members/passwords.ts";
import { registerMember } from "../members/register.ts";
import type { Services } from "../services.ts";
import { insertWorkflowSteps } from "../board/store.ts";
import { insertWorkflow } from "../workflows/store.ts";
import { demoAccounts, demoPopulation, demoWorkflows } from "./dataset.ts";
import { seedDemoPermits } from "./permits.ts";
import { loadPopulation } from "./population/load.ts";
import { seedBusinessPage, seedDemoStaff, seedSavedJob, seedTalentPage } from "./seed-pages.ts";

const seedLockKey = 7_140_002;
export const demoActor = "system:demo-seed";

/** Answers true when it loaded the dataset, false when the database already held data. */
export async function seedDemoData(services: Services): Promise<boolean> {
  const hashes = await Promise.all(demoAccounts.map((account) => hashPassword(account.password)));
  return transact(services.orm, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
    const [memberCount] = await tx.select({ n: sql<number>`count(*)::int` }).from(members);
    const [workflowCount] = await tx.select({ n: sql<number>`count(*)::int` }).from(workflows);
    if ((memberCount?.n ?? 0) > 0 || (workflowCount?.n ?? 0) > 0) return false;
    const now = services.clock.now();
    const [officerId] = await seedDemoStaff(tx, now);
    const talents: MemberRow[] = [];
    const vacancyIds: string[] = [];
    const permitBusinesses: Array<{ business: BusinessRow; email: string; vacancyIds: string[] }> = [];
    for (const [index, account] of demoAccounts.entries()) {
      const passwordHash = hashes[index] ?? (await hashPassword(account.password));
      const { accountType, email, name } = account;
      const activatedAt = account.activated ? now : null;
      if ("business" in account) {
        const { business } = await createBusinessMember(tx, services, { email, passwordHash, activatedAt, registration: account.business, actor: demoActor });
        const own = await seedBusinessPage(tx, services, business, officerId, demoActor);
        vacancyIds.push(...own);
        permitBusinesses.push({ business, email, vacancyIds: own });
      } else {
        const talent = await registerMember(tx, services, { accountType, email, name, passwordHash, activatedAt, actor: demoActor });
        await seedTalentPage(tx, services, talent, demoActor);
        talents.push(talent);
      }
    }
    for (const talent of talents) await seedSavedJob(tx, services, talent, vacancyIds, demoActor);
    for (const { steps, ...workflow } of demoWorkflows) {
      await insertWorkflow(tx, { ...workflow, permitTypes: [...workflow.permitTypes] });
      await insertWorkflowSteps(tx, workflow.id, steps);
    }
    for (const { business, email, vacancyIds: own } of permitBusinesses) {
      await seedDemoPermits(tx, { business, email, vacancyIds: own, dataDir: services.config.dataDir, now, actor: demoActor });
    }
    await loadPopulation(tx, { seed: demoPopulation.seed, size: demoPopulation.size, now });
    await recordEvents(tx, populationStream, [{ type: "v1.PopulationGenerated", payload: { seed: demoPopulation.seed, ...demoPopulation.size } }], { actor: demoActor, at: now });
    return true;
  });
}
