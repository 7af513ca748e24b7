// The SQL of the business search: businesses whose member is activated, each with whether staff verified it
// and how many of its vacancies are open today (Brunei time).
import { eq, inArray, sql } from "drizzle-orm";
import type { components } from "@ictm/openapi/portal.ts";
import type { Orm } from "../db/connect.ts";
import { businesses, jobVacancies, verificationRequests } from "../db/schema.ts";
import { bruneiToday } from "../listings/business-card.ts";
import { defaultCountMode, findPage, inPageOrder, type CountMode, type Listing } from "./find-page.ts";
import { pageOf, type Page, type PageRequest } from "./paging.ts";
import { businessSearch } from "./tables.ts";

type BusinessSearchItem = components["schemas"]["BusinessSearchItem"];

const listing: Listing = {
  table: businessSearch,
  key: businessSearch.id,
  createdAt: businessSearch.createdAt,
  completeness: businessSearch.searchCompleteness,
  document: businessSearch.searchDocument,
  visible: sql`${businessSearch.memberActive}`,
};

export async function searchBusinesses(db: Orm, now: Date, words: readonly string[], page: PageRequest, countMode: CountMode = defaultCountMode): Promise<Page<BusinessSearchItem>> {
  const found = await findPage(db, listing, words, page, countMode);
  if (found.keys.length === 0) return pageOf([], found.count, page);
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
    })
    .from(businesses)
    .leftJoin(verificationRequests, eq(verificationRequests.businessId, businesses.id))
    .where(inArray(businesses.id, found.keys));
  const items = inPageOrder(found.keys, rows, (row) => row.key).map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  return pageOf(items, found.count, page);
}
