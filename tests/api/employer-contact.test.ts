// How a job leads to its employer (issue 16) over real HTTP: a vacancy, a project and a business carry the
// business's public contact details (what it keeps on its contact details page, or the phone and address it
// registered with; every empty one null; the e-mail the optional public one it chose, never its sign-in e-mail, and
// a Talent has none); a vacancy that was published stays readable by anyone once closed or past its closing date,
// a draft stays its business's own; and the lpa panel counts the vacancy's applicants and the local (Bruneian)
// ones, withdrawn applications left out.
import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_MESSAGES, PERMIT_SECTIONS } from "@ictm/core/domain";
import { PERMIT_FILE_POOL, PERMIT_VACANCY_POOL, validPermitSection } from "@ictm/core/test-support/permit-arbitraries.ts";
import { jpegImage, pdfDocument, pngImage } from "../fixtures/files.ts";
import { portalClient, signIn, signUpActiveTalent } from "../support/api.ts";
import { startBoardServer, type BoardServer } from "../support/board.ts";
import { panelOf } from "../support/board-calls.ts";
import { registerActiveBusiness, signInBusiness } from "../support/business.ts";
import { createTestClock, days, type TestClock } from "../support/clock.ts";
import { bruneiDateIn, createProject, createVacancy, search, vacancyInput } from "../support/search.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { dataOf, upload } from "../support/upload.ts";

const marker = `ec${randomUUID().replace(/[0-9-]/g, "").slice(0, 8)}`;
const noContact = { phone: null, address: null, website: null, linkedinUrl: null, email: null };

