// Job applications over real HTTP (issue 16): a Talent applies for an open vacancy (multipart, with or without an
// attachment) once while the application is not withdrawn (core's words on every refusal; two racing applications
// give one 201 and one 409), withdraws and may apply again; the vacancy's Business lists its applicants with
// counts, contact details hidden where the talent's privacy hides them, shortlists and declines (each mailed with
// the note), reads the applicants counts on its vacancy and exports a CSV file; nobody else sees any of it; the
// projection rebuilt from the log equals the live one.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APPLICANT_NOTE_MAX_LENGTH, APPLICANTS_PAGE_SIZE, EDGE_MESSAGES, JOB_APPLICATION_MESSAGES, problemType } from "@ictm/core/domain";
import type { components } from "@ictm/openapi/portal.ts";
import { pdfDocument } from "@ictm/server/demo/sample-files.ts";
import { rebuildProjections } from "@ictm/server/events/projectors.ts";
import { jobApplicationProjector } from "@ictm/server/jobs/application-projector.ts";
import { portalClient, signIn, signUpActiveTalent } from "../support/api.ts";
import { registerActiveBusiness, signInBusiness } from "../support/business.ts";
import { createTestClock, minutes, type TestClock } from "../support/clock.ts";
import { bruneiDateIn, createVacancy, vacancyInput } from "../support/search.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { fetchBytes, upload, type UploadAnswer } from "../support/upload.ts";

type Applicant = components["schemas"]["JobApplicant"];
type ApplicantPage = components["schemas"]["JobApplicantPage"];
type Application = components["schemas"]["JobApplication"];

const marker = `ja${randomUUID().replace(/[0-9-]/g, "").slice(0, 8)}`;
let server: TestServer;
let clock: TestClock;
let owner: string;
let other: string;

beforeAll(async () => {
  clock = createTestClock(new Date("2030-03-10T02:00:00Z"));
  server = await startTestServer({ clock });
  owner = await signInBusiness(server, (await registerActiveBusiness(server)).email);
  other = await signInBusiness(server, (await registerActiveBusiness(server)).email);
});
afterAll(async () => server?.close());

const vacancy = (title = `Network Engineer ${marker}`) => createVacancy(server, owner, { title, closingDate: bruneiDateIn(20, clock.now()) });

interface Person {
  token: string;
  key: string;
  email: string;
}

/** An activated Talent with a resume and a phone; Brunei nationality unless told, contact details shown unless told. */
async function talent(name = "Test Talent", options: { nationality?: string; showContactDetails?: boolean } = {}): Promise<Person> {
  const { email, key } = await signUpActiveTalent(server, { name });
  const token = await signIn(server, email);
  const api = portalClient(server, token);
  const details = { name, headline: "Network engineer", summary: "", district: "tutong" as const, nationality: options.nationality ?? "BN", availability: "immediately" as const, yearsOfExperience: 3 };
  await api.PUT("/talents/profile-details", { body: details });
  await api.PUT("/talents/resume-details", { body: { skills: ["Linux"], education: [], workExperience: [], certifications: [], languages: [{ language: "Malay", proficiency: "native" }] } });
  await api.PUT("/talents/contact-details", { body: { phone: "+673 711 2233", address: null, website: null, linkedinUrl: null, githubUrl: null } });
  await api.POST("/talents/privacy-settings", { body: { profileVisibility: "everyone", showContactDetails: options.showContactDetails ?? true, showResume: true, blockedBusinessKeys: [] } });
  return { token, key, email };
}

function apply(token: string | null, jobVacancyId: string, coverNote = "I would like this job.", attachment?: Buffer): Promise<UploadAnswer> {
  // Applications made in one test are apart in time, so "newest first" is a real order.
  clock.advance(minutes(1));
  const parts = [{ field: "jobVacancyId", value: jobVacancyId }, { field: "coverNote", value: coverNote }];
  const file = attachment ? [{ field: "attachment", file: { bytes: attachment, name: "cv.pdf", type: "application/pdf" } }] : [];
  return upload(server, "POST", "/talents/job-applications", token, [...parts, ...file]);
}

async function applied(token: string, vacancyId: string, attachment?: Buffer): Promise<Application> {
  const answer = await apply(token, vacancyId, "I would like this job.", attachment);
  if (answer.status !== 201) throw new Error(`Application refused with ${answer.status}: ${JSON.stringify(answer.body)}`);
  return (answer.body as { data: Application }).data;
}

const withdraw = (token: string, id: string) => portalClient(server, token).DELETE("/talents/job-applications/{id}", { params: { path: { id } } });
const shortlist = (token: string, id: string, applicationId: string, note: string | null = null) =>
  portalClient(server, token).POST("/businesses/job-vacancies/{id}/applicants/{applicationId}/shortlist", { params: { path: { id, applicationId } }, body: { note } });
