// Use cases of the Business that owns a course: its registrants (filtered, a page, with the counts by status) and
// the decision on a pending withdrawal request. Another Business's course is "not found". The fact, its projection
// and the mail to the Talent (through the outbox) are written in one transaction.
import { decideWithdrawal, statusesOf, type PageRequest } from "@ictm/core/domain";
import type { components } from "@ictm/openapi/portal.ts";
import { eq } from "drizzle-orm";
import type { Queryable } from "../db/connect.ts";
import { members, type BusinessRow } from "../db/schema.ts";
import { transact } from "../db/transact.ts";
import { appendToStream } from "../events/store.ts";
import { memberActor } from "../events/vocabulary.ts";
import { notFound } from "../http/problem.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { pageOf } from "../search/paging.ts";
import type { Services } from "../services.ts";
import { findCourse, type CourseWithBusiness } from "./course-store.ts";
import { lockRegistration, registrationRefusal } from "./registration-aggregate.ts";
import { withdrawalDecisionMail } from "./registration-mail.ts";
import { findRegistration } from "./registration-store.ts";
import { findRegistrant, registrantPage, registrantStatusCounts, registrantWords, type RegistrantFilter, type RegistrantRow } from "./registrant-store.ts";

export type CourseRegistrantView = components["schemas"]["CourseRegistrant"];
export type CourseRegistrantPageView = components["schemas"]["CourseRegistrantPage"];

/** What the listing and the export are asked: the contract's query. */
export interface RegistrantQuery {
  readonly searchTerms?: readonly string[] | undefined;
  readonly isWithdrawn?: boolean | undefined;
}

/** The course when it is this Business's; "not found" otherwise (another's course is not revealed). */
export async function ownCourse(db: Queryable, business: BusinessRow, courseId: string): Promise<CourseWithBusiness> {
  const course = await findCourse(db, courseId);
  if (course?.course.businessId !== business.id) throw notFound();
  return course;
}

export const registrantFilterOf = (business: BusinessRow, courseId: string, query: RegistrantQuery): RegistrantFilter => ({
  courseId,
  businessId: business.id,
  statuses: statusesOf(query.isWithdrawn ?? false),
  words: registrantWords(query.searchTerms),
});

export async function listCourseRegistrants(services: Services, business: BusinessRow, courseId: string, query: RegistrantQuery, page: PageRequest): Promise<CourseRegistrantPageView> {
  await ownCourse(services.orm, business, courseId);
  const filter = registrantFilterOf(business, courseId, query);
  const { rows, count } = await registrantPage(services.orm, filter, page);
  const counts = await registrantStatusCounts(services.orm, courseId, filter.words);
  return { ...pageOf(rows.map(presentRegistrant), count, page), counts };
}

/** Approves or declines the pending withdrawal request of one of the course's registrations. */
export async function decideCourseWithdrawal(services: Services, business: BusinessRow, courseId: string, registrationId: string, decision: "approved" | "declined"): Promise<CourseRegistrantView> {
  const by = memberActor(business.memberId);
  await transact(services.orm, async (tx) => {
    const course = await ownCourse(tx, business, courseId);
    const row = await findRegistration(tx, registrationId);
    if (row?.courseId !== courseId) throw notFound();
    const current = await lockRegistration(tx, registrationId);
    const verdict = decideWithdrawal(current.state, decision, by);
    if (!verdict.ok) throw registrationRefusal(verdict.refusal);
    await appendToStream(tx, current.stream, current.version, verdict.events, { actor: by, at: services.clock.now() });
    const [talent] = await tx.select({ email: members.email, name: members.name }).from(members).where(eq(members.id, row.talentId));
    if (talent) {
      await enqueueMail(tx, withdrawalDecisionMail({ to: talent.email, talentName: talent.name, courseTitle: course.course.title, decision, publicUrl: services.config.publicUrl }));
    }
  });
  const registrant = await findRegistrant(services.orm, { courseId, businessId: business.id }, registrationId);
  if (!registrant) throw new Error(`The course registration ${registrationId} was just decided but cannot be read`);
  return presentRegistrant(registrant);
}

export function presentRegistrant(row: RegistrantRow): CourseRegistrantView {
  return {
    key: row.id,
    talentKey: row.talentId,
    name: row.name,
    email: row.email,
    status: row.status,
    registeredAt: row.registeredAt.toISOString(),
    withdrawalRequestedAt: row.withdrawalRequestedAt?.toISOString() ?? null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}