describe("the employer's contact details and closed vacancies", () => {
  let server: TestServer;
  let clock: TestClock;
  let owner: string;
  let ownerEmail: string;
  let registeredOnly: string;

  beforeAll(async () => {
    clock = createTestClock(new Date("2030-05-04T02:00:00Z"));
    server = await startTestServer({ clock });
    ownerEmail = (await registerActiveBusiness(server, { registration: { businessName: `Contactable ${marker} Sdn Bhd` } })).email;
    owner = await signInBusiness(server, ownerEmail);
    const saved = await portalClient(server, owner).PUT("/talents/contact-details", {
      body: { phone: "+673 222 4455", address: "  ", website: "https://contactable.example.bn", linkedinUrl: "https://www.linkedin.com/company/contactable", githubUrl: "https://github.com/contactable" },
    });
    expect(saved.response.status).toBe(200);
    registeredOnly = await signInBusiness(server, (await registerActiveBusiness(server, { registration: { businessName: `Registered ${marker} Sdn Bhd`, phone: "+673 233 0001", address: "Unit 5, Gadong" } })).email);
  });
  afterAll(async () => server?.close());

  const read = (id: string, token?: string) => portalClient(server, token).GET("/job-vacancies/{id}", { params: { path: { id } } });

  it("a vacancy carries the business's contact details, the empty ones null and no e-mail", async () => {
    const id = await createVacancy(server, owner, { title: `Contact ${marker} engineer`, closingDate: bruneiDateIn(20, clock.now()) });
    const contact = { phone: "+673 222 4455", address: null, website: "https://contactable.example.bn", linkedinUrl: "https://www.linkedin.com/company/contactable", email: null };
    expect((await read(id)).data?.data.employerContact).toEqual(contact);
    expect(JSON.stringify((await read(id)).data?.data)).not.toContain(ownerEmail);
    const [found] = (await search(server, "/job-vacancies/searches", { searchTerms: `contact ${marker}` })).items;
    expect(found?.["employerContact"]).toEqual(contact);
    const own = (await portalClient(server, owner).GET("/businesses/job-vacancies")).data?.data ?? [];
    expect(own.every((vacancy) => vacancy.employerContact.phone === "+673 222 4455")).toBe(true);
  });

  it("a business that never filled in its contact details offers the phone and address it registered with", async () => {
    const id = await createVacancy(server, registeredOnly, { title: `Registered ${marker} analyst`, closingDate: bruneiDateIn(20, clock.now()) });
    expect((await read(id)).data?.data.employerContact).toEqual({ ...noContact, phone: "+673 233 0001", address: "Unit 5, Gadong" });
  });

  it("an ICT project carries the same contact details", async () => {
    await createProject(server, owner, { title: `Project ${marker} gateway` });
    const [project] = (await search(server, "/ict-projects/searches", { searchTerms: `gateway ${marker}` })).items;
    expect(project?.["employerContact"]).toMatchObject({ phone: "+673 222 4455", address: null, email: null });
  });

  it("the business detail carries the same contact details", async () => {
    const [business] = (await search(server, "/businesses/searches", { searchTerms: `contactable ${marker}` })).items;
    expect(business?.["employerContact"]).toMatchObject({ phone: "+673 222 4455", address: null, email: null });
    expect(business?.["businessName"]).toBe(`Contactable ${marker} Sdn Bhd`);
  });

  it("the business's public e-mail shows on its vacancies, projects and detail, and clearing it takes it away", async () => {
    const api = portalClient(server, owner);
    const details = { phone: "+673 222 4455", address: null, website: "https://contactable.example.bn", linkedinUrl: "https://www.linkedin.com/company/contactable", githubUrl: "https://github.com/contactable" };
    const publicEmail = `jobs.${marker}@contactable.example.bn`;
    const refused = await api.PUT("/talents/contact-details", { body: { ...details, publicEmail: "jobs at contactable" } });
    expect(refused.response.status).toBe(400);
    expect(JSON.stringify(refused.error)).toContain(FORM_MESSAGES.email);
    const saved = await api.PUT("/talents/contact-details", { body: { ...details, publicEmail } });
    expect(saved.data?.data).toEqual({ ...details, publicEmail });
    expect((await api.GET("/businesses/profiles")).data?.data.contactDetails).toEqual({ ...details, publicEmail });

    const id = await createVacancy(server, owner, { title: `Mailable ${marker} designer`, closingDate: bruneiDateIn(20, clock.now()) });
    expect((await read(id)).data?.data.employerContact.email).toBe(publicEmail);
    expect((await read(id)).data?.data.employerContact.email).not.toBe(ownerEmail);
    await createProject(server, owner, { title: `Mailable ${marker} portal` });
    const [project] = (await search(server, "/ict-projects/searches", { searchTerms: `mailable ${marker} portal` })).items;
    expect(project?.["employerContact"]).toMatchObject({ email: publicEmail });
    const [business] = (await search(server, "/businesses/searches", { searchTerms: `contactable ${marker}` })).items;
    expect(business?.["employerContact"]).toMatchObject({ email: publicEmail });

    const cleared = await api.PUT("/talents/contact-details", { body: { ...details, publicEmail: null } });
    expect(cleared.data?.data).toEqual(details);
    expect((await read(id)).data?.data.employerContact.email).toBeNull();
    expect((await api.PUT("/talents/contact-details", { body: { ...details, publicEmail } })).data?.data.publicEmail).toBe(publicEmail);
    expect((await api.PUT("/talents/contact-details", { body: details })).data?.data).toEqual(details);
    expect((await read(id)).data?.data.employerContact.email).toBeNull();
  });

  it("a Talent cannot set a public e-mail: it is ignored, never stored or shown", async () => {
    const talent = portalClient(server, await signIn(server, (await signUpActiveTalent(server)).email));
    const details = { phone: "+673 888 1234", address: null, website: null, linkedinUrl: null, githubUrl: null };
    const saved = await talent.PUT("/talents/contact-details", { body: { ...details, publicEmail: `me.${marker}@example.bn` } });
    expect(saved.response.status).toBe(200);
    expect(saved.data?.data).toEqual(details);
    expect((await talent.GET("/talents/profiles")).data?.data.contactDetails).toEqual(details);
  });

  it("a vacancy its business closed, and one past its closing date, stay readable by anyone; a draft only by its business", async () => {
    const now = clock.now();
    const closed = await createVacancy(server, owner, { title: `Closed ${marker} tester`, closingDate: bruneiDateIn(20, now) });
    const close = vacancyInput({ title: `Closed ${marker} tester`, status: "closed", closingDate: bruneiDateIn(20, now) });
    expect((await portalClient(server, owner).PUT("/businesses/job-vacancies/{id}", { params: { path: { id: closed } }, body: close })).response.status).toBe(200);
    const expired = await createVacancy(server, owner, { title: `Expired ${marker} tester`, closingDate: bruneiDateIn(1, now) });
    const draft = await createVacancy(server, owner, { title: `Draft ${marker} tester`, status: "draft", closingDate: bruneiDateIn(20, now) });
    clock.advance(days(3));
    const talent = await signIn(server, (await signUpActiveTalent(server)).email);

    for (const token of [undefined, talent, registeredOnly]) {
      const closedRead = await read(closed, token);
      expect(closedRead.response.status).toBe(200);
      expect(closedRead.data?.data).toMatchObject({ status: "closed", isOpen: false });
      expect(closedRead.data?.data.applicants ?? null).toBeNull();
      expect((await read(expired, token)).data?.data).toMatchObject({ status: "published", isOpen: false });
      expect((await read(draft, token)).response.status).toBe(404);
    }
    expect((await read(draft, owner)).data?.data).toMatchObject({ status: "draft", title: `Draft ${marker} tester` });
  });

  it("a saved vacancy that closed is still among the saved jobs and opens", async () => {
    const id = await createVacancy(server, owner, { title: `Saved ${marker} closer`, closingDate: bruneiDateIn(1, clock.now()) });
    const talent = await signIn(server, (await signUpActiveTalent(server)).email);
    expect((await portalClient(server, talent).POST("/talents/saved-jobs/{jobId}", { params: { path: { jobId: id } } })).response.status).toBeLessThan(300);
    clock.advance(days(3));
    const saved = (await portalClient(server, talent).GET("/talents/saved-jobs")).data?.data ?? [];
    expect(saved.map((job) => [job.key, job.isOpen])).toEqual([[id, false]]);
    expect((await read(id, talent)).response.status).toBe(200);
  });
});

