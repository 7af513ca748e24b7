// Use cases of a Talent: apply for an open vacancy (a multipart form, with an optional attachment through the one
// upload mechanism and a snapshot of their resume), list their applications (newest first, each with its vacancy as
// read), and withdraw one. Core's deciders decide; the file, the fact and its projection are written in one
// transaction. Two applications racing past the check meet the unique partial index: the loser gets the same 409.
import { randomUUID } from "node:crypto";
import { decideJobApplication, decideJobApplicationWithdrawal, isVacancyOpen, jobApplicationStream, type ResumeSnapshot } from "@ictm/core/domain";
import type { components } from "@ictm/openapi/portal.ts";
import type { FastifyRequest } from "fastify";
import type { Queryable } from "../db/connect.ts";
import type { JobApplicationRow } from "../db/schema.ts";
import { isUniqueViolation } from "../db/errors.ts";
import { transact } from "../db/transact.ts";
import { appendToStream } from "../events/store.ts";
import { memberActor } from "../events/vocabulary.ts";
import { documentPolicy } from "../files/policy.ts";
import { findFiles, presentFile } from "../files/store.ts";
import { refuseUnsafeFields } from "../files/receive.ts";
import { receiveUpload, saveUpload } from "../files/upload.ts";
import { notFound } from "../http/problem.ts";
import { presentVacancy } from "../listings/present.ts";
import { findVacancy } from "../listings/vacancy-store.ts";
import type { Services } from "../services.ts";
import { findTalentProfile } from "../talents/store.ts";
import { applicationRefusal, lockApplication } from "./application-aggregate.ts";
import { applicationPartsOf, applicationUploadLimits, attachmentField } from "./application-form.ts";
import { findApplication, findLiveApplication, LIVE_APPLICATION_INDEX, listTalentApplications } from "./application-store.ts";

export type JobApplicationView = components["schemas"]["JobApplication"];

export async function applyForJob(services: Services, talentId: string, request: FastifyRequest): Promise<JobApplicationView> {
  const upload = await receiveUpload(request, { policy: documentPolicy, ...applicationUploadLimits });
  const parts = applicationPartsOf(upload.fields);
  const attachment = upload.files.find((file) => file.field === attachmentField);
  const by = memberActor(talentId);
  let id: string;
  try {
    id = await transact(services.orm, async (tx) => {
      const now = services.clock.now();
      const vacancy = parts.vacancyId === null ? undefined : await findVacancy(tx, parts.vacancyId);
      const vacancyOpen = vacancy !== undefined && isVacancyOpen(vacancy.vacancy, now.getTime());
      const live = vacancy === undefined ? undefined : await findLiveApplication(tx, vacancy.vacancy.id, talentId);
      const request = { vacancyKey: vacancy?.vacancy.id ?? "", talentKey: talentId, coverNote: parts.coverNote, resume: await resumeSnapshot(tx, talentId), vacancyOpen, alreadyApplied: live !== undefined, by };
      // Decided once before the file is stored (nothing is kept for a refused application), then with its id.
      const first = decideJobApplication({ ...request, attachmentFileId: null });
      if (!first.ok) throw applicationRefusal(first.refusal);
      refuseUnsafeFields(upload.fields);
      const file = attachment === undefined ? null : await saveUpload(tx, services, attachment, { owner: talentId, purpose: "job-application-attachment" });
      const verdict = decideJobApplication({ ...request, attachmentFileId: file?.id ?? null });
      if (!verdict.ok) throw applicationRefusal(verdict.refusal);
      const applicationId = randomUUID();
      await appendToStream(tx, jobApplicationStream(applicationId), 0, verdict.events, { actor: by, at: now });
      return applicationId;
    });
  } catch (error) {
    if (isUniqueViolation(error, LIVE_APPLICATION_INDEX)) throw applicationRefusal("already-applied");
    throw error;
  }
  return readApplication(services, id);
}

export async function listJobApplications(services: Services, talentId: string): Promise<JobApplicationView[]> {
  return presentApplications(services, await listTalentApplications(services.orm, talentId));
}

/** The Talent withdraws their own application (another Talent's is "not found"). */
export async function withdrawJobApplication(services: Services, talentId: string, applicationId: string): Promise<JobApplicationView> {
  const by = memberActor(talentId);
  await transact(services.orm, async (tx) => {
    // Permission before existence, and no stream is locked (so none is made) for a key that is not the Talent's.
    const row = await findApplication(tx, applicationId);
    if (row?.talentId !== talentId) throw notFound();
    const vacancy = await findVacancy(tx, row.vacancyId);
    const now = services.clock.now();
    const current = await lockApplication(tx, applicationId);
    const verdict = decideJobApplicationWithdrawal(current.state, vacancy !== undefined && isVacancyOpen(vacancy.vacancy, now.getTime()), by);
    if (!verdict.ok) throw applicationRefusal(verdict.refusal);
    await appendToStream(tx, current.stream, current.version, verdict.events, { actor: by, at: now });
  });
  return readApplication(services, applicationId);
}

/** The Talent's resume as GET talents/profiles answers it now (an empty one for a Talent without a profile row). */
async function resumeSnapshot(db: Queryable, talentId: string): Promise<ResumeSnapshot> {
  const profile = await findTalentProfile(db, talentId);
  if (!profile) return { education: [], workExperience: [], skills: [], certifications: [], languages: [] };
  return { ...profile.resume, skills: profile.skills };
}

async function readApplication(services: Services, id: string): Promise<JobApplicationView> {
  const row = await findApplication(services.orm, id);
  const [view] = row ? await presentApplications(services, [row]) : [];
  if (!view) throw new Error(`The job application ${id} was just written but cannot be read`);
  return view;
}

/** The applications with their vacancies as read and their attachments. */
async function presentApplications(services: Services, rows: readonly JobApplicationRow[]): Promise<JobApplicationView[]> {
  const now = services.clock.now();
  const vacancyIds = [...new Set(rows.map((row) => row.vacancyId))];
  const vacancies = new Map((await Promise.all(vacancyIds.map((id) => findVacancy(services.orm, id)))).flatMap((found) => (found ? [[found.vacancy.id, found] as const] : [])));
  const files = new Map((await findFiles(services.orm, rows.flatMap((row) => (row.attachmentFileId ? [row.attachmentFileId] : [])))).map((file) => [file.id, file]));
  return rows.flatMap((row) => {
    const vacancy = vacancies.get(row.vacancyId);
    if (!vacancy) return [];
    const file = row.attachmentFileId === null ? undefined : files.get(row.attachmentFileId);
    return [
      {
        key: row.id,
        jobVacancy: presentVacancy(vacancy, now),
        status: row.status,
        coverNote: row.coverNote,
        attachment: file ? presentFile(file) : null,
        appliedAt: row.appliedAt.toISOString(),
        decidedAt: row.decidedAt?.toISOString() ?? null,
        note: row.note,
      },
    ];
  });
}
