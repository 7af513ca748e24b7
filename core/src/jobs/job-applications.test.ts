import { describe, expect, it } from "vitest";
import { aJobVacancy } from "../test-support/fixtures.ts";
import { makeTestCore, problemOf } from "../test-support/test-core.ts";
import { applicantsAddress, initialApplicantsFilter } from "./applicants-address.ts";
import { applyForJob } from "./apply-for-job.ts";
import { JOB_APPLICATION_MESSAGES, type JobApplicationStatus } from "./application-transitions.ts";
import { declineJobApplicant, shortlistJobApplicant } from "./decide-job-applicant.ts";
import type { JobApplicant, JobApplicantPage, JobApplication } from "./job-application-records.ts";
import { charactersLeft } from "./job-application-form.ts";
import { jobApplicationOf } from "./job-applications-store.ts";
import { loadJobApplicants } from "./load-job-applicants.ts";
import { loadJobApplications } from "./load-job-applications.ts";
import { withdrawJobApplication } from "./withdraw-job-application.ts";

const vacancyId = aJobVacancy.key;
const first = "a1111111-1111-4111-8111-111111111111";
const second = "b2222222-2222-4222-8222-222222222222";
const refused = (message: string) => ({ ...problemOf("request-refused", message), status: 409 });
const resume = { education: [], workExperience: [], skills: ["TypeScript"], certifications: [], languages: [] };

const anApplication = (key: string, status: JobApplicationStatus): JobApplication => ({
  key,
  jobVacancy: { ...aJobVacancy, status: "published", isOpen: true },
  status,
  coverNote: "I would like this job.",
  attachment: null,
  appliedAt: "2027-01-07T02:00:00.000Z",
  decidedAt: status === "submitted" ? null : "2027-01-08T02:00:00.000Z",
  note: null,
});

const anApplicant = (key: string, status: JobApplicationStatus, name = "Ann Talent"): JobApplicant => ({
  key,
  talentKey: "c3333333-3333-4333-8333-333333333333",
  name,
  headline: "Developer",
  email: null,
  phone: null,
  coverNote: "Hello",
  resume,
  attachment: null,
  status,
  appliedAt: "2027-01-07T02:00:00.000Z",
  decidedAt: null,
  note: null,
  isLocal: true,
});

const aPage = (items: ReadonlyArray<JobApplicant>): JobApplicantPage => ({
  items: [...items],
  count: items.length,
  pageNumber: 1,
  pageSize: 10,
  countIsExact: true, totalPages: 1,
  counts: { submitted: items.length, shortlisted: 0, declined: 0, withdrawn: 0 },
});

describe("a Talent's job applications", () => {
  it("applying sends the form as multipart with the attachment; a second is refused with the server's words", async () => {
    const application = anApplication(first, "submitted");
    const test = makeTestCore({
      script: [
        { method: "POST", path: "/talents/job-applications", status: 201, body: { data: application } },
        { method: "POST", path: "/talents/job-applications", status: 409, body: refused(JOB_APPLICATION_MESSAGES["already-applied"]) },
      ],
    });
    const attachment = new File(["%PDF-1.4"], "cv.pdf", { type: "application/pdf" });
    expect(await test.core.run(applyForJob({ vacancyId, coverNote: "I would like this job.", attachment }))).toEqual({ ok: true, value: application });
    const again = await test.core.run(applyForJob({ vacancyId, coverNote: "", attachment: null }));
    expect(again.ok ? null : again.error).toMatchObject({ _tag: "Refused", message: "You have already applied for this job." });
    expect(test.core.stores.jobApplications.value.items).toEqual([application]);
    expect(jobApplicationOf(test.core.stores.jobApplications.value, vacancyId)?.key).toBe(first);
  });

  it("a cover note over 2,000 characters is refused before any call, in the rule's words", async () => {
    const test = makeTestCore({ script: [] });
    const result = await test.core.run(applyForJob({ vacancyId, coverNote: "x".repeat(2001), attachment: null }));
    expect(result.ok ? null : result.error).toMatchObject({ _tag: "ValidationFailed", fieldErrors: { coverNote: "Please keep the cover note to 2,000 characters." } });
    expect(test.http.requests).toEqual([]);
    expect(charactersLeft("héllo", 10)).toBe(5);
  });

  it("withdrawing replaces the application in place, and it is no live application any more", async () => {
    const test = makeTestCore({
      script: [
        { method: "GET", path: "/talents/job-applications", status: 200, body: { data: [anApplication(first, "submitted")] } },
        { method: "DELETE", path: `/talents/job-applications/${first}`, status: 200, body: { data: anApplication(first, "withdrawn") } },
      ],
    });
    await test.core.run(loadJobApplications());
    expect(test.core.stores.jobApplications.value.status).toBe("loaded");
    await test.core.run(withdrawJobApplication(first));
    expect(test.core.stores.jobApplications.value.items.map((item) => item.status)).toEqual(["withdrawn"]);
    expect(jobApplicationOf(test.core.stores.jobApplications.value, vacancyId)).toBeUndefined();
  });
});

describe("a Business's applicants", () => {
  const path = `/businesses/job-vacancies/${vacancyId}/applicants`;

  it("loads a page with the statuses asked, and a shortlist with a note changes the row and the counts in place", async () => {
    const page = aPage([anApplicant(first, "submitted"), anApplicant(second, "submitted", "Ben Talent")]);
    const test = makeTestCore({
      script: [
        { method: "GET", path, status: 200, body: { data: page } },
        { method: "POST", path: `${path}/${first}/shortlist`, status: 200, body: { data: { ...anApplicant(first, "shortlisted"), note: "See you" } } },
        { method: "POST", path: `${path}/${second}/decline`, status: 409, body: refused(JOB_APPLICATION_MESSAGES["application-withdrawn"]) },
      ],
    });
    await test.core.run(loadJobApplicants(vacancyId, { statuses: ["submitted", "submitted"] }));
    expect(new URL(test.http.requests[0]?.url ?? "http://x/").searchParams.getAll("status")).toEqual(["submitted"]);
    await test.core.run(shortlistJobApplicant(vacancyId, first, "  See you  "));
    expect(JSON.parse(test.http.requests[1]?.body ?? "")).toEqual({ note: "See you" });
    const state = test.core.stores.jobApplicants.value;
    expect(state.page?.items.map((item) => item.status)).toEqual(["shortlisted", "submitted"]);
    expect(state.counts).toEqual({ submitted: 1, shortlisted: 1, declined: 0, withdrawn: 0 });
    const declined = await test.core.run(declineJobApplicant(vacancyId, second, "   "));
    expect(JSON.parse(test.http.requests[2]?.body ?? "")).toEqual({ note: null });
    expect(declined.ok ? null : declined.error).toMatchObject({ message: "This application was withdrawn." });
  });

  it("the address reads any query as a valid filter and writes the shortest one back", () => {
    const filter = applicantsAddress.parse("?status=declined&status=SUBMITTED&status=nonsense&pageNumber=2");
    expect(filter).toEqual({ statuses: ["submitted", "declined"], pageNumber: 2, pageSize: 10 });
    expect(applicantsAddress.format(filter).toString()).toBe("status=submitted&status=declined&pageNumber=2");
    expect(applicantsAddress.format(applicantsAddress.withStatuses(filter, [])).toString()).toBe("");
    expect(applicantsAddress.parse("")).toEqual(initialApplicantsFilter);
  });
});
