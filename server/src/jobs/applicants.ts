// Use cases of the Business that owns a vacancy: its applicants (filtered by status, a page, with the counts by
// status) and the decisions on them (shortlist, decline) with an optional note. Another Business's vacancy is "not
// found". The fact, its projection and the mail to the Talent (through the outbox) are written in one transaction.
import { applicantNoteOf, decideJobApplicant, type JobApplicationStatus, type PageRequest } from "@ictm/core/domain";
import type { components } from "@ictm/openapi/portal.ts";
import { eq } from "drizzle-orm";
import type { Queryable } from "../db/connect.ts";
import { members, type BusinessRow } from "../db/schema.ts";
import { transact } from "../db/transact.ts";
import { appendToStream } from "../events/store.ts";
import { memberActor } from "../events/vocabulary.ts";
import { findFiles, presentFile } from "../files/store.ts";
import { notFound } from "../http/problem.ts";
import { findVacancy, type VacancyWithBusiness } from "../listings/vacancy-store.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { pageOf } from "../search/paging.ts";
import type { Services } from "../services.ts";
import { applicationRefusal, lockApplication } from "./application-aggregate.ts";
import { applicantDecisionMail } from "./application-mail.ts";
import { findApplication } from "./application-store.ts";
import { applicantPage, applicantStatusCounts, findApplicant, type ApplicantFilter, type ApplicantRow } from "./applicant-store.ts";

export type JobApplicantView = components["schemas"]["JobApplicant"];
export type JobApplicantPageView = components["schemas"]["JobApplicantPage"];

/** What the listing and the export are asked: the contract's query. */
export interface ApplicantQuery {
  readonly status?: ReadonlyArray<JobApplicationStatus> | undefined;
}

/** The vacancy when it is this Business's; "not found" otherwise (another's vacancy is not revealed). */
export async function ownVacancy(db: Queryable, business: BusinessRow, vacancyId: string): Promise<VacancyWithBusiness> {
  const found = await findVacancy(db, vacancyId);
  if (found?.vacancy.businessId !== business.id) throw notFound();
  return found;
}

export const applicantFilterOf = (business: BusinessRow, vacancyId: string, query: ApplicantQuery): ApplicantFilter => ({
  vacancyId,
  businessId: business.id,
  statuses: [...new Set(query.status ?? [])],
});

export async function listJobApplicants(services: Services, business: BusinessRow, vacancyId: string, query: ApplicantQuery, page: PageRequest): Promise<JobApplicantPageView> {
  await ownVacancy(services.orm, business, vacancyId);
  const { rows, count } = await applicantPage(services.orm, applicantFilterOf(business, vacancyId, query), page);
  const counts = await applicantStatusCounts(services.orm, vacancyId);
  return { ...pageOf(await presentApplicants(services.orm, rows), count, page), counts };
}

/** Shortlists or declines one of the vacancy's applications, mailing the talent (with the note, if any). */
export async function decideJobApplicantOf(
  services: Services,
  business: BusinessRow,
  vacancyId: string,
  applicationId: string,
  decision: "shortlisted" | "declined",
  sentNote: string | null | undefined,
): Promise<JobApplicantView> {
  const by = memberActor(business.memberId);
  const note = applicantNoteOf(sentNote);
  await transact(services.orm, async (tx) => {
    const vacancy = await ownVacancy(tx, business, vacancyId);
    const row = await findApplication(tx, applicationId);
    if (row?.vacancyId !== vacancyId) throw notFound();
    const current = await lockApplication(tx, applicationId);
    const verdict = decideJobApplicant(current.state, decision, note, by);
    if (!verdict.ok) throw applicationRefusal(verdict.refusal);
    await appendToStream(tx, current.stream, current.version, verdict.events, { actor: by, at: services.clock.now() });
    const [talent] = await tx.select({ email: members.email, name: members.name }).from(members).where(eq(members.id, row.talentId));
    if (talent) {
      const mail = { to: talent.email, talentName: talent.name, vacancyTitle: vacancy.vacancy.title, businessName: vacancy.business.businessName };
      await enqueueMail(tx, applicantDecisionMail({ ...mail, decision, note, publicUrl: services.config.publicUrl }));
    }
  });
  const applicant = await findApplicant(services.orm, { vacancyId, businessId: business.id }, applicationId);
  if (!applicant) throw new Error(`The job application ${applicationId} was just decided but cannot be read`);
  const [view] = await presentApplicants(services.orm, [applicant]);
  if (!view) throw new Error(`The job application ${applicationId} cannot be presented`);
  return view;
}

/** The applicants with their attachments (one query for the files, whatever the count). */
export async function presentApplicants(db: Queryable, rows: readonly ApplicantRow[]): Promise<JobApplicantView[]> {
  const files = new Map((await findFiles(db, rows.flatMap((row) => (row.attachmentFileId ? [row.attachmentFileId] : [])))).map((file) => [file.id, file]));
  return rows.map((row) => {
    const file = row.attachmentFileId === null ? undefined : files.get(row.attachmentFileId);
    const { resume } = row;
    return {
      key: row.id,
      talentKey: row.talentId,
      name: row.name,
      headline: row.headline,
      email: row.email,
      phone: row.phone,
      coverNote: row.coverNote,
      resume: {
        education: [...resume.education],
        workExperience: [...resume.workExperience],
        skills: [...resume.skills],
        certifications: [...resume.certifications],
        languages: [...resume.languages],
      },
      attachment: file ? presentFile(file) : null,
      status: row.status,
      appliedAt: row.appliedAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
      note: row.note,
      isLocal: row.isLocal,
    };
  });
}
