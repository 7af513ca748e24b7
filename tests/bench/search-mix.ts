// The fixed mix of searches the benchmark times: for each of the five searches (training courses too) a common word, a rare word, a
// prefix, two words, no terms, a deep page and a later page of the common word, and for the three searches with
// filters the filtered cases (a skill and a band of experience; a district and a pay range; types of business and
// verified only), with and without terms; each both over HTTP (the real route) and as the direct call of the same
// search and suggestion functions the route makes. Talents are searched as a Business (the costliest caller: every
// listed profile, blocked businesses checked, facets counted) and once anonymously, jobs as a Talent (saved flags).
// A deep page is within the count limit (core's SEARCH_COUNT_LIMIT): pages past it are not offered.
import type { PortalServer } from "@ictm/server";
import type { CountMode } from "@ictm/server/search/find-page.ts";
import { pageRequest } from "@ictm/server/search/paging.ts";
import { searchBusinesses } from "@ictm/server/search/businesses.ts";
import { searchTrainingCourses } from "@ictm/server/search/courses.ts";
import { searchIctProjects } from "@ictm/server/search/projects.ts";
import { defaultPageSizes, withSuggestions } from "@ictm/server/search/routes.ts";
import { searchTalents } from "@ictm/server/search/talents.ts";
import { searchWords } from "@ictm/server/search/terms.ts";
import { searchJobVacancies } from "@ictm/server/search/vacancies.ts";
import type { BusinessFilters } from "@ictm/server/search/businesses.ts";
import type { TalentFilters } from "@ictm/server/search/talents.ts";
import type { JobFilters } from "@ictm/server/search/vacancies.ts";
import type { BenchCallers } from "./databases.ts";

export type SearchKind = "talents" | "businesses" | "jobs" | "projects" | "courses";

export interface BenchCase {
  kind: SearchKind;
  label: string;
  terms: string;
  pageNumber: number;
  caller: "anonymous" | "business" | "talent";
  /** The search's filters, as the contract's query parameters (the search's own kind only). */
  filters?: TalentFilters & JobFilters & BusinessFilters;
}

/** The filtered cases: common values of each filter, as a person narrows a long list. */
const filters: Partial<Record<SearchKind, { label: string; filters: NonNullable<BenchCase["filters"]> }>> = {
  talents: { label: "skill + experience", filters: { skill: ["Python"], experience: ["2-4"] } },
  jobs: { label: "district + pay", filters: { district: ["brunei-muara"], salaryFrom: 2000, salaryTo: 5000 } },
  businesses: { label: "type + verified", filters: { businessType: ["private-limited"], verified: true } },
};

const words: Record<SearchKind, { common: string; rare: string; prefix: string; two: string }> = {
  talents: { common: "engineer", rare: "haskell", prefix: "dev", two: "data analyst" },
  businesses: { common: "digital", rare: "koperasi", prefix: "cyb", two: "borneo cloud" },
  jobs: { common: "engineer", rare: "haskell", prefix: "dev", two: "data analyst" },
  projects: { common: "system", rare: "haskell", prefix: "mob", two: "mobile app" },
  courses: { common: "data", rare: "japanese", prefix: "cyb", two: "cloud practitioner" },
};

const callerOf = { talents: "business", businesses: "anonymous", jobs: "talent", projects: "anonymous", courses: "anonymous" } as const;

export const searchMix: BenchCase[] = (["talents", "businesses", "jobs", "projects", "courses"] as const).flatMap((kind) => {
  const caller = callerOf[kind];
  return [
    { kind, caller, label: "common word", terms: words[kind].common, pageNumber: 1 },
    ...(kind === "talents" ? [{ kind, caller: "anonymous" as const, label: "common, anonymous", terms: words[kind].common, pageNumber: 1 }] : []),
    { kind, caller, label: "rare word", terms: words[kind].rare, pageNumber: 1 },
    { kind, caller, label: "prefix", terms: words[kind].prefix, pageNumber: 1 },
    { kind, caller, label: "two words", terms: words[kind].two, pageNumber: 1 },
    { kind, caller, label: "empty", terms: "", pageNumber: 1 },
    { kind, caller, label: "deep page 500", terms: "", pageNumber: 500 },
    { kind, caller, label: "common, page 50", terms: words[kind].common, pageNumber: 50 },
    ...filteredCases(kind, caller),
  ];
});

