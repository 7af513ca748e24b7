// The SQL of the training course search: published courses only (a draft, and an unpublished course, is never
// listed), best match first over the title, business name, short description, the tag, level and language
// names, and the long description; without terms, the most recently published first. Items never carry
// registrant counts (those are the owner's).
import { boolean, customType, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import type { components } from "@ictm/openapi/portal.ts";
import type { Orm } from "../db/connect.ts";
import { findCourses } from "../courses/course-store.ts";
import { presentCourse } from "../courses/present.ts";
import { defaultCountMode, findPage, inPageOrder, type CountMode, type Listing } from "./find-page.ts";
import { pageOf, type Page, type PageRequest } from "./paging.ts";

type TrainingCourse = components["schemas"]["TrainingCourse"];

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** The search columns of migration 0017's training_courses (declared apart, as search/tables.ts does). */
const courseSearch = pgTable("training_courses", {
  id: uuid("id").notNull(),
  publishedAt: timestamp("published_at", { withTimezone: true, mode: "date" }).notNull(),
  isPosted: boolean("is_posted").notNull(),
  searchDocument: tsvector("search_document").notNull(),
});

// "Newest" is the publication date: the (published_at desc, id desc) index where is_posted gives it.
const listing: Listing = {
  table: courseSearch,
  key: courseSearch.id,
  createdAt: courseSearch.publishedAt,
  document: courseSearch.searchDocument,
  visible: sql`${courseSearch.isPosted}`,
};

export async function searchTrainingCourses(db: Orm, words: readonly string[], page: PageRequest, countMode: CountMode = defaultCountMode): Promise<Page<TrainingCourse>> {
  const found = await findPage(db, listing, words, page, countMode);
  if (found.keys.length === 0) return pageOf([], found.count, page, found.countIsExact);
  const rows = await findCourses(db, found.keys);
  return pageOf(inPageOrder(found.keys, rows, (row) => row.course.id).map((row) => presentCourse(row)), found.count, page, found.countIsExact);
}
