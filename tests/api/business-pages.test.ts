// A Business's own pages and its listings over real HTTP: profile and contact details, vacancies in every status
// (owner only for drafts; another business's vacancy is "not found"), public open vacancies, ICT projects, and a
// Talent's saved jobs (Talent only). Every change appends its event.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { components } from "@ictm/openapi/portal.ts";
import { readStream } from "@ictm/server/events/store.ts";
import { portalClient, signIn, signUpActiveTalent } from "../support/api.ts";
import { registerActiveBusiness, signInBusiness } from "../support/business.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

type VacancyInput = components["schemas"]["JobVacancyInput"];
let server: TestServer;
let owner: string;
let rival: string;
let talent: string;
beforeAll(async () => {
  server = await startTestServer();
  owner = await signInBusiness(server, (await registerActiveBusiness(server)).email);
  rival = await signInBusiness(server, (await registerActiveBusiness(server, { registration: { businessName: "Rival Tech Sdn Bhd" } })).email);
  talent = await signIn(server, (await signUpActiveTalent(server)).email);
});
afterAll(async () => server?.close());

const inDays = (days: number) => new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
const vacancy = (overrides: Partial<VacancyInput> = {}): VacancyInput => ({
  title: "Network Engineer",
  description: "Look after the networks of our Gadong and Kuala Belait offices.",
  district: "brunei-muara",
  location: "Gadong",
  employmentType: "full-time",
  salaryMin: 2500,
  salaryMax: 3500,
  salaryInterval: "monthly",
  skills: ["Cisco", "Linux"],
  closingDate: inDays(20),
  status: "published",
  ...overrides,
});

describe("a Business's profile", () => {
  it("reads and changes its profile and contact details; a Talent is refused", async () => {
    const api = portalClient(server, owner);
    const before = (await api.GET("/businesses/profiles")).data?.data;
    expect(before).toMatchObject({ verification: null, isVerified: false, description: "", employeeCount: null, contactDetails: { phone: "+673 876 5432" } });
    const update = { businessName: "Kampong Ayer Software Sdn Bhd", businessType: "private-limited" as const, contactPerson: "Awang Hj Kamarul", description: "Software for Brunei.", industry: "Software", employeeCount: "10-49" as const };
    expect((await api.PUT("/businesses/profiles", { body: update })).data?.data).toMatchObject(update);
    const contact = { phone: "+673 222 0000", address: "Jalan Gadong", website: "https://kampongayer.example.bn", linkedinUrl: null, githubUrl: null };
    expect((await api.PUT("/talents/contact-details", { body: contact })).data?.data).toEqual(contact);
    expect((await api.GET("/businesses/profiles")).data?.data.contactDetails).toEqual(contact);
    // Each edit's event carries the whole change, so the log keeps every version of the profile.
    const events = (await readStream(server.portal.db.orm, `business-${before?.key}`)).map((event) => [event.type, event.payload]);
    expect(events.slice(1)).toEqual([["v2.BusinessProfileChanged", update], ["v2.ContactDetailsChanged", contact]]);
    expect(events[0]?.[0]).toBe("v1.BusinessRegistered");
    const asTalent = portalClient(server, talent);
    expect((await asTalent.GET("/businesses/profiles")).response.status).toBe(403);
    expect((await asTalent.PUT("/businesses/profiles", { body: update })).response.status).toBe(403);
    expect((await asTalent.GET("/businesses/job-vacancies")).response.status).toBe(403);
    expect((await asTalent.POST("/businesses/ict-projects", { body: { title: "X project", description: "A project description long enough.", budget: null, skills: [], stage: "planned", isPublished: false } })).response.status).toBe(403);
  });
});

