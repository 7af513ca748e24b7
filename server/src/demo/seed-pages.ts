// Loads the demo members' own pages (demo/pages.ts) and the demo staff, inside the demo seed's transaction. Each
// change appends the event a person's change would, with the demo seed as the actor.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Tx } from "../db/connect.ts";
import { businesses, ictProjects, jobVacancies, savedJobs, type BusinessRow, type MemberRow } from "../db/schema.ts";
import { appendEvent, businessStream, memberStream, projectStream, vacancyStream } from "../events/append.ts";
import { putBlob } from "../files/blobs.ts";
import { insertFile, newFileId } from "../files/store.ts";
import { bruneiToday } from "../listings/business-card.ts";
import { hashPassword } from "../members/passwords.ts";
import type { Services } from "../services.ts";
import { insertStaff } from "../staff/store.ts";
import { saveContactDetails } from "../talents/contact-store.ts";
import { updateTalentProfile } from "../talents/store.ts";
import { recordDecision, savePendingRequest } from "../verification/store.ts";
import { demoStaff } from "./dataset.ts";
import { demoBusinessProfile, demoProjects, demoSavedVacancy, demoTalentContact, demoTalentDetails, demoTalentResume, demoVacancies, demoVerification } from "./pages.ts";

const day = 24 * 60 * 60 * 1000;

export async function seedDemoStaff(tx: Tx, now: Date): Promise<string[]> {
  const ids: string[] = [];
  for (const person of demoStaff) {
    const id = randomUUID();
    await insertStaff(tx, { id, email: person.email, name: person.name, role: person.role, passwordHash: await hashPassword(person.password), createdAt: now });
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
  const recorded = { stream: memberStream(talent.id), actor, at: now };
  await appendEvent(tx, { type: "v1.TalentProfileDetailsChanged", payload: { ...demoTalentDetails, summaryLength: summary.length } }, recorded);
  const counts = { education: resume.education.length, workExperience: resume.workExperience.length, certifications: resume.certifications.length, languages: resume.languages.length };
  await appendEvent(tx, { type: "v1.TalentResumeChanged", payload: { skills, ...counts } }, recorded);
  await appendEvent(tx, { type: "v1.ContactDetailsChanged", payload: { filled: ["phone", "address", "linkedinUrl", "githubUrl"] } }, recorded);
  const privacy = { profileVisibility: "everyone" as const, showContactDetails: true, showResume: true, blockedBusinessKeys: [] };
  await appendEvent(tx, { type: "v1.PrivacySettingsChanged", payload: privacy }, recorded);
}

/** The business's profile, approved verification, vacancies and projects; answers the vacancies' ids. */
export async function seedBusinessPage(tx: Tx, services: Services, business: BusinessRow, officerId: string | undefined, actor: string): Promise<string[]> {
  const now = services.clock.now();
  const { website, ...profile } = demoBusinessProfile;
  await tx.update(businesses).set({ ...profile, updatedAt: now }).where(eq(businesses.id, business.id));
  await saveContactDetails(tx, business.memberId, { phone: business.phone, address: business.address, website, linkedinUrl: null, githubUrl: null }, now);
  const recorded = { stream: businessStream(business.id), actor, at: now };
  const { businessName, businessType, contactPerson } = business;
  await appendEvent(tx, { type: "v1.BusinessProfileChanged", payload: { businessName, businessType, contactPerson, industry: profile.industry, employeeCount: profile.employeeCount } }, recorded);

  const certificate = Buffer.from(certificatePdf(business.businessName, business.registrationNumber), "latin1");
  const sha256 = await putBlob(services.config.dataDir, certificate);
  const file = await insertFile(tx, { id: newFileId(), sha256, mediaType: "application/pdf", size: certificate.length, name: "certificate-of-incorporation.pdf", ownerMemberId: business.memberId, purpose: "verification-document", createdAt: now });
  await savePendingRequest(tx, { businessId: business.id, ...demoVerification, submittedAt: new Date(now.getTime() - 3 * day) }, [file.id]);
  await recordDecision(tx, business.id, { status: "approved", decidedAt: new Date(now.getTime() - day), decidedBy: officerId ?? null, reason: null });
  await appendEvent(tx, { type: "v1.VerificationRequested", payload: { applicantName: demoVerification.applicantName, applicantPosition: demoVerification.applicantPosition, documents: [file.id], resubmitted: false } }, recorded);
  await appendEvent(tx, { type: "v1.VerificationDecided", payload: { decision: "approved", reason: null, staffKey: officerId ?? null } }, recorded);

  const vacancyIds: string[] = [];
  for (const [index, { closesInDays, ...vacancy }] of demoVacancies.entries()) {
    const id = randomUUID();
    const closingDate = bruneiToday(new Date(now.getTime() + closesInDays * day));
    const createdAt = new Date(now.getTime() - (demoVacancies.length - index) * 60_000);
    await tx.insert(jobVacancies).values({ id, businessId: business.id, ...vacancy, closingDate, publishedAt: createdAt, createdAt, updatedAt: createdAt });
    await appendEvent(tx, { type: "v1.JobVacancyCreated", payload: { businessKey: business.id, title: vacancy.title, status: vacancy.status, closingDate } }, { ...recorded, stream: vacancyStream(id) });
    vacancyIds.push(id);
  }
  for (const [index, project] of demoProjects.entries()) {
    const id = randomUUID();
    const createdAt = new Date(now.getTime() - (demoProjects.length - index) * 60_000);
    await tx.insert(ictProjects).values({ id, businessId: business.id, ...project, publishedAt: createdAt, createdAt, updatedAt: createdAt });
    const payload = { businessKey: business.id, title: project.title, stage: project.stage, isPublished: project.isPublished };
    await appendEvent(tx, { type: "v1.IctProjectCreated", payload }, { ...recorded, stream: projectStream(id) });
  }
  return vacancyIds;
}

export async function seedSavedJob(tx: Tx, services: Services, talent: MemberRow, vacancyIds: readonly string[], actor: string): Promise<void> {
  const vacancyId = vacancyIds[demoSavedVacancy];
  if (!vacancyId) return;
  const now = services.clock.now();
  await tx.insert(savedJobs).values({ talentId: talent.id, vacancyId, savedAt: now });
  await appendEvent(tx, { type: "v1.JobSaved", payload: { vacancyKey: vacancyId } }, { stream: memberStream(talent.id), actor, at: now });
}

/** A one-page PDF standing in for the business's certificate of incorporation. */
function certificatePdf(businessName: string, registrationNumber: string): string {
  const text = `Certificate of Incorporation: ${businessName}, ${registrationNumber}`.replace(/[()\\]/g, "");
  const stream = `BT /F1 14 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  return `${body}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
}
