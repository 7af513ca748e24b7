// The SQL of the job search: published vacancies whose closing date (a Brunei date) is today or later on the
// server's clock, with their business's card; for a signed-in Talent each says whether it is saved. Filters: any of
// the chosen districts and types of employment (counted per value), the pay as a monthly figure (core's factors),
// and the closing date. A one-word search reads the vacancies' postings (migrations/0027, ./postings.ts).
import { eq, inArray, sql, type SQL } from "drizzle-orm";
import { MONTHLY_PAY_FACTORS } from "@ictm/core/domain";
import type { components, operations } from "@ictm/openapi/portal.ts";
import type { Orm } from "../db/connect.ts";
import { businesses, jobVacancies, savedJobs, verificationRequests } from "../db/schema.ts";
import { bruneiToday, businessCardColumns, verificationOfBusiness } from "../listings/business-card.ts";
import { presentVacancy } from "../listings/present.ts";
import { choiceValues, defaultCountMode, findPage, inPageOrder, type CountMode, type FacetCounts, type Listing } from "./find-page.ts";
import { pageOf, type Page, type PageRequest } from "./paging.ts";
import { jobVacancyPostings, vacancySearch } from "./tables.ts";

type JobSearchItem = components["schemas"]["JobSearchItem"];
type JobSearchFacets = components["schemas"]["JobSearchFacets"];
type JobQuery = NonNullable<operations["searchJobVacancies"]["parameters"]["query"]>;
/** The job search's filters, as the contract's query parameters. */
export type JobFilters = Pick<JobQuery, "district" | "employmentType" | "salaryFrom" | "salaryTo" | "closesBy">;

export async function searchJobVacancies(
  db: Orm,
  now: Date,
  talentId: string | null,
  words: readonly string[],
  page: PageRequest,
  countMode: CountMode = defaultCountMode,
  filters: JobFilters = {},
): Promise<Page<JobSearchItem> & { facets: JobSearchFacets }> {
  const found = await findPage(db, jobListing(now, filters), words, page, countMode);
  const facets = { district: found.facets["district"] ?? [], employmentType: found.facets["employmentType"] ?? [] } satisfies Record<keyof JobSearchFacets, FacetCounts>;
  if (found.keys.length === 0) return { ...pageOf([], found.count, page, found.countIsExact), facets };
  const isSaved =
    talentId === null
      ? sql<boolean>`false`
      : sql<boolean>`exists (select 1 from ${savedJobs} where ${savedJobs.talentId} = ${talentId} and ${savedJobs.vacancyId} = ${jobVacancies.id})`;
  const rows = await db
    .select({ vacancy: jobVacancies, business: businessCardColumns, isSaved })
    .from(jobVacancies)
    .innerJoin(businesses, eq(businesses.id, jobVacancies.businessId))
    .leftJoin(verificationRequests, verificationOfBusiness)
    .where(inArray(jobVacancies.id, found.keys));
  const items = inPageOrder(found.keys, rows, (row) => row.vacancy.id).map((row) => ({ ...presentVacancy(row, now), isSaved: row.isSaved }));
  return { ...pageOf(items, found.count, page, found.countIsExact), facets };
}

function jobListing(now: Date, filters: JobFilters): Listing {
  const v = vacancySearch;
  const conditions: SQL[] = [sql`${v.status} = 'published' and ${v.closingDate} >= ${bruneiToday(now)}`];
  // A vacancy with no salary has no monthly figure (null), so it matches neither bound.
  if (filters.salaryFrom !== undefined) conditions.push(sql`${monthly(sql`coalesce(${v.salaryMax}, ${v.salaryMin})`)} >= ${filters.salaryFrom}`);
  if (filters.salaryTo !== undefined) conditions.push(sql`${monthly(sql`coalesce(${v.salaryMin}, ${v.salaryMax})`)} <= ${filters.salaryTo}`);
  if (filters.closesBy !== undefined) conditions.push(sql`${v.closingDate} <= ${filters.closesBy}`);
  return {
    table: v,
    key: v.id,
    createdAt: v.createdAt,
    completeness: v.searchCompleteness,
    document: v.searchDocument,
    visible: sql.join(conditions, sql` and `),
    postings: jobVacancyPostings,
    facets: [
      { name: "district", value: sql`${v.district}`, values: choiceValues("jobVacancies", "district"), chosen: filters.district ?? [] },
      { name: "employmentType", value: sql`${v.employmentType}`, values: choiceValues("jobVacancies", "employmentType"), chosen: filters.employmentType ?? [] },
    ],
  };
}

/** An amount paid every `salary_interval` as a monthly figure, rounded to the cent as core's monthlyPay does. */
function monthly(amount: SQL): SQL {
  const factors = Object.entries(MONTHLY_PAY_FACTORS).map(([interval, factor]) => sql`when ${interval} then ${String(factor)}::numeric`);
  return sql`round(${amount} * (case ${vacancySearch.salaryInterval} ${sql.join(factors, sql` `)} end), 2)`;
}
