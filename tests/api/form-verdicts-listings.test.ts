// Core's verdict on a job vacancy or an ICT project equals the API's: the same fields refused with the same
// words (salary range and a passed closing date included), and every body core accepts is saved. Then the
// vacancy status moves core's transitions allow, and only those, through the real server.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DISTRICTS,
  EMPLOYMENT_TYPES,
  IctProjectForm,
  PROJECT_STAGES,
  PUBLICATION_STATUSES,
  SALARY_INTERVALS,
  bruneiDateOf,
  canMoveVacancy,
  jobVacancyFormOn,
  problemType,
} from "@ictm/core/domain";
import { portalClient } from "../support/api.ts";
import { registerActiveBusiness, signInBusiness } from "../support/business.ts";
import { createTestClock } from "../support/clock.ts";
import { MISSING, body, choice, describeSameVerdicts, field, flag, numberIn, skills, text } from "../support/form-verdicts.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

const clock = createTestClock(new Date("2030-03-10T02:00:00Z"));
const today = bruneiDateOf(clock.now().getTime());
let server: TestServer;
let owner: string;
beforeAll(async () => {
  server = await startTestServer({ clock });
  owner = await signInBusiness(server, (await registerActiveBusiness(server)).email);
});
afterAll(async () => server?.close());

const dayFrom = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const closingDate = field(fc.integer({ min: -3, max: 30 }).map((days) => dayFrom(today, days)), fc.constantFrom("2030-02-30", "soon", null, MISSING));

const vacancyBody = body({
  title: text({ min: 3, max: 120 }),
  description: text({ min: 20, max: 5000, lineBreaks: true }),
  district: choice(DISTRICTS),
  location: text({ max: 120 }),
  employmentType: choice(EMPLOYMENT_TYPES),
  salaryMin: numberIn(0, 10_000_000, { nullable: true }),
  salaryMax: numberIn(0, 10_000_000, { nullable: true }),
  salaryInterval: choice(SALARY_INTERVALS),
  skills: skills(),
  closingDate,
  // Creating a closed vacancy is a refused move (409), not a form error: the form is about draft and published.
  status: field(fc.constantFrom("draft", "published"), fc.constantFrom("archived", null, MISSING)),
});

const projectBody = body({
  title: text({ min: 3, max: 120 }),
  description: text({ min: 20, max: 5000, lineBreaks: true }),
  budget: numberIn(0, 1_000_000_000, { nullable: true }),
  skills: skills(),
  stage: choice(PROJECT_STAGES),
  isPublished: flag(),
});

describeSameVerdicts({ server: () => server, token: () => owner }, [
  { title: "on a job vacancy", method: "POST", path: "/businesses/job-vacancies", bodies: vacancyBody, form: () => jobVacancyFormOn(today), numRuns: 60 },
  { title: "on an ICT project", method: "POST", path: "/businesses/ict-projects", bodies: projectBody, form: () => IctProjectForm, numRuns: 40 },
]);

describe("a vacancy's status", () => {
  it("moves exactly as core's transitions allow; a refused move is a 409 that says why", async () => {
    const api = portalClient(server, owner);
    const valid = {
      title: "Network Engineer",
      description: "Look after the networks of our Gadong and Kuala Belait offices.",
      district: "brunei-muara" as const,
      location: "Gadong",
      employmentType: "full-time" as const,
      salaryMin: null,
      salaryMax: null,
      salaryInterval: "monthly" as const,
      skills: [],
      closingDate: dayFrom(today, 10),
    };
    for (const to of PUBLICATION_STATUSES) {
      const created = await api.POST("/businesses/job-vacancies", { body: { ...valid, status: to } });
      expect(created.response.status).toBe(canMoveVacancy(null, to) ? 201 : 409);
    }
    for (const from of PUBLICATION_STATUSES.filter((status) => canMoveVacancy(null, status))) {
      for (const to of PUBLICATION_STATUSES) {
        const id = (await api.POST("/businesses/job-vacancies", { body: { ...valid, status: from } })).data?.data.key ?? "";
        const moved = await api.PUT("/businesses/job-vacancies/{id}", { params: { path: { id } }, body: { ...valid, status: to } });
        expect(moved.response.status, `${from} -> ${to}`).toBe(canMoveVacancy(from, to) ? 200 : 409);
        if (moved.response.status === 409) expect(moved.error).toMatchObject({ type: problemType("vacancy-status-refused") });
      }
    }
    // From closed, too: published first, then closed.
    const id = (await api.POST("/businesses/job-vacancies", { body: { ...valid, status: "published" } })).data?.data.key ?? "";
    expect((await api.PUT("/businesses/job-vacancies/{id}", { params: { path: { id } }, body: { ...valid, status: "closed" } })).response.status).toBe(200);
    for (const to of PUBLICATION_STATUSES) {
      const moved = await api.PUT("/businesses/job-vacancies/{id}", { params: { path: { id } }, body: { ...valid, status: to } });
      expect(moved.response.status, `closed -> ${to}`).toBe(canMoveVacancy("closed", to) ? 200 : 409);
      if (moved.response.status === 200 && to !== "closed") {
        await api.PUT("/businesses/job-vacancies/{id}", { params: { path: { id } }, body: { ...valid, status: "closed" } });
      }
    }
  });
});
