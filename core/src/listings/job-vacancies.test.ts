import { describe, expect, it } from "vitest";
import { loadBusinessJobVacancies } from "./load-business-job-vacancies.ts";
import { loadOwnJobVacancies } from "./load-own-job-vacancies.ts";
import { loadJobVacancy } from "./load-job-vacancy.ts";
import { aJobVacancy } from "../test-support/fixtures.ts";
import { atInstant, makeTestCore, pathOf, problem } from "../test-support/test-core.ts";
import { closeJobVacancy } from "./close-job-vacancy.ts";
import { createJobVacancy } from "./create-job-vacancy.ts";
import { publishJobVacancy } from "./publish-job-vacancy.ts";
import { updateJobVacancy } from "./update-job-vacancy.ts";

const input = {
  title: "Site Reliability Engineer",
  description: "Keep our national platforms fast and available.",
  district: "brunei-muara" as const,
  location: "Kiulap",
  employmentType: "full-time" as const,
  salaryMin: 3500,
  salaryMax: 4500,
  salaryInterval: "monthly" as const,
  skills: ["Kubernetes"],
  closingDate: "2025-03-31",
  status: "published" as const,
};
const published = { ...aJobVacancy, status: "published" as const, isOpen: true };
// 31 March 2025, 23:30 in Brunei is still the closing day; 30 minutes later it has passed.
const lastEvening = "2025-03-31T15:30:00.000Z";
const nextMorning = "2025-03-31T16:00:00.000Z";

describe("creating and changing vacancies", () => {
  it("publishing on the closing day itself (Brunei time) posts the vacancy and lists it first", async () => {
    const test = makeTestCore({ script: [{ method: "POST", path: "/businesses/job-vacancies", status: 201, body: { data: published } }] });
    const result = await test.core.run(atInstant(lastEvening, createJobVacancy(input)));

    expect(result).toEqual({ ok: true, value: published });
    expect(JSON.parse(test.http.requests[0]?.body ?? "")).toEqual(input);
    expect(test.types()).toEqual(["v1.JobVacancyCreated", "v1.ChangesSaved"]);
    expect(test.core.stores.ownJobVacancies.value.items).toEqual([published]);
  });

  it("publishing once the closing day has ended in Brunei is refused before any call: 'The closing date has passed. Please choose a later date to publish.'", async () => {
    const test = makeTestCore();
    const result = await test.core.run(atInstant(nextMorning, createJobVacancy(input)));
    expect(result.ok ? null : result.error).toMatchObject({ _tag: "ValidationFailed", fieldErrors: { closingDate: "The closing date has passed. Please choose a later date to publish." } });
    expect(test.http.requests).toEqual([]);
  });

  it("a draft may keep a passed closing date; a maximum below the minimum is refused", async () => {
    const test = makeTestCore({ script: [{ method: "POST", path: "/businesses/job-vacancies", status: 201, body: { data: aJobVacancy } }] });
    expect((await test.core.run(atInstant(nextMorning, createJobVacancy({ ...input, status: "draft" })))).ok).toBe(true);
    const result = await test.core.run(atInstant(lastEvening, createJobVacancy({ ...input, salaryMax: 3000 })));
    expect(result.ok ? null : result.error).toMatchObject({ fieldErrors: { salaryMax: "The minimum salary cannot be more than the maximum." } });
  });

  it("updating puts the vacancy under its key and replaces it in the list", async () => {
    const renamed = { ...published, title: "Senior SRE" };
    const test = makeTestCore({
      script: [
        { method: "GET", path: "/businesses/job-vacancies", status: 200, body: { data: [published] } },
        { method: "PUT", path: `/businesses/job-vacancies/${aJobVacancy.key}`, status: 200, body: { data: renamed } },
      ],
    });
    await test.core.run(loadOwnJobVacancies());
    const result = await test.core.run(atInstant(lastEvening, updateJobVacancy(aJobVacancy.key, { ...input, title: "Senior SRE" })));
    expect(result.ok).toBe(true);
    expect(test.core.stores.ownJobVacancies.value).toEqual({ status: "loaded", items: [renamed] });
  });

  it("someone else's vacancy is not found, and a malformed key never leaves the device", async () => {
    const test = makeTestCore({
      script: [{ method: "PUT", path: `/businesses/job-vacancies/${aJobVacancy.key}`, status: 404, body: problem(404, "No such job vacancy.") }],
    });
    const missing = await test.core.run(atInstant(lastEvening, updateJobVacancy(aJobVacancy.key, input)));
    expect(missing.ok ? null : missing.error).toMatchObject({ _tag: "NotFound", message: "No such job vacancy." });
    const malformed = await test.core.run(atInstant(lastEvening, updateJobVacancy("../profiles", input)));
    expect(malformed.ok ? null : malformed.error).toMatchObject({ _tag: "ValidationFailed", message: "Sorry, this record could not be found." });
    expect(test.http.requests).toHaveLength(1);
  });
});

