// The SQL of the job search: published vacancies whose closing date (a Brunei date) is today or later on the
// server's clock, with their business's card; for a signed-in Talent each says whether it is saved.
import { eq, inArray, sql } from "drizzle-orm";
import type { components } from "@ictm/openapi/portal.ts";
import type { Orm } from "../db/connect.ts";
import { businesses, jobVacancies, savedJobs, verificationRequests } from "../db/schema.ts";
import { bruneiToday, businessCardColumns, verificationOfBusiness } from "../listings/business-card.ts";
import { presentVacancy } from "../listings/present.ts";
import { defaultCountMode, findPage, inPageOrder, type CountMode, type Listing } from "./find-page.ts";
import { pageOf, type Page, type PageRequest } from "./paging.ts";
import { vacancySearch } from "./tables.ts";

type JobSearchItem = components["schemas"]["JobSearchItem"];

export async function searchJobVacancies(db: Orm, now: Date, talentId: string | null, words: readonly string[], page: PageRequest, countMode: CountMode = defaultCountMode): Promise<Page<JobSearchItem>> {
  const v = vacancySearch;
  const listing: Listing = { table: v, key: v.id, createdAt: v.createdAt, completeness: v.searchCompleteness, document: v.searchDocument, visible: sql`${v.status} = 'published' and ${v.closingDate} >= ${bruneiToday(now)}` };
  const found = await findPage(db, listing, words, page, countMode);
  if (found.keys.length === 0) return pageOf([], found.count, page);
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
  return pageOf(items, found.count, page);
}