describe("the lpa panel's vacancy", () => {
  let on: BoardServer;

  beforeAll(async () => {
    on = await startBoardServer();
  });
  afterAll(async () => on?.server.close());

  /** An activated Talent of a nationality, with what applying needs. */
  async function talentOf(nationality: string): Promise<string> {
    const { email } = await signUpActiveTalent(on.server, { name: `Applicant ${nationality}` });
    const token = await signIn(on.server, email);
    const api = portalClient(on.server, token);
    await api.PUT("/talents/profile-details", { body: { name: `Applicant ${nationality}`, headline: "Analyst", summary: "", district: "tutong", nationality, availability: "immediately", yearsOfExperience: 2 } });
    await api.PUT("/talents/resume-details", { body: { skills: ["Linux"], education: [], workExperience: [], certifications: [], languages: [{ language: "Malay", proficiency: "native" }] } });
    return token;
  }

  async function applyFor(token: string, vacancyId: string): Promise<string> {
    const answer = await upload(on.server, "POST", "/talents/job-applications", token, [{ field: "jobVacancyId", value: vacancyId }, { field: "coverNote", value: "I would like this job." }]);
    expect(answer.status).toBe(201);
    return String(dataOf(answer)["key"]);
  }

  it("counts the vacancy's applicants and the local ones, withdrawn applications left out", async () => {
    const vacancyId = await createVacancy(on.server, on.business, { title: `Lpa ${marker} analyst`, closingDate: bruneiDateIn(30) });
    await applyFor(await talentOf("BN"), vacancyId);
    await applyFor(await talentOf("MY"), vacancyId);
    const leaving = await talentOf("BN");
    const withdrawn = await applyFor(leaving, vacancyId);
    expect((await portalClient(on.server, leaving).DELETE("/talents/job-applications/{id}", { params: { path: { id: withdrawn } } })).response.status).toBeLessThan(300);

    const id = await submittedLpa(on, vacancyId);
    const panel = await panelOf(on, id, "administrator");
    expect(panel.vacancy).toMatchObject({ id: vacancyId, applicants: { total: 2, local: 1 } });
  });
});

/** An lpa application of the demo Business naming `vacancyId`, filled in from core's generator and submitted. */
async function submittedLpa(on: BoardServer, vacancyId: string): Promise<string> {
  const api = portalClient(on.server, on.business);
  const created = await api.POST("/expat-permits/{type}/applications", { params: { path: { type: "lpa" } }, body: {} });
  if (!created.data) throw new Error(`Create failed with ${created.response.status}`);
  const { id } = created.data.data.application;
  let version = created.data.data.application.version;
  const fileIds: string[] = [];
  for (const [bytes, name, type] of [[pdfDocument(), "passport.pdf", "application/pdf"], [pngImage(), "photo.png", "image/png"], [jpegImage(), "licence.jpg", "image/jpeg"]] as const) {
    const sent = await upload(on.server, "POST", `/expat-permits/applications/${id}/uploads`, on.business, [{ field: "File", file: { bytes, name, type } }]);
    expect(sent.status).toBe(201);
    fileIds.push(String(Reflect.get(Object(dataOf(sent)["fileUpload"]), "id")));
    version += 1;
  }
  for (const section of PERMIT_SECTIONS.lpa) {
    const [values] = fc.sample(validPermitSection("lpa", section.key), { numRuns: 1, seed: 7 });
    let json = JSON.stringify(values);
    PERMIT_FILE_POOL.forEach((pooled, index) => (json = json.replaceAll(pooled, fileIds[index] ?? "")));
    for (const pooled of PERMIT_VACANCY_POOL) json = json.replaceAll(pooled, vacancyId);
    const saved = await api.PATCH("/expat-permits/{type}/applications/{id}/content", {
      params: { path: { type: "lpa", id }, header: { "If-Match": `"${version}"` } },
      body: { section: section.key, values: JSON.parse(json) },
    });
    if (!saved.data) throw new Error(`Saving ${section.key} failed: ${JSON.stringify(saved.error)}`);
    version = saved.data.data.application.version;
  }
  const submitted = await api.PUT("/expat-permits/applications/{id}/submissions", { params: { path: { id }, header: { "If-Match": `"${version}"` } } });
  if (!submitted.data) throw new Error(`Submit failed with ${submitted.response.status}: ${JSON.stringify(submitted.error)}`);
  return id;
}