function filteredCases(kind: SearchKind, caller: BenchCase["caller"]): BenchCase[] {
  const filtered = filters[kind];
  if (!filtered) return [];
  return [
    { kind, caller, label: filtered.label, terms: "", pageNumber: 1, filters: filtered.filters },
    { kind, caller, label: `common, ${filtered.label}`, terms: words[kind].common, pageNumber: 1, filters: filtered.filters },
  ];
}

/** The filters as the address's query parameters (a list repeats its name). */
function filterParameters(filters: BenchCase["filters"]): Array<[string, string]> {
  return Object.entries(filters ?? {}).flatMap(([name, value]: [string, unknown]) => (Array.isArray(value) ? value.map((one): [string, string] => [name, String(one)]) : [[name, String(value)]]));
}

const paths: Record<SearchKind, string> = { talents: "talents", businesses: "businesses", jobs: "job-vacancies", projects: "ict-projects", courses: "training-courses" };
const sizes: Record<SearchKind, number> = { talents: defaultPageSizes.talents, businesses: defaultPageSizes.businesses, jobs: defaultPageSizes.jobs, projects: defaultPageSizes.projects, courses: defaultPageSizes.courses };

/** One HTTP call of the case over loopback, as the portal makes it; answers the result count. */
export function httpCall(baseUrl: string, bench: BenchCase, callers: BenchCallers): () => Promise<number> {
  const query = new URLSearchParams([["searchTerms", bench.terms], ["pageNumber", String(bench.pageNumber)], ...filterParameters(bench.filters)]);
  const url = `${baseUrl}/api/v1/${paths[bench.kind]}/searches?${query}`;
  const token = bench.caller === "business" ? callers.businessToken : bench.caller === "talent" ? callers.talentToken : null;
  const headers: Record<string, string> = token ? { "x-member-authorization": token } : {};
  return async () => {
    const response = await fetch(url, { headers });
    const body: unknown = await response.json();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(body)}`);
    return countOf(body);
  };
}

/**
 * The same search as a direct call of the functions the route calls, the search and then its suggestions (no HTTP,
 * no token check).
 */
export function directCall(server: PortalServer, bench: BenchCase, callers: BenchCallers, countMode: CountMode): () => Promise<number> {
  const db = server.db.orm;
  const page = pageRequest(bench.pageNumber, undefined, sizes[bench.kind]);
  const terms = () => searchWords(bench.terms);
  const now = () => server.services.clock.now();
  const run = {
    talents: () => searchTalents(db, bench.caller === "business" ? { kind: "business", memberId: callers.businessMemberId } : { kind: "anonymous" }, terms(), page, countMode, bench.filters),
    businesses: () => searchBusinesses(db, now(), terms(), page, countMode, bench.filters),
    jobs: () => searchJobVacancies(db, now(), bench.caller === "talent" ? callers.talentId : null, terms(), page, countMode, bench.filters),
    projects: () => searchIctProjects(db, terms(), page, countMode),
    courses: () => searchTrainingCourses(db, terms(), page, countMode),
  }[bench.kind];
  return async () => (await withSuggestions(db, bench.kind, terms(), await run())).count;
}

function countOf(body: unknown): number {
  if (typeof body !== "object" || body === null || !("data" in body)) return -1;
  const data: unknown = body.data;
  return typeof data === "object" && data !== null && "count" in data && typeof data.count === "number" ? data.count : -1;
}
