// The SQL of training courses: a course read with its business's name, the owner's registrant counts (from the
// registrations projection, migration 0017), and the reference names a course's keys stand for.
import { count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Queryable, Tx } from "../db/connect.ts";
import { businesses, courseRegistrations, referenceItems, trainingCourses, type TrainingCourseRow } from "../db/schema.ts";

export interface CourseWithBusiness {
  course: TrainingCourseRow;
  businessName: string;
}

export interface RegistrantCounts {
  enrolled: number;
  withdrawalRequested: number;
  withdrawn: number;
}

export type CourseChange = Omit<TrainingCourseRow, "id" | "businessId" | "createdAt">;

function selectCourses(db: Queryable) {
  return db.select({ course: trainingCourses, businessName: businesses.businessName }).from(trainingCourses).innerJoin(businesses, eq(businesses.id, trainingCourses.businessId));
}

export async function insertCourse(tx: Tx, row: TrainingCourseRow): Promise<void> {
  await tx.insert(trainingCourses).values(row);
}

export async function updateCourse(tx: Tx, id: string, change: Partial<CourseChange>): Promise<void> {
  await tx.update(trainingCourses).set(change).where(eq(trainingCourses.id, id));
}

export async function lockCourse(tx: Tx, id: string): Promise<TrainingCourseRow | undefined> {
  const [row] = await tx.select().from(trainingCourses).where(eq(trainingCourses.id, id)).for("update");
  return row;
}

export async function findCourse(db: Queryable, id: string): Promise<CourseWithBusiness | undefined> {
  const [row] = await selectCourses(db).where(eq(trainingCourses.id, id)).limit(1);
  return row;
}

export async function findCourses(db: Queryable, ids: readonly string[]): Promise<CourseWithBusiness[]> {
  if (ids.length === 0) return [];
  return selectCourses(db).where(inArray(trainingCourses.id, [...ids]));
}

/** A business's courses, drafts and published, newest first. */
export async function listBusinessCourses(db: Queryable, businessId: string): Promise<CourseWithBusiness[]> {
  return selectCourses(db).where(eq(trainingCourses.businessId, businessId)).orderBy(desc(trainingCourses.createdAt), desc(trainingCourses.id));
}

/** The registrations of each course by status (a course without any: all zero). */
export async function registrantCounts(db: Queryable, courseIds: readonly string[]): Promise<Map<string, RegistrantCounts>> {
  const counts = new Map<string, RegistrantCounts>(courseIds.map((id) => [id, { enrolled: 0, withdrawalRequested: 0, withdrawn: 0 }]));
  if (courseIds.length === 0) return counts;
  const rows = await db
    .select({ courseId: courseRegistrations.courseId, status: courseRegistrations.status, n: count() })
    .from(courseRegistrations)
    .where(inArray(courseRegistrations.courseId, [...courseIds]))
    .groupBy(courseRegistrations.courseId, courseRegistrations.status);
  for (const row of rows) {
    const of = counts.get(row.courseId);
    if (!of) continue;
    if (row.status === "enrolled") of.enrolled = row.n;
    else if (row.status === "withdrawal-requested") of.withdrawalRequested = row.n;
    else of.withdrawn = row.n;
  }
  return counts;
}

/** The reference lists a course's keys are chosen from (migration 0017). */
export const COURSE_REFERENCE_LISTS = {
  languageId: "course-languages",
  levelId: "course-levels",
  durationMeasurementId: "course-duration-measurements",
  tagId: "course-tags",
} as const;

export type CourseReferenceField = keyof typeof COURSE_REFERENCE_LISTS;

/** The name of each given key in its list; a key the list lacks is absent from the answer. */
export async function referenceNames(db: Queryable, keys: { readonly [F in CourseReferenceField]: string | null }): Promise<Partial<Record<CourseReferenceField, string>>> {
  const wanted = (Object.keys(COURSE_REFERENCE_LISTS) as CourseReferenceField[]).filter((field) => keys[field] !== null);
  if (wanted.length === 0) return {};
  const rows = await db
    .select()
    .from(referenceItems)
    .where(inArray(referenceItems.list, wanted.map((field) => COURSE_REFERENCE_LISTS[field])));
  const names: Partial<Record<CourseReferenceField, string>> = {};
  for (const field of wanted) {
    const found = rows.find((row) => row.list === COURSE_REFERENCE_LISTS[field] && row.key === keys[field]);
    if (found) names[field] = found.name;
  }
  return names;
}


/**
 * The one rule of `reference_words` (what the search finds a course by besides its own text): the names of its
 * tag, level and language, from reference_items. Run after a course's keys are written.
 */
export async function refreshReferenceWords(db: Queryable, courseIds: readonly string[]): Promise<void> {
  if (courseIds.length === 0) return;
  await db.execute(sql`update training_courses c set reference_words = concat_ws(' ',
      (select name from reference_items where list = 'course-tags' and key = c.tag_key),
      (select name from reference_items where list = 'course-levels' and key = c.level_key),
      (select name from reference_items where list = 'course-languages' and key = c.language_key))
    where c.id = any(${sql.param([...courseIds])}::uuid[])`);
}
