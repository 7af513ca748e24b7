// Loads the demo members' own pages (demo/pages.ts) and the demo staff, inside the demo seed's transaction. Each
// change appends the event a person's change would, with the demo seed as the actor.
import { randomUUID } from "node:crypto";
import { verificationStream } from "@ictm/core/domain";
import { eq } from "drizzle-orm";
import type { Tx } from "../db/connect.ts";
import { businesses, ictProjects, jobVacancies, savedJobs, type BusinessRow, type MemberRow } from "../db/schema.ts";
import { businessStream, memberActor, memberStream, projectStream, staffActor, vacancyStream } from "../events/vocabulary.ts";
import { recordEvents } from "../events/record.ts";
import { appendToStream } from "../events/store.ts";
import { insertFile, newFileId } from "../files/store.ts";
import { bruneiToday } from "../listings/business-card.ts";
import { hashPassword } from "../members/passwords.ts";
import type { Services } from "../services.ts";
import { insertStaff } from "../staff/store.ts";
import { saveContactDetails } from "../talents/contact-store.ts";
import { updateTalentProfile } from "../talents/store.ts";
import { demoStaff } from "./dataset.ts";
import { pdfDocument } from "./sample-files.ts";
import { demoBusinessProfile, demoBusinessPublicEmail, demoProjects, demoSavedVacancy, demoTalentContact, demoTalentDetails, demoTalentResume, demoVacancies, demoVerification } from "./pages.ts";

const day = 24 * 60 * 60 * 1000;

/** Inserts the demo staff and answers their ids in demoStaff's order (the officer first). */
export async function seedDemoStaff(tx: Tx, now: Date): Promise<string[]> {
  const hashes = await Promise.all(demoStaff.map((person) => hashPassword(person.password)));
  const ids: string[] = [];
  for (const [index, person] of demoStaff.entries()) {
    const id = randomUUID();
    const passwordHash = hashes[index] ?? (await hashPassword(person.password));
    await insertStaff(tx, { id, email: person.email, name: person.name, roles: [...person.roles], passwordHash, createdAt: now });
    ids.push(id);
  }
  return ids;
}

export async function seedTalentPage(tx: Tx, services: Services, talent: MemberRow, actor: string): Promise<void> {
  const now = services.clock.now();
  const { name: _name, summary, ...details } = demoTalentDetails;
  const { skills, ...resume } = demoTalentResume;
  await updateTalentProfile(tx, talent.id, { ...details, summary, skills, resume, profileVisibility: "everyone", showContactDetails: true }, now);
  await saveContactDetails(tx, talent.id, demoTalentContact, now);
  const stream = memberStream(talent.id);
  const recorded = { actor, at: now };
  await recordEvents(tx, stream, [{ type: "v2.TalentProfileDetailsChanged", payload: demoTalentDetails }], recorded);
  await recordEvents(tx, stream, [{ type: "v2.TalentResumeChanged", payload: demoTalentResume }], recorded);
  await recordEvents(tx, stream, [{ type: "v2.ContactDetailsChanged", payload: demoTalentContact }], recorded);
  const privacy = { profileVisibility: "everyone" as const, showContactDetails: true, showResume: true, blockedBusinessKeys: [] };
  await recordEvents(tx, stream, [{ type: "v1.PrivacySettingsChanged", payload: privacy }], recorded);
}

/** The business's profile, approved verification, vacancies and projects; answers the vacancies' ids. */
export async function seedBusinessPage(tx: Tx, services: Services, business: BusinessRow, officerId: string | undefined, actor: string): Promise<string[]> {
  const now = services.clock.now();
  const { website, ...profile } = demoBusinessProfile;
  await tx.update(businesses).set({ ...profile, updatedAt: now }).where(eq(businesses.id, business.id));
  await saveContactDetails(tx, business.memberId, { phone: business.phone, address: business.address, website, linkedinUrl: null, githubUrl: null, publicEmail: demoBusinessPublicEmail }, now);
  const stream = businessStream(business.id);
  const recorded = { actor, at: now };
  const { businessName, businessType, contactPerson } = business;
  await recordEvents(tx, stream, [{ type: "v2.BusinessProfileChanged", payload: { businessName, businessType, contactPerson, description: profile.description, industry: profile.industry, employeeCount: profile.employeeCount } }], recorded);

  const certificate = pdfDocument(`Certificate of Incorporation: ${business.businessName}, ${business.registrationNumber}`);
  const sha256 = await services.blobs.put(certificate);
  const file = await insertFile(tx, { id: newFileId(), sha256, mediaType: "application/pdf", size: certificate.length, name: "certificate-of-incorporation.pdf", ownerMemberId: business.memberId, purpose: "verification-document", createdAt: now });
  // The verification request's own stream (its projector fills verification_requests): asked three days ago, approved yesterday.
  const verification = verificationStream(business.id);
  const asked = { ...demoVerification, documents: [file.id], by: memberActor(business.memberId) };
  await appendToStream(tx, verification, 0, [{ type: "v1.VerificationRequested", payload: asked }], { actor, at: new Date(now.getTime() - 3 * day) });
  const approved = { by: officerId === undefined ? actor : staffActor(officerId) };
  await appendToStream(tx, verification, 1, [{ type: "v1.VerificationApproved", payload: approved }], { actor, at: new Date(now.getTime() - day) });

  const vacancyIds: string[] = [];
  for (const [index, { closesInDays, ...vacancy }] of demoVacancies.entries()) {
    const id = randomUUID();
    const closingDate = bruneiToday(new Date(now.getTime() + closesInDays * day));
    const createdAt = new Date(now.getTime() - (demoVacancies.length - index) * 60_000);
    await tx.insert(jobVacancies).values({ id, businessId: business.id, ...vacancy, closingDate, publishedAt: createdAt, createdAt, updatedAt: createdAt });
    await recordEvents(tx, vacancyStream(id), [{ type: "v1.JobVacancyCreated", payload: { businessKey: business.id, title: vacancy.title, status: vacancy.status, closingDate } }], recorded);
    vacancyIds.push(id);
  }
  for (const [index, project] of demoProjects.entries()) {
    const id = randomUUID();
    const createdAt = new Date(now.getTime() - (demoProjects.length - index) * 60_000);
    await tx.insert(ictProjects).values({ id, businessId: business.id, ...project, publishedAt: createdAt, createdAt, updatedAt: createdAt });
    const payload = { businessKey: business.id, title: project.title, stage: project.stage, isPublished: project.isPublished };
    await recordEvents(tx, projectStream(id), [{ type: "v1.IctProjectCreated", payload }], recorded);
  }
  return vacancyIds;
}

export async function seedSavedJob(tx: Tx, services: Services, talent: MemberRow, vacancyIds: readonly string[], actor: string): Promise<void> {
  const vacancyId = vacancyIds[demoSavedVacancy];
  if (!vacancyId) return;
  const now = services.clock.now();
  await tx.insert(savedJobs).values({ talentId: talent.id, vacancyId, savedAt: now });
  await recordEvents(tx, memberStream(talent.id), [{ type: "v1.JobSaved", payload: { vacancyKey: vacancyId } }], { actor, at: now });
}
