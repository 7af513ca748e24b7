// Use cases of a Talent: register for a published course, list their registrations (newest first, with the course
// as read), and ask to withdraw. Core's deciders decide; the fact and its projection are written in one
// transaction. Two registrations racing past the check meet the unique partial index: the loser gets the same 409.
import { randomUUID } from "node:crypto";
import { courseRegistrationStream, decideCourseRegistration, decideWithdrawalRequest } from "@ictm/core/domain";
import type { components } from "@ictm/openapi/portal.ts";
import { eq } from "drizzle-orm";
import { trainingCourses, type CourseRegistrationRow } from "../db/schema.ts";
import { isUniqueViolation } from "../db/errors.ts";
import { transact } from "../db/transact.ts";
import { appendToStream } from "../events/store.ts";
import { memberActor } from "../events/vocabulary.ts";
import { notFound } from "../http/problem.ts";
import type { Services } from "../services.ts";
import { findCourses } from "./course-store.ts";
import { presentCourse } from "./present.ts";
import { lockRegistration, registrationRefusal } from "./registration-aggregate.ts";
import { findLiveRegistration, findRegistration, LIVE_REGISTRATION_INDEX, listTalentRegistrations } from "./registration-store.ts";

export type CourseRegistrationView = components["schemas"]["CourseRegistration"];

export async function registerForCourse(services: Services, talentId: string, courseId: string): Promise<CourseRegistrationView> {
  const by = memberActor(talentId);
  let id: string;
  try {
    id = await transact(services.orm, async (tx) => {
      const [course] = await tx.select({ isPosted: trainingCourses.isPosted }).from(trainingCourses).where(eq(trainingCourses.id, courseId)).limit(1);
      const live = await findLiveRegistration(tx, courseId, talentId);
      const verdict = decideCourseRegistration({ courseKey: courseId, talentKey: talentId, coursePublished: course?.isPosted === true, alreadyRegistered: live !== undefined, by });
      if (!verdict.ok) throw registrationRefusal(verdict.refusal);
      const registrationId = randomUUID();
      await appendToStream(tx, courseRegistrationStream(registrationId), 0, verdict.events, { actor: by, at: services.clock.now() });
      return registrationId;
    });
  } catch (error) {
    if (isUniqueViolation(error, LIVE_REGISTRATION_INDEX)) throw registrationRefusal("already-registered");
    throw error;
  }
  return readRegistration(services, id);
}

export async function listCourseRegistrations(services: Services, talentId: string): Promise<CourseRegistrationView[]> {
  return presentRegistrations(services, await listTalentRegistrations(services.orm, talentId));
}

/** The Talent asks to withdraw from their own registration (another Talent's is "not found"). */
export async function withdrawFromCourse(services: Services, talentId: string, registrationId: string): Promise<CourseRegistrationView> {
  const by = memberActor(talentId);
  await transact(services.orm, async (tx) => {
    // Permission before existence, and no stream is locked (so none is made) for a key that is not the Talent's.
    const row = await findRegistration(tx, registrationId);
    if (row?.talentId !== talentId) throw notFound();
    const current = await lockRegistration(tx, registrationId);
    const verdict = decideWithdrawalRequest(current.state, by);
    if (!verdict.ok) throw registrationRefusal(verdict.refusal);
    await appendToStream(tx, current.stream, current.version, verdict.events, { actor: by, at: services.clock.now() });
  });
  return readRegistration(services, registrationId);
}

async function readRegistration(services: Services, id: string): Promise<CourseRegistrationView> {
  const row = await findRegistration(services.orm, id);
  const [view] = row ? await presentRegistrations(services, [row]) : [];
  if (!view) throw new Error(`The course registration ${id} was just written but cannot be read`);
  return view;
}

/** The registrations with their courses as read (two queries, whatever the count). */
async function presentRegistrations(services: Services, rows: readonly CourseRegistrationRow[]): Promise<CourseRegistrationView[]> {
  const courses = new Map((await findCourses(services.orm, [...new Set(rows.map((row) => row.courseId))])).map((course) => [course.course.id, course]));
  return rows.flatMap((row) => {
    const course = courses.get(row.courseId);
    if (!course) return [];
    return [
      {
        key: row.id,
        trainingCourse: presentCourse(course),
        isWithdrawn: row.status === "withdrawn",
        status: row.status,
        registeredAt: row.registeredAt.toISOString(),
        withdrawalRequestedAt: row.withdrawalRequestedAt?.toISOString() ?? null,
        decidedAt: row.decidedAt?.toISOString() ?? null,
      },
    ];
  });
}
