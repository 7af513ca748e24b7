// The count limit of the searches (core's SEARCH_COUNT_LIMIT, the contract's PageInfo.countIsExact) over real HTTP:
// a search counts exactly up to 10,000 results; past that the count is 10,000 with countIsExact false, the pages
// stop at the limit (a page starting past it is empty, one crossing it is cut), and facet counts stay exact. The
// rows past what the API creates in a few calls are copies made in SQL of rows the API created (every column the
// database does not generate), so they are listed exactly as the originals are.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEARCH_COUNT_LIMIT, SEARCH_PAGE_SIZES } from "@ictm/core/domain";
import { rowsOf } from "@ictm/server/db/rows.ts";
import { registerActiveBusiness, signInBusiness } from "../support/business.ts";
import { createProject, createVacancy, rawSearch, search } from "../support/search.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

const marker = `cl${randomUUID().replace(/[0-9-]/g, "").slice(0, 8)}`;
let server: TestServer;

/** Inserts `copies` copies of the row `id` of `table` (new keys, one second apart), as they would be listed. */
async function copyRow(table: "ict_projects" | "job_vacancies", id: string, copies: number): Promise<void> {
  const db = server.portal.db.orm;
  const found = rowsOf(
    await db.execute(sql`select column_name from information_schema.columns
      where table_name = ${table} and is_generated = 'NEVER' and column_name not in ('id', 'created_at') order by ordinal_position`),
  );
  const columns = sql.join(found.map((row) => sql.identifier(String(row["column_name"]))), sql`, `);
  await db.execute(sql`insert into ${sql.identifier(table)} (id, created_at, ${columns})
    select gen_random_uuid(), created_at - make_interval(secs => copy), ${columns} from ${sql.identifier(table)}, generate_series(1, ${copies}) copy
    where id = ${id}`);
}

let project = "";
beforeAll(async () => {
  server = await startTestServer();
  const token = await signInBusiness(server, (await registerActiveBusiness(server)).email);
  // Projects: exactly the limit (one more is added by a test).
  project = await createProject(server, token, { title: `Count project ${marker}` });
  await copyRow("ict_projects", project, SEARCH_COUNT_LIMIT - 1);
  // Vacancies: one past the limit, in two districts.
  const belait = await createVacancy(server, token, { title: `Count vacancy ${marker}`, district: "belait" });
  const tutong = await createVacancy(server, token, { title: `Count vacancy ${marker}`, district: "tutong" });
  await copyRow("job_vacancies", belait, SEARCH_COUNT_LIMIT / 2 - 1);
  await copyRow("job_vacancies", tutong, SEARCH_COUNT_LIMIT / 2);
}, 120_000);
afterAll(async () => server?.close());

describe("the count limit", () => {
  it("counts 10,000 results exactly, and past that says 10,000, not exact, with the pages up to the limit", async () => {
    const size = SEARCH_PAGE_SIZES.ictProjects;
    const pages = Math.ceil(SEARCH_COUNT_LIMIT / size);
    // Ranked (the window count) and listed newest first (the count that stops at the limit) alike.
    for (const searchTerms of [marker, ""]) {
      expect(await search(server, "/ict-projects/searches", { searchTerms })).toMatchObject({ count: SEARCH_COUNT_LIMIT, countIsExact: true, totalPages: pages });
    }
    await copyRow("ict_projects", project, 1);
    for (const searchTerms of [marker, ""]) {
      const past = await search(server, "/ict-projects/searches", { searchTerms });
      expect(past).toMatchObject({ count: SEARCH_COUNT_LIMIT, countIsExact: false, totalPages: pages });
      expect(past.items).toHaveLength(size);
    }
  });

  it("keeps facet counts exact past the limit, and counts a filtered search exactly below it", async () => {
    for (const searchTerms of [marker, ""]) {
      // Ranked (the page and the groups in one statement) and listed (the grouped statement beside the page) alike.
      const answer = await rawSearch(server, "/job-vacancies/searches", new URLSearchParams({ searchTerms }).toString());
      expect(answer.body).toMatchObject({ data: { count: SEARCH_COUNT_LIMIT, countIsExact: false } });
      expect(answer.body).toMatchObject({ data: { facets: { district: [{ value: "tutong", count: SEARCH_COUNT_LIMIT / 2 + 1 }, { value: "belait", count: SEARCH_COUNT_LIMIT / 2 }] } } });
      const filtered = await rawSearch(server, "/job-vacancies/searches", new URLSearchParams({ searchTerms, district: "belait" }).toString());
      expect(filtered.body).toMatchObject({ data: { count: SEARCH_COUNT_LIMIT / 2, countIsExact: true } });
    }
  });

  it("offers no page past the limit: a page crossing it is cut there, a page after it is empty", async () => {
    const size = 7;
    const last = Math.ceil(SEARCH_COUNT_LIMIT / size);
    for (const searchTerms of [marker, ""]) {
      const crossing = await search(server, "/ict-projects/searches", { searchTerms, pageSize: size, pageNumber: last });
      expect(crossing).toMatchObject({ count: SEARCH_COUNT_LIMIT, countIsExact: false, totalPages: last, pageNumber: last, pageSize: size });
      expect(crossing.items).toHaveLength(SEARCH_COUNT_LIMIT - (last - 1) * size);
      const after = await search(server, "/ict-projects/searches", { searchTerms, pageSize: size, pageNumber: last + 1 });
      expect(after).toMatchObject({ items: [], count: SEARCH_COUNT_LIMIT, countIsExact: false, totalPages: last });
    }
  });
});
