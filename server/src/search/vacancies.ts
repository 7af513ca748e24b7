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
  if (filters.salaryFrom !== undefined) conditions.push(payBound(sql`coalesce(${v.salaryMax}, ${v.salaryMin})`, ">=", filters.salaryFrom));
  if (filters.salaryTo !== undefined) conditions.push(payBound(sql`coalesce(${v.salaryMin}, ${v.salaryMax})`, "<=", filters.salaryTo));
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

/**
 * The salary's monthly figure (the amount times its interval's factor, MONTHLY_PAY_FACTORS as `String` writes it,
 * rounded to the cent as numeric `round` rounds: half away from zero) at least or at most `bound`, without working
 * out any row's figure. The figure never falls as the amount rises, so "at least" is "the amount at least the
 * smallest amount, in cents, whose figure reaches the bound", worked out here per interval in exact integers, and
 * "at most" likewise: each row compares its amount with its interval's limit (measured on the facet counts beside a
 * pay range at 20,000 vacancies on PostgreSQL: 21.5 ms with the figure per row, 13–15 with the limits).
 * tests/api/search-pay.test.ts checks it against the figure PostgreSQL works out.
 */
export function payBound(amount: SQL, comparison: ">=" | "<=", bound: number): SQL {
  const limits = Object.entries(MONTHLY_PAY_FACTORS).map(([interval, factor]) => {
    const cents = comparison === ">=" ? leastCentsReaching(factor, bound) : mostCentsWithin(factor, bound);
    return sql`when ${interval} then ${amount} ${sql.raw(comparison)} ${centsLiteral(cents)}::numeric`;
  });
  return sql`(case ${vacancySearch.salaryInterval} ${sql.join(limits, sql` `)} end)`;
}

/** A decimal number's exact value as a fraction (numerator, denominator), from the digits `String` writes. */
function fraction(value: number): { numerator: bigint; denominator: bigint } {
  const match = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(value));
  if (!match) throw new Error(`Not a decimal amount: ${value}`);
  const [, whole = "", decimals = "", exponent = "0"] = match;
  const shift = Number(exponent) - decimals.length;
  const digits = BigInt(whole + decimals);
  return shift >= 0 ? { numerator: digits * 10n ** BigInt(shift), denominator: 1n } : { numerator: digits, denominator: 10n ** BigInt(-shift) };
}

/** The least whole number at least a / b (b > 0). */
const ceilDivide = (a: bigint, b: bigint): bigint => (a >= 0n ? (a + b - 1n) / b : -(-a / b));

/**
 * With the factor P / Q, an amount of `a` cents has the figure round(a·P / Q) cents, half up: floor((2aP + Q) / 2Q).
 * It reaches K cents when 2aP + Q ≥ 2QK, so from a = ceil(Q(2K − 1) / 2P), K being the bound in cents rounded up.
 */
function leastCentsReaching(factor: number, bound: number): bigint {
  const { numerator: p, denominator: q } = fraction(factor);
  const b = fraction(bound);
  const k = ceilDivide(b.numerator * 100n, b.denominator);
  return ceilDivide(q * (2n * k - 1n), 2n * p);
}

/** The figure is within L cents (the bound in cents rounded down) while 2aP + Q < 2Q(L + 1): a < Q(2L + 1) / 2P. */
function mostCentsWithin(factor: number, bound: number): bigint {
  const { numerator: p, denominator: q } = fraction(factor);
  const b = fraction(bound);
  const l = (b.numerator * 100n) / b.denominator;
  return ceilDivide(q * (2n * l + 1n), 2n * p) - 1n;
}

/** Cents as a decimal literal, digits only (a limit may be below 0: no amount is, so none is within it). */
function centsLiteral(cents: bigint): SQL {
  const digits = (cents < 0n ? -cents : cents).toString().padStart(3, "0");
  return sql.raw(`${cents < 0n ? "-" : ""}${digits.slice(0, -2)}.${digits.slice(-2)}`);
}