const decline = (token: string, id: string, applicationId: string, note: string | null = null) =>
  portalClient(server, token).POST("/businesses/job-vacancies/{id}/applicants/{applicationId}/decline", { params: { path: { id, applicationId } }, body: { note } });

/** The applicants page over plain fetch, so `status` can repeat exactly as a browser sends it. */
async function applicants(token: string | null, vacancyId: string, query: Array<[string, string]> = []): Promise<{ status: number; page: ApplicantPage | undefined }> {
  const response = await fetch(`${server.url}/api/v1/businesses/job-vacancies/${vacancyId}/applicants?${new URLSearchParams(query).toString()}`, {
    headers: token ? { "x-member-authorization": token } : {},
  });
  const body = (await response.json()) as { data?: ApplicantPage };
  return { status: response.status, page: body.data };
}

const refusal = (message: string) => ({ type: problemType("request-refused"), messages: [message] });

describe("applying for a job", () => {
  it("is for a signed-in Talent only: a Business is refused (403), anonymous callers too (401)", async () => {
    const job = await vacancy();
    expect((await apply(owner, job)).status).toBe(403);
    expect((await apply(null, job)).status).toBe(401);
  });

  it("submits once, with a snapshot of the resume; a second application is refused with core's words", async () => {
    const job = await vacancy();
    const person = await talent();
    const first = await apply(person.token, job, "Five years on Cisco networks.");
    expect(first.status).toBe(201);
    expect((first.body as { data: Application }).data).toMatchObject({ status: "submitted", coverNote: "Five years on Cisco networks.", attachment: null, decidedAt: null, note: null, jobVacancy: { key: job } });
    const again = await apply(person.token, job);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject(refusal(JOB_APPLICATION_MESSAGES["already-applied"]));
    const { page } = await applicants(owner, job);
    expect(page?.items[0]?.resume).toMatchObject({ skills: ["Linux"], languages: [{ language: "Malay", proficiency: "native" }] });
  });

  it("keeps an attachment, which the Talent and the vacancy's Business may download and nobody else", async () => {
    const job = await vacancy();
    const person = await talent();
    const application = await applied(person.token, job, pdfDocument("Curriculum vitae"));
    expect(application.attachment).toMatchObject({ mediaType: "application/pdf", name: "cv.pdf" });
    const url = application.attachment?.url ?? "";
    expect((await fetchBytes(server, url, { "x-member-authorization": person.token })).status).toBe(200);
    expect((await fetchBytes(server, url, { "x-member-authorization": owner })).status).toBe(200);
    expect((await fetchBytes(server, url, { "x-member-authorization": other })).status).toBe(404);
    expect((await fetchBytes(server, url)).status).toBe(404);
  });

  it("of two applications at once, one is taken (201) and the other refused (409)", async () => {
    const job = await vacancy();
    const person = await talent();
    const answers = await Promise.all([apply(person.token, job), apply(person.token, job)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body).toMatchObject(refusal(JOB_APPLICATION_MESSAGES["already-applied"]));
  });

  it("is refused for a closed, draft, expired or unknown vacancy", async () => {
    const person = await talent();
    const closed = await vacancy();
    const closing = vacancyInput({ title: `Network Engineer ${marker}`, closingDate: bruneiDateIn(20, clock.now()), status: "closed" });
    expect((await portalClient(server, owner).PUT("/businesses/job-vacancies/{id}", { params: { path: { id: closed } }, body: closing })).response.status).toBe(200);
    const draft = await createVacancy(server, owner, { status: "draft", closingDate: bruneiDateIn(20, clock.now()) });
    const expiring = await createVacancy(server, owner, { closingDate: bruneiDateIn(1, clock.now()) });
    const refused = async (id: string) => {
      const answer = await apply(person.token, id);
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject(refusal(JOB_APPLICATION_MESSAGES["vacancy-not-open"]));
    };
    for (const id of [closed, draft, randomUUID(), "not-a-key"]) await refused(id);
    clock.advance(minutes(3 * 24 * 60));
    await refused(expiring);
  });

  it("refuses a cover note over 2,000 characters by name", async () => {
    const answer = await apply((await talent()).token, await vacancy(), "x".repeat(2001));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ errors: { coverNote: [JOB_APPLICATION_MESSAGES["cover-note-too-long"]] } });
  });

  // A form's body is UTF-8 bytes, which cannot carry a lone surrogate (a decoder reads it as U+FFFD): the NUL is the case.
  it("refuses a NUL in a form's text field as the edge refuses it in JSON, naming the field, and keeps nothing", async () => {
    const person = await talent();
    const job = await vacancy();
    const answer = await apply(person.token, job, "Five years\u0000 on Cisco");
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ type: problemType("validation-failed"), errors: { coverNote: [EDGE_MESSAGES.unsafeCharacter] } });
    expect((await applied(person.token, job)).coverNote).toBe("I would like this job.");
  });
});

