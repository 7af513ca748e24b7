// Paging of the searches over real HTTP: for any number of results and any page size, the count, the number of
// pages and each page's items agree with the whole list (a fast-check property over a few dozen projects, each
// tagged so that a search word selects the first n); page sizes default per search and are capped at 100; page
// numbers below 1 or not numbers are refused with the contract's message.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerActiveBusiness, signInBusiness } from "../support/business.ts";
import { createProject, rawSearch, search } from "../support/search.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

const projects = 24;
/** Project i carries the tags of every n > i, so searching `tag(n)` finds exactly projects 0 … n-1. */
const tag = (n: number) => `pg${String(n).padStart(2, "0")}`;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  const token = await signInBusiness(server, (await registerActiveBusiness(server)).email);
  for (let i = 0; i < projects; i++) {
    const tags = Array.from({ length: projects + 1 - (i + 1) }, (_, j) => tag(i + 1 + j));
    await createProject(server, token, { title: `Paging project ${i}`, skills: tags });
  }
});
afterAll(async () => server?.close());

describe("search paging", () => {
  it("answers count, total pages and the right slice of the whole list for any size and page", async () => {
    const everything = new Map<number, string[]>();
    const all = async (n: number) => {
      const cached = everything.get(n);
      if (cached) return cached;
      const keys = (await search(server, "/ict-projects/searches", { searchTerms: tag(n), pageSize: 100 })).items.map((item) => item.key);
      everything.set(n, keys);
      return keys;
    };
    const cases = fc.integer({ min: 0, max: projects }).chain((n) => fc.tuple(fc.constant(n), fc.integer({ min: 1, max: 11 })).chain(([size, pageSize]) => fc.tuple(fc.constant(size), fc.constant(pageSize), fc.integer({ min: 1, max: Math.ceil(size / pageSize) + 2 }))));
    await fc.assert(
      fc.asyncProperty(cases, async ([n, pageSize, pageNumber]) => {
        const whole = await all(n);
        expect(whole).toHaveLength(n);
        const page = await search(server, "/ict-projects/searches", { searchTerms: tag(n), pageSize, pageNumber });
        expect(page).toMatchObject({ count: n, pageNumber, pageSize, countIsExact: true, totalPages: Math.ceil(n / pageSize) });
        expect(page.items.map((item) => item.key)).toEqual(whole.slice((pageNumber - 1) * pageSize, pageNumber * pageSize));
      }),
      { numRuns: 25 },
    );
  });

  it("lists everything newest first when there are no terms, with each search's default page size", async () => {
    const page = await search(server, "/ict-projects/searches", {});
    expect(page).toMatchObject({ count: projects, pageNumber: 1, pageSize: 9, countIsExact: true, totalPages: 3 });
    expect(page.items.map((item) => item["title"])).toEqual(Array.from({ length: 9 }, (_, i) => `Paging project ${projects - 1 - i}`));
    for (const path of ["/talents/searches", "/businesses/searches", "/job-vacancies/searches"] as const) {
      expect((await search(server, path, {})).pageSize).toBe(10);
    }
  });

  it("counts a page size above 100 as 100", async () => {
    expect(await search(server, "/ict-projects/searches", { pageSize: 1000 })).toMatchObject({ pageSize: 100, count: projects, countIsExact: true, totalPages: 1 });
  });

  it("refuses a page number below 1 or not a number, and a page size below 1, with the contract's message", async () => {
    for (const value of ["0", "-1", "abc", "1.5"]) {
      const answer = await rawSearch(server, "/talents/searches", `pageNumber=${value}`);
      expect(answer).toEqual({ status: 400, body: expect.objectContaining({ errors: { pageNumber: ["Please ask for a page number from 1."] } }) });
    }
    const size = await rawSearch(server, "/job-vacancies/searches", "pageSize=0");
    expect(size).toEqual({ status: 400, body: expect.objectContaining({ errors: { pageSize: ["Please ask for a page size from 1."] } }) });
  });
});
