// The SQL of the business search: businesses whose member is activated, each with whether staff verified it
// and how many of its vacancies are open today (Brunei time). Filters, both counted per value: any chosen type of
// business, and verified only (staff approved its verification request, the rule of the items' isVerified).
import { eq, inArray, sql } from "drizzle-orm";
import type { components, operations } from "@ictm/openapi/portal.ts";
import type { Orm } from "../db/connect.ts";
import { businesses, jobVacancies, verificationRequests } from "../db/schema.ts";
import { bruneiToday, employerContactColumn } from "../listings/business-card.ts";
import { choiceValues, defaultCountMode, findPage, inPageOrder, type CountMode, type FacetCounts, type Listing } from "./find-page.ts";
import { pageOf, type Page, type PageRequest } from "./paging.ts";
import { businessSearch } from "./tables.ts";

type BusinessSearchItem = components["schemas"]["BusinessSearchItem"];
type BusinessSearchFacets = components["schemas"]["BusinessSearchFacets"];
/** The business search's filters, as the contract's query parameters. */
export type BusinessFilters = Pick<NonNullable<operations["searchBusinesses"]["parameters"]["query"]>, "businessType" | "verified">;

/** "true" when staff approved the business's verification request (one per business), else "false". */
// `in` (not a correlated `exists`): the approved ones are read once into a hash, not looked up per business.
const verifiedFlag = sql`(case when ${businessSearch.id} in (select ${verificationRequests.businessId} from ${verificationRequests}
  where ${verificationRequests.status} = 'approved') then 'true' else 'false' end)`;

function listing(filters: BusinessFilters): Listing {
  return {
    table: businessSearch,
    key: businessSearch.id,
    createdAt: businessSearch.createdAt,
    completeness: businessSearch.searchCompleteness,
    document: businessSearch.searchDocument,
    visible: sql`${businessSearch.memberActive}`,
    facets: [
      { name: "businessType", value: sql`${businessSearch.businessType}`, values: choiceValues("businesses", "businessType"), chosen: filters.businessType ?? [] },
      // `verified=false` is every business, as when it is left out; the facet counts the verified ones only.
      { name: "verified", value: verifiedFlag, values: ["true"], chosen: filters.verified === true ? ["true"] : [] },
    ],
  };
}

export async function searchBusinesses(
  db: Orm,
  now: Date,
  words: readonly string[],
  page: PageRequest,
  countMode: CountMode = defaultCountMode,
  filters: BusinessFilters = {},
): Promise<Page<BusinessSearchItem> & { facets: BusinessSearchFacets }> {
  const found = await findPage(db, listing(filters), words, page, countMode);
  const facets = { businessType: found.facets["businessType"] ?? [], verified: found.facets["verified"] ?? [] } satisfies Record<keyof BusinessSearchFacets, FacetCounts>;
  if (found.keys.length === 0) return { ...pageOf([], found.count, page, found.countIsExact), facets };
  const today = bruneiToday(now);
  const openVacancies = sql<number>`(select count(*) from ${jobVacancies}
    where ${jobVacancies.businessId} = ${businesses.id} and ${jobVacancies.status} = 'published' and ${jobVacancies.closingDate} >= ${today})`.mapWith(Number);
  const rows = await db
    .select({
      key: businesses.id,
      businessName: businesses.businessName,
      businessType: businesses.businessType,
      industry: businesses.industry,
      description: businesses.description,
      logo: businesses.logo,
      isVerified: sql<boolean>`coalesce(${verificationRequests.status} = 'approved', false)`,
      openVacancies,
      createdAt: businesses.createdAt,
      employerContact: employerContactColumn,
    })
    .from(businesses)
    .leftJoin(verificationRequests, eq(verificationRequests.businessId, businesses.id))
    .where(inArray(businesses.id, found.keys));
  const items = inPageOrder(found.keys, rows, (row) => row.key).map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  return { ...pageOf(items, found.count, page, found.countIsExact), facets };
}
