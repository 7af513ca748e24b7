// The SQL of the ICT project search: published projects with their business's card.
import { eq, inArray, sql } from "drizzle-orm";
import type { components } from "@ictm/openapi/portal.ts";
import type { Orm } from "../db/connect.ts";
import { businesses, ictProjects, verificationRequests } from "../db/schema.ts";
import { businessCardColumns, verificationOfBusiness } from "../listings/business-card.ts";
import { presentProject } from "../listings/present.ts";
import { defaultCountMode, findPage, inPageOrder, type CountMode, type Listing } from "./find-page.ts";
import { pageOf, type Page, type PageRequest } from "./paging.ts";
import { projectSearch } from "./tables.ts";

type IctProject = components["schemas"]["IctProject"];

const listing: Listing = {
  table: projectSearch,
  key: projectSearch.id,
  createdAt: projectSearch.createdAt,
  completeness: projectSearch.searchCompleteness,
  document: projectSearch.searchDocument,
  visible: sql`${projectSearch.isPublished}`,
};

export async function searchIctProjects(db: Orm, words: readonly string[], page: PageRequest, countMode: CountMode = defaultCountMode): Promise<Page<IctProject>> {
  const found = await findPage(db, listing, words, page, countMode);
  if (found.keys.length === 0) return pageOf([], found.count, page, found.countIsExact);
  const rows = await db
    .select({ project: ictProjects, business: businessCardColumns })
    .from(ictProjects)
    .innerJoin(businesses, eq(businesses.id, ictProjects.businessId))
    .leftJoin(verificationRequests, verificationOfBusiness)
    .where(inArray(ictProjects.id, found.keys));
  return pageOf(inPageOrder(found.keys, rows, (row) => row.project.id).map(presentProject), found.count, page, found.countIsExact);
}
