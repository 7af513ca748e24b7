import { describe, expect, it, vi } from "vitest";
import { createCore } from "../create-core.ts";
import { ALL_STORES } from "../stores/stores.ts";
import { SessionStorage } from "../platform/session-storage.ts";
import { saveJob } from "../talents/save-job.ts";
import { restoreSession } from "../accounts/restore-session.ts";
import { jobSearchQuery, talentSearchQuery } from "./screens.ts";
import { anIctProject } from "../test-support/fixtures.ts";
import { JOB_KEYS, aBusinessSearchItem, aJobSearchItem, aTalentSearchItem, pageOf } from "../test-support/search-fixtures.ts";
import { PORTAL, BACKOFFICE, aMember, makeTestCore, problem } from "../test-support/test-core.ts";
import { searchBusinesses } from "./search-businesses.ts";
import { searchIctProjects } from "./search-ict-projects.ts";
import { searchJobVacancies } from "./search-job-vacancies.ts";
import { searchTalents } from "./search-talents.ts";
import { NO_FILTERS, filterQueryOf } from "./filters.ts";
import { businessSearchQuery } from "./screens.ts";

const queryOf = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe("the search queries", () => {
  it("each asks its own path with the terms, page and size, and its store keeps the page and the search it answers", async () => {
    const test = makeTestCore({
      script: [
        { method: "GET", path: "/talents/searches", status: 200, body: { data: pageOf([aTalentSearchItem], 2, 10, 11) } },
        { method: "GET", path: "/businesses/searches", status: 200, body: { data: pageOf([aBusinessSearchItem]) } },
        { method: "GET", path: "/job-vacancies/searches", status: 200, body: { data: pageOf([aJobSearchItem(JOB_KEYS[0] ?? "")]) } },
        { method: "GET", path: "/ict-projects/searches", status: 200, body: { data: pageOf([anIctProject], 1, 9) } },
      ],
    });
    const state = talentSearchQuery.parse("searchTerms=%20data%20analyst&pageNumber=2&activeTalentId=3");
    expect(await test.core.run(searchTalents(state))).toEqual({ ok: true, value: pageOf([aTalentSearchItem], 2, 10, 11) });
    await test.core.run(searchBusinesses({ searchTerms: "", pageNumber: 1, pageSize: 10 }));
    await test.core.run(searchJobVacancies(jobSearchQuery.defaults));
    await test.core.run(searchIctProjects({ searchTerms: "erp", pageNumber: 0, pageSize: 500 }));

    expect(test.http.requests.map((request) => queryOf(request.url))).toEqual([
      { searchTerms: "data analyst", pageNumber: "2", pageSize: "10" },
      { pageNumber: "1", pageSize: "10" },
      { pageNumber: "1", pageSize: "10" },
      { searchTerms: "erp", pageNumber: "1", pageSize: "100" },
    ]);
    const asked = { searchTerms: "data analyst", pageNumber: 2, pageSize: 10, filters: NO_FILTERS };
    expect(test.core.stores.talentSearch.value).toEqual({ status: "loaded", state: asked, page: pageOf([aTalentSearchItem], 2, 10, 11), error: null, request: 1 });
    expect(test.core.stores.businessSearch.value.page?.items).toEqual([aBusinessSearchItem]);
    expect(test.core.stores.ictProjectSearch.value.state).toEqual({ searchTerms: "erp", pageNumber: 1, pageSize: 100, filters: NO_FILTERS });
    expect(test.types().slice(0, 2)).toEqual(["v1.SearchStarted", "v1.TalentSearchLoaded"]);
  });

  it("sends the screen's filters as the contract's parameters (filterQueryOf), and its events and store keep them", async () => {
    const test = makeTestCore({
      script: [
        { method: "GET", path: "/job-vacancies/searches", status: 200, body: { data: pageOf([aJobSearchItem(JOB_KEYS[0] ?? "")]) } },
        { method: "GET", path: "/talents/searches", status: 200, body: { data: pageOf([aTalentSearchItem]) } },
        { method: "GET", path: "/businesses/searches", status: 200, body: { data: pageOf([aBusinessSearchItem]) } },
      ],
    });
    const jobs = jobSearchQuery.parse("searchTerms=java&district=tutong&district=belait&employmentType=contract&salaryFrom=1500.50&salaryTo=3000&closesBy=2027-01-15");
    const talents = talentSearchQuery.parse("skill=SQL&skill=Power+BI&experience=2-4");
    const businesses = businessSearchQuery.parse("verified=true&businessType=sole-proprietorship");
    await test.core.run(searchJobVacancies(jobs));
    await test.core.run(searchTalents(talents));
    await test.core.run(searchBusinesses(businesses));
    const params = test.http.requests.map((request) => new URL(request.url).searchParams);
    const sent = (index: number, name: string) => params[index]?.getAll(name);
    expect([sent(0, "district"), sent(0, "employmentType"), sent(0, "salaryFrom"), sent(0, "salaryTo"), sent(0, "closesBy"), sent(0, "searchTerms")]).toEqual([
      ["belait", "tutong"], ["contract"], ["1500.5"], ["3000"], ["2027-01-15"], ["java"],
    ]);
    expect(filterQueryOf("jobVacancies", jobs.filters)).toEqual({
      district: ["belait", "tutong"], employmentType: ["contract"], salaryFrom: 1500.5, salaryTo: 3000, closesBy: "2027-01-15",
    });
    expect([sent(1, "skill"), sent(1, "experience")]).toEqual([["SQL", "Power BI"], ["2-4"]]);
    expect([sent(2, "businessType"), sent(2, "verified")]).toEqual([["sole-proprietorship"], ["true"]]);
    expect(test.core.stores.jobSearch.value.state?.filters).toEqual(jobs.filters);
    expect(test.core.stores.talentSearch.value.state?.filters).toEqual(talents.filters);
    const started = test.core.eventLog.tail().find((event) => event.type === "v1.SearchStarted");
    expect(started?.type === "v1.SearchStarted" ? started.payload : null).toEqual({
      search: "jobVacancies",
      state: { searchTerms: "java", pageNumber: 1, pageSize: 10, filters: jobs.filters },
    });
  });

  it("cleans a caller's raw filters as the address would, and sends none when a request has none", async () => {
    const test = makeTestCore({
      script: [
        { method: "GET", path: "/job-vacancies/searches", status: 200, body: { data: pageOf([]) } },
        { method: "GET", path: "/businesses/searches", status: 200, body: { data: pageOf([]) } },
      ],
    });
    await test.core.run(searchJobVacancies({ ...jobSearchQuery.defaults, filters: { district: ["nowhere", "belait"], skill: ["SQL"], salaryFrom: ["x"] } }));
    await test.core.run(searchBusinesses({ searchTerms: "", pageNumber: 1, pageSize: 10 }));
    expect(test.http.requests.map((request) => new URL(request.url).search)).toEqual(["?pageNumber=1&pageSize=10&district=belait", "?pageNumber=1&pageSize=10"]);
    expect(test.core.stores.jobSearch.value.state?.filters).toEqual({ district: ["belait"] });
  });

  it("a refused search fails the store with the catalogue's words and a toast", async () => {
    const test = makeTestCore({
      script: [{ method: "GET", path: "/job-vacancies/searches", status: 400, body: problem(400, "Please ask for a page number from 1.") }],
    });
    const result = await test.core.run(searchJobVacancies(jobSearchQuery.defaults));
    expect(result.ok).toBe(false);
    expect(test.core.stores.jobSearch.value).toMatchObject({ status: "failed", error: "Please ask for a page number from 1.", page: null });
    expect(test.types()).toEqual(["v1.SearchStarted", "v1.SearchFailed", "v1.CommandFailed"]);
    expect(test.core.stores.toasts.value.map((toast) => toast.message)).toEqual(["Please ask for a page number from 1."]);
  });

  it("a slow answer to an older search never replaces the answer to a newer one", async () => {
    const pending: Array<{ url: string; answer: (response: Response) => void }> = [];
    const fetch = (request: Request) => new Promise<Response>((answer) => pending.push({ url: request.url, answer }));
    const core = createCore({ stores: ALL_STORES, portalBaseUrl: PORTAL, backofficeBaseUrl: BACKOFFICE, fetch, sessionStorage: SessionStorage.layerTest() });
    const reply = (index: number, page: unknown) =>
      pending[index]?.answer(new Response(JSON.stringify({ data: page }), { headers: { "content-type": "application/json" } }));
    const older = core.run(searchTalents({ searchTerms: "java", pageNumber: 1, pageSize: 10 }));
    const newer = core.run(searchTalents({ searchTerms: "rust", pageNumber: 1, pageSize: 10 }));
    await vi.waitFor(() => expect(pending).toHaveLength(2));
    const rustPage = pageOf([{ ...aTalentSearchItem, name: "Rusty" }]);
    reply(1, rustPage);
    await newer;
    reply(0, pageOf([aTalentSearchItem]));
    expect((await older).ok).toBe(true);
    expect(core.stores.talentSearch.value).toMatchObject({ status: "loaded", state: { searchTerms: "rust" }, page: rustPage });
    core.dispose();
  });

  it("saving a job from the results marks it saved there at once", async () => {
    const [first = "", second = ""] = JOB_KEYS;
    const test = makeTestCore({
      saved: { token: "tok-1", member: aMember, accountType: "Talent", profilePicture: null },
      script: [
        { method: "GET", path: "/job-vacancies/searches", status: 200, body: { data: pageOf([aJobSearchItem(first), aJobSearchItem(second)]) } },
        { method: "POST", path: `/talents/saved-jobs/${second}`, status: 200, body: { data: { savedJobKeys: [second] } } },
      ],
    });
    await test.core.run(restoreSession());
    await test.core.run(searchJobVacancies(jobSearchQuery.defaults));
    await test.core.run(saveJob(second));
    expect(test.core.stores.jobSearch.value.page?.items.map((item) => [item.key, item.isSaved])).toEqual([[first, false], [second, true]]);
  });
});
