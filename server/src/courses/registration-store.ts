// The SQL of course registrations: the projection `course_registrations` (one row per `course-registration-<id>`
// stream, as its latest facts leave it) and the reads of it. Only the projector writes the table; never decides:
// the streams are the truth.
import { and, desc, eq, ne } from "drizzle-orm";
import type { Queryable, Tx } from "../db/connect.ts";
import { courseRegistrations, type CourseRegistrationRow } from "../db/schema.ts";

/** The unique partial index (migration 0017) that keeps one live registration per Talent and course. */
export const LIVE_REGISTRATION_INDEX = "course_registrations_live_idx";

export async function findRegistration(db: Queryable, id: string): Promise<CourseRegistrationRow | undefined> {
  const [row] = await db.select().from(courseRegistrations).where(eq(courseRegistrations.id, id)).limit(1);
  return row;
}

/** The Talent's live registration (enrolled or withdrawal-requested) for the course, if any. */
export async function findLiveRegistration(db: Queryable, courseId: string, talentId: string): Promise<CourseRegistrationRow | undefined> {
  const [row] = await db
    .select()
    .from(courseRegistrations)
    .where(and(eq(courseRegistrations.courseId, courseId), eq(courseRegistrations.talentId, talentId), ne(courseRegistrations.status, "withdrawn")))
    .limit(1);
  return row;
}

/** Whether the Talent has (or had: any status) a registration for the course. */
export async function hasRegistration(db: Queryable, courseId: string, talentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: courseRegistrations.id })
    .from(courseRegistrations)
    .where(and(eq(courseRegistrations.courseId, courseId), eq(courseRegistrations.talentId, talentId)))
    .limit(1);
  return row !== undefined;
}

/** The Talent's registrations in every status, newest first. */
export async function listTalentRegistrations(db: Queryable, talentId: string): Promise<CourseRegistrationRow[]> {
  return db
    .select()
    .from(courseRegistrations)
    .where(eq(courseRegistrations.talentId, talentId))
    .orderBy(desc(courseRegistrations.registeredAt), desc(courseRegistrations.id));
}

// Projection writes: called by registration-projector.ts only.

export async function projectRegistered(tx: Tx, row: CourseRegistrationRow): Promise<void> {
  await tx.insert(courseRegistrations).values(row);
}

export async function projectRegistrationChange(
  tx: Tx,
  id: string,
  change: Partial<Pick<CourseRegistrationRow, "status" | "withdrawalRequestedAt" | "decidedAt">> & { version: number },
): Promise<void> {
  await tx.update(courseRegistrations).set(change).where(eq(courseRegistrations.id, id));
}