describe("publishing and closing as conveniences over update", () => {
  it("publish reads the vacancy as it stands and puts it back published", async () => {
    const test = makeTestCore({
      script: [
        { method: "GET", path: `/job-vacancies/${aJobVacancy.key}`, status: 200, body: { data: aJobVacancy } },
        { method: "PUT", path: `/businesses/job-vacancies/${aJobVacancy.key}`, status: 200, body: { data: published } },
      ],
    });
    const result = await test.core.run(atInstant(lastEvening, publishJobVacancy(aJobVacancy.key)));
    expect(result).toEqual({ ok: true, value: published });
    expect(JSON.parse(test.http.requests[1]?.body ?? "")).toMatchObject({ status: "published", title: aJobVacancy.title, closingDate: "2025-03-31" });
  });

  it("publishing a vacancy whose closing date passed is refused after reading it, before changing it", async () => {
    const test = makeTestCore({ script: [{ method: "GET", path: `/job-vacancies/${aJobVacancy.key}`, status: 200, body: { data: aJobVacancy } }] });
    const result = await test.core.run(atInstant(nextMorning, publishJobVacancy(aJobVacancy.key)));
    expect(result.ok ? null : result.error).toMatchObject({ message: "The closing date has passed. Please choose a later date to publish." });
    expect(test.http.requests.map((request) => request.method)).toEqual(["GET"]);
  });

  it("close puts it back closed, whatever its closing date", async () => {
    const closed = { ...published, status: "closed" as const, isOpen: false };
    const test = makeTestCore({
      script: [
        { method: "GET", path: `/job-vacancies/${aJobVacancy.key}`, status: 200, body: { data: published } },
        { method: "PUT", path: `/businesses/job-vacancies/${aJobVacancy.key}`, status: 200, body: { data: closed } },
      ],
    });
    const result = await test.core.run(atInstant("2026-01-01T00:00:00.000Z", closeJobVacancy(aJobVacancy.key)));
    expect(result).toEqual({ ok: true, value: closed });
    expect(JSON.parse(test.http.requests[1]?.body ?? "").status).toBe("closed");
  });
});

describe("reading vacancies", () => {
  it("a business's open vacancies and one vacancy are public reads", async () => {
    const test = makeTestCore({
      script: [
        { method: "GET", path: `/businesses/${aJobVacancy.businessKey}/job-vacancies`, status: 200, body: { data: [published] } },
        { method: "GET", path: `/job-vacancies/${aJobVacancy.key}`, status: 200, body: { data: published } },
      ],
    });
    expect(await test.core.run(loadBusinessJobVacancies(aJobVacancy.businessKey))).toEqual({ ok: true, value: [published] });
    expect(await test.core.run(loadJobVacancy(aJobVacancy.key))).toEqual({ ok: true, value: published });
    expect(test.http.requests.map((request) => [pathOf(request.url), request.headers["x-member-authorization"]])).toEqual([
      [`/api/v1/businesses/${aJobVacancy.businessKey}/job-vacancies`, undefined],
      [`/api/v1/job-vacancies/${aJobVacancy.key}`, undefined],
    ]);
    expect(test.types()).toEqual(["v1.QueryStarted", "v1.BusinessJobVacanciesLoaded", "v1.QueryStarted", "v1.JobVacancyLoaded"]);
  });
});
