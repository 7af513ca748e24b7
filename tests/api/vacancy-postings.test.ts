// The job search's postings (migrations/0027_vacancy_postings.sql, server/src/search/postings.ts): a one-word job
// search read from them answers what ranking the documents answers, the same vacancies in the same order, with the
// same count and district and employment facets, for every kind of word (one word found, a prefix finding several,
// a word searched as two prefixes, a business's name, a word the documents answer), with a district chosen, a pay
// range, and both; and the postings stay equal to the published vacancies' words through writes (an edit, a draft,
// a vacancy published again, its business renamed), an edit that changes nothing they hold leaving them in place.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { monthlyPay, SEARCH_COUNT_LIMIT, SEARCH_FILTERS } from "@ictm/core/domain";
import { fillDatabase } from "@ictm/server/demo/population/fill.ts";
import { vacuumSearchTables } from "@ictm/server/search/upkeep.ts";
import { portalClient } from "../support/api.ts";
import { registerActiveBusiness, signInBusiness } from "../support/business.ts";
import { bruneiDateIn, createVacancy, rawSearch, vacancyInput } from "../support/search.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

let server: TestServer;
let owner = "";
let vacancies: Record<"kotlin" | "prose" | "closing" | "draft", string> = { kotlin: "", prose: "", closing: "", draft: "" };

beforeAll(async () => {
  server = await startTestServer();
  await fillDatabase(server.portal.db, { seed: 27, size: { talents: 0, businesses: 30, vacancies: 1_500, projects: 0 } });
  const registered = await registerActiveBusiness(server, { registration: { businessName: "Kotak Postings Sdn Bhd" } });
  owner = await signInBusiness(server, registered.email);
  // Ranks the generated vacancies do not have: a word in the title once and twice, in the skills, in prose only,
  // and a business name word beside it for a prefix finding both; pay in every interval, and none.
  const [kotlin, prose, closing, draft] = await Promise.all([
    createVacancy(server, owner, { title: "Kotlin Kotlin lead", skills: ["Kotlin"], salaryMin: 20, salaryMax: 30, salaryInterval: "hourly" }),
    createVacancy(server, owner, { title: "Analyst", description: "You will write kotlin daily.", salaryMin: null, salaryMax: null }),
    createVacancy(server, owner, { title: "Kotlin developer", district: "tutong", employmentType: "contract", salaryMin: 40000, salaryMax: 60000, salaryInterval: "yearly", closingDate: bruneiDateIn(1) }),
    createVacancy(server, owner, { title: "Kotlin draft", status: "draft" }),
    createVacancy(server, owner, { title: "Kotlin", salaryMin: 150, salaryMax: 200, salaryInterval: "daily" }),
    createVacancy(server, owner, { title: "Android engineer", skills: ["Kotlin", "Java"], salaryMin: 700, salaryMax: null, salaryInterval: "weekly" }),
  ]);
  vacancies = { kotlin, prose, closing, draft };
  await vacuumSearchTables(server.portal.db.orm);
}, 120_000);
afterAll(async () => server?.close());

const query = (text: string) => server.portal.db.rawTransaction((raw) => raw.query(text));
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

interface Filters {
  district?: string;
  salaryFrom?: number;
  salaryTo?: number;
}
type Match = { key: string; district: string; employmentType: string; pay: { from: number | null; to: number | null } };

/** What ranking the documents gives (find-page.ts's order): every open match, in order, with what the filters read. */
async function ranked(word: string): Promise<Match[]> {
  const q = `search_query(string_to_array(${literal(word)}, ' '))`;
  const rows = await query(`select id, district, employment_type, salary_min, salary_max, salary_interval from job_vacancies
    where status = 'published' and closing_date >= ${literal(bruneiDateIn(0))} and search_document @@ ${q}
    order by search_rank(search_document, ${q}) > 0 desc, search_completeness desc, search_rank(search_document, ${q}) desc, created_at desc, id desc`);
  return rows.map((row) => {
    const interval = String(row["salary_interval"]) as Parameters<typeof monthlyPay>[1];
    const amount = (value: unknown) => (value == null ? null : Number(value));
    const [min, max] = [amount(row["salary_min"]), amount(row["salary_max"])];
    const monthly = (value: number | null) => (value === null ? null : monthlyPay(value, interval));
    return { key: String(row["id"]), district: String(row["district"]), employmentType: String(row["employment_type"]), pay: { from: monthly(max ?? min), to: monthly(min ?? max) } };
  });
}