describe("withdrawing", () => {
  it("withdraws a submitted application; the Talent may then apply again (a new application)", async () => {
    const job = await vacancy();
    const person = await talent();
    const first = await applied(person.token, job);
    const withdrawn = await withdraw(person.token, first.key);
    expect(withdrawn.response.status).toBe(200);
    expect(withdrawn.data?.data).toMatchObject({ key: first.key, status: "withdrawn" });
    expect((await withdraw(person.token, first.key)).error).toMatchObject(refusal(JOB_APPLICATION_MESSAGES["not-withdrawable"]));
    const second = await applied(person.token, job);
    expect(second.key).not.toBe(first.key);
    const mine = await portalClient(server, person.token).GET("/talents/job-applications");
    expect(mine.data?.data.map((application) => [application.key, application.status])).toEqual([
      [second.key, "submitted"],
      [first.key, "withdrawn"],
    ]);
  });

  it("is the Talent's own: another Talent gets 404, a Business 403", async () => {
    const person = await talent();
    const { key } = await applied(person.token, await vacancy());
    expect((await withdraw((await talent()).token, key)).response.status).toBe(404);
    expect((await withdraw(owner, key)).response.status).toBe(403);
  });
});

describe("the applicants of a vacancy", () => {
  it("are the owner's only: another Business gets 404, a Talent 403, anonymous callers 401", async () => {
    const job = await vacancy();
    await applied((await talent()).token, job);
    expect((await applicants(owner, job)).status).toBe(200);
    expect((await applicants(other, job)).status).toBe(404);
    expect((await applicants((await talent()).token, job)).status).toBe(403);
    expect((await applicants(null, job)).status).toBe(401);
    const file = await fetch(`${server.url}/api/v1/businesses/job-vacancies/${job}/applicants/export`, { headers: { "x-member-authorization": other } });
    expect(file.status).toBe(404);
  });

  it("come 10 a page, newest first, with counts by status and a status filter", async () => {
    const job = await vacancy();
    const keys: string[] = [];
    for (let n = 0; n < APPLICANTS_PAGE_SIZE + 2; n++) keys.push((await applied((await talent(`Paged Person ${n}`)).token, job)).key);
    await shortlist(owner, job, keys[0] ?? "");
    await decline(owner, job, keys[1] ?? "");
    const first = await applicants(owner, job);
    expect(first.page).toMatchObject({ count: APPLICANTS_PAGE_SIZE + 2, pageNumber: 1, pageSize: APPLICANTS_PAGE_SIZE, countIsExact: true, totalPages: 2 });
    expect(first.page?.counts).toEqual({ submitted: APPLICANTS_PAGE_SIZE, shortlisted: 1, declined: 1, withdrawn: 0 });
    expect(first.page?.items.map((item: Applicant) => item.key)).toEqual([...keys].reverse().slice(0, APPLICANTS_PAGE_SIZE));
    const decided = await applicants(owner, job, [["status", "shortlisted"], ["status", "declined"]]);
    expect(decided.page?.items.map((item) => item.key)).toEqual([keys[1], keys[0]]);
  });

  it("hide contact details where the talent's privacy hides them from the Business", async () => {
    const job = await vacancy();
    const open = await talent("Open Person");
    const shy = await talent("Shy Person", { showContactDetails: false });
    const blocker = await talent("Blocking Person");
    for (const person of [open, shy, blocker]) await applied(person.token, job);
    const businessKey = (await portalClient(server, owner).GET("/businesses/profiles")).data?.data.key ?? "";
    await portalClient(server, blocker.token).POST("/talents/privacy-settings", { body: { profileVisibility: "everyone", showContactDetails: true, showResume: true, blockedBusinessKeys: [businessKey] } });
    const { page } = await applicants(owner, job);
    const contactOf = (name: string) => {
      const item = page?.items.find((applicant) => applicant.name === name);
      return [item?.email, item?.phone];
    };
    expect(contactOf("Open Person")).toEqual([open.email, "+673 711 2233"]);
    expect(contactOf("Shy Person")).toEqual([null, null]);
    expect(contactOf("Blocking Person")).toEqual([null, null]);
  });

  it("are shortlisted and declined with a note, each mailed to the talent; a decided or withdrawn one is refused", async () => {
    const job = await vacancy(`Decide ${marker}`);
    const person = await talent();
    const { key } = await applied(person.token, job);
    const shortlisted = await shortlist(owner, job, key, "We will call you on Monday.");
    expect(shortlisted.response.status).toBe(200);
    expect(shortlisted.data?.data).toMatchObject({ key, status: "shortlisted", note: "We will call you on Monday." });
    const first = await server.outbox.waitForMail(person.email);
    expect(first.subject).toBe(`Your application for Decide ${marker}`);
    expect(first.text).toContain("shortlisted");
    expect(first.text).toContain("We will call you on Monday.");
    expect((await shortlist(owner, job, key)).error).toMatchObject(refusal(JOB_APPLICATION_MESSAGES["already-decided"]));

    const declined = await decline(owner, job, key, "The post has been filled.");
    expect(declined.data?.data).toMatchObject({ status: "declined", note: "The post has been filled." });
    const second = await server.outbox.waitForMail(person.email);
    expect(second.text).toContain("The post has been filled.");
    expect((await decline(owner, job, key)).error).toMatchObject(refusal(JOB_APPLICATION_MESSAGES["already-decided"]));
    expect((await withdraw(person.token, key)).error).toMatchObject(refusal(JOB_APPLICATION_MESSAGES["not-withdrawable"]));

    const gone = await applied((await talent()).token, job);
    const leaver = await talent();
    const left = await applied(leaver.token, job);
    await withdraw(leaver.token, left.key);
    expect((await decline(owner, job, left.key)).error).toMatchObject(refusal(JOB_APPLICATION_MESSAGES["application-withdrawn"]));
    expect((await shortlist(other, job, gone.key)).response.status).toBe(404);
    expect((await shortlist(owner, await vacancy(), gone.key)).response.status).toBe(404);
  });

  it("refuse a note over core's limit by name, and take one at the limit", async () => {
    const job = await vacancy();
    const { key } = await applied((await talent()).token, job);
    const tooLong = await decline(owner, job, key, "x".repeat(APPLICANT_NOTE_MAX_LENGTH + 1));
    expect(tooLong.response.status).toBe(400);
    expect(tooLong.error).toMatchObject({ errors: { note: [JOB_APPLICATION_MESSAGES["note-too-long"]] } });
    expect((await shortlist(owner, job, key, "x".repeat(APPLICANT_NOTE_MAX_LENGTH))).response.status).toBe(200);
  });

  it("are counted on the owner's vacancy, with the local talents among them; nobody else sees the counts", async () => {
    const job = await vacancy();
    await applied((await talent("Local One")).token, job);
    await applied((await talent("Local Two")).token, job);
    const visitor = await talent("Visiting One", { nationality: "PH" });
    await applied(visitor.token, job);
    const leaver = await talent("Leaving One");
    await withdraw(leaver.token, (await applied(leaver.token, job)).key);
    const own = await portalClient(server, owner).GET("/job-vacancies/{id}", { params: { path: { id: job } } });
    expect(own.data?.data.applicants).toEqual({ total: 3, local: 2 });
    const listed = await portalClient(server, owner).GET("/businesses/job-vacancies");
    expect(listed.data?.data.find((item) => item.key === job)?.applicants).toEqual({ total: 3, local: 2 });
    const seen = await portalClient(server, visitor.token).GET("/job-vacancies/{id}", { params: { path: { id: job } } });
    expect(seen.data?.data.applicants ?? null).toBeNull();
  });

  it("export as a CSV file: the header, contact details, local, Brunei times, the status label, the file name", async () => {
    const job = await vacancy(`Data Ëngineer, ${marker}`);
    await applied((await talent("Lim, Wei Ming")).token, job);
    await applied((await talent("=HYPERLINK(1)", { nationality: "PH", showContactDetails: false })).token, job);
    const response = await fetch(`${server.url}/api/v1/businesses/job-vacancies/${job}/applicants/export`, { headers: { "x-member-authorization": owner } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="applicants-data-engineer-${marker}-${bruneiDateIn(0, clock.now())}.csv"`);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
    const lines = text.slice(1).split("\r\n");
    expect(lines[0]).toBe("Name,E-mail,Phone,Local,Applied at,Status");
    expect(lines[1]).toMatch(/^'=HYPERLINK\(1\),,,No,"\d{2} \w{3} 2030, \d{1,2}:\d{2} [AP]M",Submitted$/);
    expect(lines[2]).toMatch(/^"Lim, Wei Ming",\S+@\S+,'\+673 711 2233,Yes,/);
    expect(lines).toHaveLength(4);
  });
});

describe("the applications projection", () => {
  it("rebuilt from the log equals the live table", async () => {
    const rows = async () =>
      (await server.portal.db.rawTransaction((raw) => raw.query("select to_jsonb(t)::text as row from job_applications t"))).map((row) => String(row["row"])).sort();
    const live = await rows();
    expect(live.length).toBeGreaterThan(5);
    await rebuildProjections(server.portal.db.orm, [jobApplicationProjector]);
    expect(await rows()).toEqual(live);
  });
});
