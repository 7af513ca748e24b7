// Demo applications for the demo Business's open vacancies: the demo Talents applied with a cover note and their
// resume as it reads; one shortlisted with a note, one declined, one withdrawn. Written as facts through the event
// store and core's deciders, so the projection is the projector's, as for every application (never a table insert).
import { randomUUID } from "node:crypto";
import {
  decideJobApplicant,
  decideJobApplication,
  decideJobApplicationWithdrawal,
  evolveJobApplication,
  isVacancyOpen,
  jobApplicationStream,
  type JobApplicationState,
  type JobApplicationVerdict,
  type ResumeSnapshot,
} from "@ictm/core/domain";
import type { Tx } from "../db/connect.ts";
import { appendToStream } from "../events/store.ts";
import { memberActor } from "../events/vocabulary.ts";
import { findVacancy } from "../listings/vacancy-store.ts";
import { findTalentProfile } from "../talents/store.ts";

export interface DemoJobApplications {
  readonly vacancyIds: readonly string[];
  readonly talentIds: readonly string[];
  readonly now: Date;
  /** Who the seed acts as (the Business's side of a decision). */
  readonly actor: string;
}

/** What happens to each application after it is made, in plan order over the open vacancies and talents. */
const plan = ["submitted", "shortlisted", "declined", "withdrawn", "submitted"] as const;
const dayMs = 86_400_000;

/** Answers the number of applications made. */
export async function seedDemoJobApplications(tx: Tx, { vacancyIds, talentIds, now, actor }: DemoJobApplications): Promise<number> {
  const open: string[] = [];
  for (const id of vacancyIds) {
    const found = await findVacancy(tx, id);
    if (found && isVacancyOpen(found.vacancy, now.getTime())) open.push(id);
  }
  let made = 0;
  for (const [index, outcome] of plan.entries()) {
    const vacancyId = open[index % Math.max(open.length, 1)];
    // Each talent takes consecutive vacancies, so no talent applies twice for one vacancy (while there are vacancies).
    const talentId = talentIds[Math.floor(index / Math.max(open.length, 1)) % Math.max(talentIds.length, 1)];
    if (vacancyId === undefined || talentId === undefined || index >= open.length * talentIds.length) break;
    const by = memberActor(talentId);
    const stream = jobApplicationStream(randomUUID());
    const appliedAt = new Date(now.getTime() - (8 - index) * dayMs);
    let state: JobApplicationState = { status: "none" };
    let version = 0;
    const apply = async (verdict: JobApplicationVerdict, at: Date, who: string) => {
      if (!verdict.ok) throw new Error(`The demo application ${stream} was refused: ${verdict.refusal}`);
      version = await appendToStream(tx, stream, version, verdict.events, { actor: who, at });
      for (const event of verdict.events) state = evolveJobApplication(state, event);
    };
    const coverNote = "I have worked on networks and servers for several years and would welcome the chance to join your team.";
    const application = { vacancyKey: vacancyId, talentKey: talentId, coverNote, resume: await resumeOf(tx, talentId), attachmentFileId: null, vacancyOpen: true, alreadyApplied: false, by };
    await apply(decideJobApplication(application), appliedAt, by);
    const later = new Date(appliedAt.getTime() + 2 * dayMs);
    if (outcome === "shortlisted") await apply(decideJobApplicant(state, "shortlisted", "We would like to meet you for an interview next week.", actor), later, actor);
    if (outcome === "declined") await apply(decideJobApplicant(state, "declined", null, actor), later, actor);
    if (outcome === "withdrawn") await apply(decideJobApplicationWithdrawal(state, true, by), later, by);
    made++;
  }
  return made;
}

async function resumeOf(tx: Tx, talentId: string): Promise<ResumeSnapshot> {
  const profile = await findTalentProfile(tx, talentId);
  return profile ? { ...profile.resume, skills: profile.skills } : { education: [], workExperience: [], skills: [], certifications: [], languages: [] };
}