/** The filters as the search applies them: a vacancy without pay matches neither bound. */
function passes(match: Match, filters: Filters, except?: "district"): boolean {
  if (except !== "district" && filters.district !== undefined && match.district !== filters.district) return false;
  if (filters.salaryFrom !== undefined && (match.pay.from === null || match.pay.from < filters.salaryFrom)) return false;
  if (filters.salaryTo !== undefined && (match.pay.to === null || match.pay.to > filters.salaryTo)) return false;
  return true;
}

/** A facet of these matches: per value, most first (ties in the filter's order), none with 0. */
function facet(name: "district" | "employmentType", matches: readonly Match[]) {
  const filter = SEARCH_FILTERS.jobVacancies.find((candidate) => candidate.name === name);
  const values = filter?.kind === "choice" ? filter.values : [];
  return values
    .flatMap((value) => {
      const count = matches.filter((match) => match[name] === value).length;
      return count > 0 ? [{ value, count }] : [];
    })
    .sort((a, b) => b.count - a.count);
}

type Answer = { count: number; facets: { district: Array<{ value: string; count: number }>; employmentType: Array<{ value: string; count: number }> }; items: Array<{ key: string }> };
async function searched(word: string, filters: Filters, pageNumber: number): Promise<Answer> {
  const parameters = Object.entries(filters).map(([name, value]) => `&${name}=${encodeURIComponent(String(value))}`).join("");
  const answer = await rawSearch(server, "/job-vacancies/searches", `searchTerms=${encodeURIComponent(word)}&pageSize=100&pageNumber=${pageNumber}${parameters}`);
  expect(answer.status).toBe(200);
  return (answer.body as { data: Answer }).data;
}

const filterSets: Filters[] = [{}, { district: "brunei-muara" }, { salaryFrom: 2000, salaryTo: 5000 }, { district: "tutong", salaryFrom: 3000 }];

/** Every page of the search against the documents' ranking, with each set of filters. */
async function expectSameAsDocuments(word: string): Promise<number> {
  const expected = await ranked(word);
  for (const filters of filterSets) {
    const matches = expected.filter((match) => passes(match, filters));
    const facets = { district: facet("district", expected.filter((match) => passes(match, filters, "district"))), employmentType: facet("employmentType", matches) };
    for (let page = 1; page <= Math.max(1, Math.ceil(matches.length / 100)); page++) {
      const answer = await searched(word, filters, page);
      expect({ word, filters, page, keys: answer.items.map((item) => item.key) }).toEqual({ word, filters, page, keys: matches.slice((page - 1) * 100, page * 100).map((match) => match.key) });
      expect({ word, filters, count: answer.count, facets: answer.facets }).toEqual({ word, filters, count: matches.length, facets });
    }
    // A page past the count limit reads no rows, and counts the same.
    const past = await searched(word, filters, SEARCH_COUNT_LIMIT / 100 + 1);
    expect({ word, filters, keys: past.items, count: past.count, facets: past.facets }).toEqual({ word, filters, keys: [], count: Math.min(matches.length, SEARCH_COUNT_LIMIT), facets });
  }
  return expected.length;
}

/** The distinct words of the postings a prefix finds: how many there are decides how the search reads them. */
const wordsFound = async (prefix: string) => Number((await query(`select count(distinct lexeme) as words from job_vacancy_postings where starts_with(lexeme, ${literal(prefix)})`))[0]?.["words"]);

/** The postings as kept, and as the published vacancies' documents give them, both sorted. */
const postings = (from: string) =>
  query(`select id, lexeme, status, rank, search_completeness, created_at, closing_date, district, employment_type, salary_min, salary_max, salary_interval
    from ${from} order by id, lexeme`);
const kept = () => postings("job_vacancy_postings");
const fromDocuments = () => postings("(select p.* from job_vacancies v, job_vacancy_postings_of(v) p) p");
const postingsOf = async (key: string) => (await query(`select ctid::text as place, lexeme from job_vacancy_postings where id = '${key}' order by lexeme`)).map((row) => `${String(row["place"])} ${String(row["lexeme"])}`);