describe("job vacancies", () => {
  it("are created, changed and listed by their business; the public sees only published, open ones", async () => {
    const api = portalClient(server, owner);
    const published = (await api.POST("/businesses/job-vacancies", { body: vacancy() })).data?.data;
    expect(published).toMatchObject({ status: "published", isOpen: true, salaryCurrency: "BND", businessVerified: false });
    expect(published?.publishedAt).not.toBeNull();
    const draft = (await api.POST("/businesses/job-vacancies", { body: vacancy({ title: "Draft Analyst", status: "draft" }) })).data?.data;
    expect(draft).toMatchObject({ status: "draft", isOpen: false, publishedAt: null });
    const own = (await api.GET("/businesses/job-vacancies")).data?.data.map((item) => item.title);
    expect(own).toEqual(["Draft Analyst", "Network Engineer"]);
    const businessKey = published?.businessKey ?? "";
    const open = await portalClient(server).GET("/businesses/{id}/job-vacancies", { params: { path: { id: businessKey } } });
    expect(open.data?.data.map((item) => item.title)).toEqual(["Network Engineer"]);

    const anyone = await portalClient(server).GET("/job-vacancies/{id}", { params: { path: { id: draft?.key ?? "" } } });
    expect(anyone.response.status).toBe(404);
    expect((await portalClient(server, owner).GET("/job-vacancies/{id}", { params: { path: { id: draft?.key ?? "" } } })).data?.data.title).toBe("Draft Analyst");
    expect((await portalClient(server).GET("/job-vacancies/{id}", { params: { path: { id: published?.key ?? "" } } })).data?.data.title).toBe("Network Engineer");

    const closed = await api.PUT("/businesses/job-vacancies/{id}", { params: { path: { id: published?.key ?? "" } }, body: vacancy({ status: "closed" }) });
    expect(closed.data?.data).toMatchObject({ status: "closed", isOpen: false });
    const events = (await readStream(server.portal.db.orm, `job-vacancy-${published?.key}`)).map((event) => event.type);
    expect(events).toEqual(["v1.JobVacancyCreated", "v1.JobVacancyChanged"]);
  });

  it("refuses another business's vacancy as not found, and checks salary range and closing date", async () => {
    const mine = (await portalClient(server, owner).POST("/businesses/job-vacancies", { body: vacancy({ status: "draft" }) })).data?.data;
    const theirs = await portalClient(server, rival).PUT("/businesses/job-vacancies/{id}", { params: { path: { id: mine?.key ?? "" } }, body: vacancy() });
    expect(theirs.response.status).toBe(404);
    expect((await portalClient(server, rival).GET("/job-vacancies/{id}", { params: { path: { id: mine?.key ?? "" } } })).response.status).toBe(404);
    const range = await portalClient(server, owner).POST("/businesses/job-vacancies", { body: vacancy({ salaryMin: 5000, salaryMax: 100 }) });
    expect(range.error?.errors).toEqual({ salaryMax: ["The minimum salary cannot be more than the maximum."] });
    const past = await portalClient(server, owner).POST("/businesses/job-vacancies", { body: vacancy({ closingDate: inDays(-2) }) });
    expect(past.error?.errors).toEqual({ closingDate: ["The closing date has passed. Please choose a later date to publish."] });
  });
});

describe("ICT projects", () => {
  it("are created, published and listed by their business only", async () => {
    const input = { title: "Cloud migration", description: "Move three systems to the cloud in 2027.", budget: 120000, skills: ["Azure"], stage: "planned" as const, isPublished: false };
    const created = (await portalClient(server, owner).POST("/businesses/ict-projects", { body: input })).data?.data;
    expect(created).toMatchObject({ ...input, budgetCurrency: "BND", publishedAt: null });
    const published = await portalClient(server, owner).PUT("/businesses/ict-projects/{id}", { params: { path: { id: created?.key ?? "" } }, body: { ...input, isPublished: true } });
    expect(published.data?.data.publishedAt).not.toBeNull();
    const stolen = await portalClient(server, rival).PUT("/businesses/ict-projects/{id}", { params: { path: { id: created?.key ?? "" } }, body: input });
    expect(stolen.response.status).toBe(404);
    expect((await portalClient(server, rival).GET("/businesses/ict-projects")).data?.data).toEqual([]);
    const events = (await readStream(server.portal.db.orm, `ict-project-${created?.key}`)).map((event) => event.type);
    expect(events).toEqual(["v1.IctProjectCreated", "v1.IctProjectChanged"]);
  });
});

describe("saved jobs", () => {
  it("are a Talent's: saved once, listed, removed; unknown or unpublished vacancies are not found", async () => {
    const published = (await portalClient(server, owner).POST("/businesses/job-vacancies", { body: vacancy({ title: "Saved Role" }) })).data?.data;
    const draft = (await portalClient(server, owner).POST("/businesses/job-vacancies", { body: vacancy({ status: "draft" }) })).data?.data;
    const api = portalClient(server, talent);
    const path = (id: string) => ({ params: { path: { jobId: id } } });
    expect((await api.POST("/talents/saved-jobs/{jobId}", path(published?.key ?? ""))).data?.data.savedJobKeys).toEqual([published?.key]);
    expect((await api.POST("/talents/saved-jobs/{jobId}", path(published?.key ?? ""))).data?.data.savedJobKeys).toEqual([published?.key]);
    expect((await api.GET("/talents/saved-jobs")).data?.data.map((job) => job.title)).toEqual(["Saved Role"]);
    expect((await api.POST("/talents/saved-jobs/{jobId}", path(draft?.key ?? ""))).response.status).toBe(404);
    expect((await api.POST("/talents/saved-jobs/{jobId}", path("00000000-0000-4000-8000-000000000000"))).response.status).toBe(404);
    expect((await portalClient(server, owner).GET("/talents/saved-jobs")).response.status).toBe(403);
    expect((await portalClient(server, owner).POST("/talents/saved-jobs/{jobId}", path(published?.key ?? ""))).response.status).toBe(403);
    expect((await portalClient(server).GET("/talents/saved-jobs")).response.status).toBe(401);
    expect((await portalClient(server).DELETE("/talents/saved-jobs/{jobId}", path(published?.key ?? ""))).response.status).toBe(401);
    expect((await api.DELETE("/talents/saved-jobs/{jobId}", path(published?.key ?? ""))).data?.data.savedJobKeys).toEqual([]);
  });
});
