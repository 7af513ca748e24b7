// The job application's rules as core states them: who may apply, withdraw and decide, in which status, with which
// words; and that every fact a decider emits decodes and replays to the state the decisions walked through.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeJobApplicationEvent, resumeSnapshotOf, type JobApplicationEvent, type ResumeSnapshot } from "./application-events.ts";
import {
  decideJobApplicant,
  decideJobApplication,
  decideJobApplicationWithdrawal,
  evolveJobApplication,
  foldJobApplication,
  initialJobApplicationState,
  JOB_APPLICATION_MESSAGES,
  type JobApplicationState,
} from "./application-transitions.ts";

const resume: ResumeSnapshot = { education: [], workExperience: [], skills: ["Linux"], certifications: [], languages: [{ language: "Malay", proficiency: "native" }] };
const request = { vacancyKey: "v1", talentKey: "t1", coverNote: "", resume, attachmentFileId: null, vacancyOpen: true, alreadyApplied: false, by: "member:t1" };
const submitted = foldJobApplication([{ type: "v1.JobApplicationSubmitted", payload: { ...request } }]);

describe("applying", () => {
  it("submits for an open vacancy the Talent has not applied for", () => {
    const verdict = decideJobApplication(request);
    expect(verdict.ok && verdict.events[0]?.type).toBe("v1.JobApplicationSubmitted");
  });

  it("refuses a vacancy that is not open, a second live application and a cover note over 2,000 characters", () => {
    expect(decideJobApplication({ ...request, vacancyOpen: false })).toEqual({ ok: false, refusal: "vacancy-not-open" });
    expect(decideJobApplication({ ...request, alreadyApplied: true })).toEqual({ ok: false, refusal: "already-applied" });
    expect(decideJobApplication({ ...request, coverNote: "x".repeat(2001) })).toEqual({ ok: false, refusal: "cover-note-too-long" });
    expect(decideJobApplication({ ...request, coverNote: "x".repeat(2000) }).ok).toBe(true);
    expect(JOB_APPLICATION_MESSAGES["already-applied"]).toBe("You have already applied for this job.");
  });
});

describe("withdrawing and deciding", () => {
  it("withdraws a submitted or shortlisted application while the vacancy is open, and nothing else", () => {
    const shortlisted = evolveJobApplication(submitted, { type: "v1.JobApplicantShortlisted", payload: { note: null, by: "member:b" } });
    expect(decideJobApplicationWithdrawal(submitted, true, "member:t1").ok).toBe(true);
    expect(decideJobApplicationWithdrawal(shortlisted, true, "member:t1").ok).toBe(true);
    expect(decideJobApplicationWithdrawal(submitted, false, "member:t1")).toEqual({ ok: false, refusal: "not-withdrawable" });
    const declined = evolveJobApplication(submitted, { type: "v1.JobApplicantDeclined", payload: { note: null, by: "member:b" } });
    expect(decideJobApplicationWithdrawal(declined, true, "member:t1")).toEqual({ ok: false, refusal: "not-withdrawable" });
    expect(decideJobApplicationWithdrawal(initialJobApplicationState, true, "member:t1")).toEqual({ ok: false, refusal: "application-missing" });
  });

  it("shortlists a submitted one, declines a submitted or shortlisted one; decided and withdrawn ones are refused", () => {
    const shortlisted = evolveJobApplication(submitted, { type: "v1.JobApplicantShortlisted", payload: { note: null, by: "member:b" } });
    const withdrawn = evolveJobApplication(submitted, { type: "v1.JobApplicationWithdrawn", payload: { by: "member:t1" } });
    expect(decideJobApplicant(submitted, "shortlisted", "Call on Monday", "member:b").ok).toBe(true);
    expect(decideJobApplicant(shortlisted, "declined", null, "member:b").ok).toBe(true);
    expect(decideJobApplicant(shortlisted, "shortlisted", null, "member:b")).toEqual({ ok: false, refusal: "already-decided" });
    expect(decideJobApplicant(withdrawn, "declined", null, "member:b")).toEqual({ ok: false, refusal: "application-withdrawn" });
    expect(decideJobApplicant(submitted, "declined", "x".repeat(1001), "member:b")).toEqual({ ok: false, refusal: "note-too-long" });
  });
});

type Step = "withdraw" | "shortlist" | "decline";

describe("the facts", () => {
  it("every fact a decider emits decodes, and replaying them reproduces the state the decisions reached", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom<Step>("withdraw", "shortlist", "decline"), { maxLength: 8 }), fc.boolean(), (steps, open) => {
        const first = decideJobApplication(request);
        if (!first.ok) throw new Error("refused");
        const log: JobApplicationEvent[] = [...first.events];
        let state: JobApplicationState = foldJobApplication(log);
        for (const step of steps) {
          const verdict =
            step === "withdraw" ? decideJobApplicationWithdrawal(state, open, "member:t1") : decideJobApplicant(state, step === "shortlist" ? "shortlisted" : "declined", null, "member:b");
          if (!verdict.ok) continue;
          log.push(...verdict.events);
          state = verdict.events.reduce(evolveJobApplication, state);
        }
        expect(log.map((event) => decodeJobApplicationEvent(event))).toEqual(log);
        expect(foldJobApplication(log)).toEqual(state);
      }),
      { seed: 16, numRuns: 200 },
    );
  });

  it("reads a stored resume snapshot back, and anything else as an empty resume", () => {
    expect(resumeSnapshotOf(resume)).toEqual(resume);
    expect(resumeSnapshotOf({ nonsense: true })).toEqual({ education: [], workExperience: [], skills: [], certifications: [], languages: [] });
  });
});