describe("a one-word job search from the postings", () => {
  it("answers what ranking the documents answers, for every kind of word and filter", async () => {
    // One word found ("engineer" is searched as the prefix 'engin'), a prefix finding several (develop, devops),
    // a word and a prefix finding it beside a business's name, and one finding too many words to read by range.
    expect(await wordsFound("engin")).toBe(1);
    expect(await wordsFound("dev")).toBeGreaterThan(1);
    expect(await wordsFound("kotlin")).toBe(1);
    expect(await wordsFound("kot")).toBeGreaterThan(1);
    expect(await wordsFound("a")).toBeGreaterThan(8);
    expect(await expectSameAsDocuments("kotlin")).toBeGreaterThan(5);
    expect(await expectSameAsDocuments("kot")).toBeGreaterThanOrEqual(5);
    expect(await expectSameAsDocuments("engineer")).toBeGreaterThan(100);
    expect(await expectSameAsDocuments("dev")).toBeGreaterThan(100);
    await expectSameAsDocuments("directory");
    expect(await expectSameAsDocuments("a")).toBeGreaterThan(300);
    // A stop word searched as a prefix, a word the parser splits (the documents answer it), and nothing found.
    await expectSameAsDocuments("the");
    await expectSameAsDocuments("e-commerce");
    expect(await expectSameAsDocuments("zzqxv")).toBe(0);
  });

  it("stay equal to the published vacancies' words through every write", async () => {
    expect((await kept()).length).toBeGreaterThan(10_000);
    expect(await kept()).toEqual(await fromDocuments());
    const api = portalClient(server, owner);
    const update = (id: string, overrides: Parameters<typeof vacancyInput>[0]) => api.PUT("/businesses/job-vacancies/{id}", { params: { path: { id } }, body: vacancyInput(overrides) });
    // An edit of the title and pay, then one that changes nothing the postings hold: those stay where they are.
    const edited = { title: "Kotlin platform lead", skills: ["Kotlin"], salaryMin: 3000, salaryMax: 4000 };
    expect((await update(vacancies.kotlin, edited)).response.status).toBe(200);
    expect(await kept()).toEqual(await fromDocuments());
    const places = await postingsOf(vacancies.kotlin);
    expect(places.length).toBeGreaterThan(3);
    expect((await update(vacancies.kotlin, edited)).response.status).toBe(200);
    expect(await postingsOf(vacancies.kotlin)).toEqual(places);
    // The pay alone, then the district alone: the words are the same, what the filters read is not.
    expect((await update(vacancies.kotlin, { ...edited, salaryMin: 3200 })).response.status).toBe(200);
    expect(await kept()).toEqual(await fromDocuments());
    expect((await update(vacancies.kotlin, { ...edited, salaryMin: 3200, district: "belait" })).response.status).toBe(200);
    expect(await kept()).toEqual(await fromDocuments());
    // A draft has none until it is published; a closed vacancy none until published again; a closing date moved
    // is written again.
    expect(await postingsOf(vacancies.draft)).toEqual([]);
    expect((await update(vacancies.draft, { title: "Kotlin draft" })).response.status).toBe(200);
    expect((await postingsOf(vacancies.draft)).length).toBeGreaterThan(3);
    const prose = { title: "Analyst", description: "You will write kotlin daily.", salaryMin: null, salaryMax: null };
    expect((await update(vacancies.prose, { ...prose, status: "closed" })).response.status).toBe(200);
    expect(await postingsOf(vacancies.prose)).toEqual([]);
    expect((await update(vacancies.prose, prose)).response.status).toBe(200);
    expect(await kept()).toEqual(await fromDocuments());
    expect((await update(vacancies.closing, { title: "Kotlin developer", closingDate: bruneiDateIn(30) })).response.status).toBe(200);
    expect(await kept()).toEqual(await fromDocuments());
    // The business renamed: its vacancies' documents hold its name, so their postings follow.
    const profile = { businessName: "Permata Postings Sdn Bhd", businessType: "private-limited" as const, contactPerson: "Awang Hj Kamarul", description: "Software for Brunei.", industry: "Software", employeeCount: "10-49" as const };
    expect((await api.PUT("/businesses/profiles", { body: profile })).response.status).toBe(200);
    expect(await wordsFound("permata")).toBe(1);
    expect(await kept()).toEqual(await fromDocuments());
    await expectSameAsDocuments("kotlin");
    await expectSameAsDocuments("permata");
  });
});
