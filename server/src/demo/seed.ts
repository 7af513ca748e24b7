// Loads the demo dataset into an empty database (no members and no workflows): accounts, staff, the signatory
// (demo/signatory.ts), the members' own pages (demo/pages.ts), workflows, the demo Business's applications (their
// final letters signed), a generated population for the searches (demo/population/) and training courses
// (demo/courses.ts). Servers starting together take turns on an advisory lock, so the dataset is loaded once.
import { sql } from "drizzle-orm";
import { createBusinessMember } from "../businesses/register.ts";
import { members, workflows, type BusinessRow, type MemberRow } from "../db/schema.ts";
import { transact } from "../db/transact.ts";
import { populationStream } from "../events/vocabulary.ts";
import { recordEvents } from "../events/record.ts";
import { hashPassword } from "../members/passwords.ts";
import { summaryOfContent } from "../permits/present.ts";
import { registerMember } from "../members/register.ts";
import type { Services } from "../services.ts";
import { insertWorkflowSteps } from "../board/store.ts";
import { insertWorkflow } from "../workflows/store.ts";
import { demoAccounts, demoPopulation, demoStaff, demoWorkflows } from "./dataset.ts";
import { signApprovalLetters, signerFor } from "../signatures/letter-signing.ts";
import { seedDemoCourseRegistrations } from "./course-registrations.ts";
import { seedDemoJobApplications } from "./job-applications.ts";
import { seedDemoCourses } from "./courses.ts";
import { seedDemoPermits, type LetterSigning } from "./permits.ts";
import { loadPopulation } from "./population/load.ts";
import { seedBusinessPage, seedDemoStaff, seedSavedJob, seedTalentPage } from "./seed-pages.ts";
import { seedDemoSignatory } from "./signatory.ts";

const seedLockKey = 7_140_002;
const businessNameOf = (state: Parameters<LetterSigning>[0]): string => summaryOfContent(state.permitType, state.content).businessName;
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
    const staffIds = await seedDemoStaff(tx, now);
    const [officerId] = staffIds;
    const administratorId = staffIds[demoStaff.findIndex((person) => person.roles.some((role) => role === "administrator"))] ?? officerId;
    if (officerId === undefined || administratorId === undefined) throw new Error("The demo has no staff");
    await seedDemoSignatory(tx, services, { ownerStaffId: administratorId, now, actor: demoActor });
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
    // The demo's history is dated days ago, but its signing key is made now: letters are issued now, when they are
    // signed (a letter dated before its key was made would fail the issuer check). The signer first, then the time.
    const signer = await signerFor(tx, services, undefined, demoActor);
    const signedAt = services.clock.now();
    const signLetters: LetterSigning = (state, remarks, by) => signApprovalLetters(tx, signer, { state, businessName: businessNameOf(state), remarks, approvedAt: signedAt, by });
    for (const { business, email, vacancyIds: own } of permitBusinesses) {
      await seedDemoPermits(tx, { business, email, vacancyIds: own, blobs: services.blobs, now, actor: demoActor, signLetters });
    }
    await loadPopulation(tx, { seed: demoPopulation.seed, size: demoPopulation.size, now });
    // Training courses: a few for each demo Business, the rest over the population's businesses (just written).
    const population = { seed: demoPopulation.seed, businesses: demoPopulation.size.businesses };
    const courses = await seedDemoCourses(tx, { demoBusinessIds: permitBusinesses.map(({ business }) => business.id), population, now, actor: demoActor });
    await seedDemoCourseRegistrations(tx, { courseIds: courses.publishedCourseIds, talentIds: talents.map((talent) => talent.id), now, actor: demoActor });
    await seedDemoJobApplications(tx, { vacancyIds, talentIds: talents.map((talent) => talent.id), now, actor: demoActor });
    await recordEvents(tx, populationStream, [{ type: "v1.PopulationGenerated", payload: { seed: demoPopulation.seed, ...demoPopulation.size } }], { actor: demoActor, at: now });
    return true;
  });
}
