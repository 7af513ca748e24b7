// What the vacancy, project and business searches list: only published vacancies whose closing date (Brunei
// time, on the server's clock) has not passed, only published projects, and every activated business with
// whether it is verified and how many vacancies it has open; a signed-in Talent sees which jobs it saved; a
// business's new name is found on its listings at once.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { portalClient, signIn, signUpActiveTalent } from "../support/api.ts";
import { registerActiveBusiness, signInBusiness } from "../support/business.ts";
import { createTestClock, days, type TestClock } from "../support/clock.ts";
import { bruneiDateIn, createProject, createVacancy, search, vacancyInput } from "../support/search.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

const marker = `qv${randomUUID().replace(/[0-9-]/g, "").slice(0, 8)}`;
let server: TestServer;
let clock: TestClock;
let owner: string;
let talent: string;
const vacancies = { open: "", lastDay: "", draft: "", closed: "", expired: "" };

beforeAll(async () => {
  // 15:00 UTC is 23:00 in Brunei (UTC+8); at 16:00 UTC the Brunei date turns while the UTC date does not.
  clock = createTestClock(new Date("2030-03-10T15:00:00Z"));
  server = await startTestServer({ clock });
  owner = await signInBusiness(server, (await registerActiveBusiness(server, { registration: { businessName: `Mahkota ${marker} Sdn Bhd` } })).email);
  talent = await signIn(server, (await signUpActiveTalent(server)).email);
  const now = clock.now();
  vacancies.open = await createVacancy(server, owner, { title: `Open ${marker} analyst`, closingDate: bruneiDateIn(10, now) });
  vacancies.lastDay = await createVacancy(server, owner, { title: `Last day ${marker} analyst`, closingDate: bruneiDateIn(0, now) });
  const later = bruneiDateIn(10, now);
  vacancies.draft = await createVacancy(server, owner, { title: `Draft ${marker} analyst`, status: "draft", closingDate: later });
  vacancies.closed = await createVacancy(server, owner, { title: `Closed ${marker} analyst`, closingDate: later });
  const close = vacancyInput({ title: `Closed ${marker} analyst`, status: "closed", closingDate: later });
  expect((await portalClient(server, owner).PUT("/businesses/job-vacancies/{id}", { params: { path: { id: vacancies.closed } }, body: close })).response.status).toBe(200);
  vacancies.expired = await createVacancy(server, owner, { title: `Expired ${marker} analyst`, closingDate: bruneiDateIn(1, now) });
  clock.advance(days(2));
});
afterAll(async () => server?.close());

const found = async (token?: string) => (await search(server, "/job-vacancies/searches", { searchTerms: marker }, token)).items;

describe("the job search", () => {
  it("lists only published vacancies whose closing date has not passed in Brunei", async () => {
    expect((await found()).map((item) => item.key)).toEqual([vacancies.open]);
    clock.set(new Date("2030-03-10T15:00:00Z"));
    expect((await found()).map((item) => item.key).sort()).toEqual([vacancies.open, vacancies.lastDay, vacancies.expired].sort());
    clock.set(new Date("2030-03-10T16:00:00Z"));
    expect((await found()).map((item) => item.key).sort()).toEqual([vacancies.open, vacancies.expired].sort());
    clock.advance(days(2));
  });

  it("tells a signed-in Talent which jobs it saved, and anyone else false", async () => {
    expect((await portalClient(server, talent).POST("/talents/saved-jobs/{jobId}", { params: { path: { jobId: vacancies.open } } })).response.status).toBe(200);
    expect((await found(talent)).map((item) => item["isSaved"])).toEqual([true]);
    expect((await found()).map((item) => item["isSaved"])).toEqual([false]);
    expect((await found(owner)).map((item) => item["isSaved"])).toEqual([false]);
  });
});

describe("the project and business searches", () => {
  it("list published projects only", async () => {
    await createProject(server, owner, { title: `Published ${marker} portal` });
    await createProject(server, owner, { title: `Unpublished ${marker} portal`, isPublished: false });
    expect((await search(server, "/ict-projects/searches", { searchTerms: marker })).items.map((item) => item["title"])).toEqual([`Published ${marker} portal`]);
  });

  it("show whether a business is verified and how many vacancies it has open", async () => {
    const [business] = (await search(server, "/businesses/searches", { searchTerms: marker })).items;
    expect(business).toMatchObject({ businessName: `Mahkota ${marker} Sdn Bhd`, isVerified: false, openVacancies: 1, businessType: "private-limited" });
  });

  it("find a business's listings under its new name at once", async () => {
    const renamed = `Permata ${marker} Sdn Bhd`;
    const profile = { businessName: renamed, businessType: "private-limited" as const, contactPerson: "Awang Hj Kamarul", description: "Software for Brunei.", industry: "Software", employeeCount: "10-49" as const };
    expect((await portalClient(server, owner).PUT("/businesses/profiles", { body: profile })).response.status).toBe(200);
    const jobs = await search(server, "/job-vacancies/searches", { searchTerms: `permata ${marker}` });
    expect(jobs.items.map((item) => [item.key, item["businessName"]])).toEqual([[vacancies.open, renamed]]);
    expect((await search(server, "/ict-projects/searches", { searchTerms: `permata ${marker}` })).count).toBe(1);
    expect((await search(server, "/businesses/searches", { searchTerms: "permata software" })).items.map((item) => item["businessName"])).toEqual([renamed]);
  });
});
