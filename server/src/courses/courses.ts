// Use cases of training courses: a Business creates, changes (publishing included) and unpublishes its own and
// lists them all; anyone reads a published course, its owner also a draft, and a Talent who has (or had) a
// registration for it reads it unpublished too (their list's links never dead-end). Another business's course, and
// anyone else's draft, are "not found". The body has passed core's training course form as of today in Brunei
// (routes.ts); here the keys are checked against their reference lists. Nothing deletes a course: unpublishing
// makes it a draft again, and its registrations stay. Each write appends its fact on `training-course-<id>` in the
// same transaction (the table stays a plain table, as vacancies'; the facts are the log's history of it).
import { randomUUID } from "node:crypto";
import type { TrainingCourseEdit } from "@ictm/core/domain";
import { COURSE_MESSAGES } from "@ictm/core/domain";
import type { Queryable } from "../db/connect.ts";
import type { BusinessRow, TrainingCourseRow } from "../db/schema.ts";
import { transact } from "../db/transact.ts";
import { recordEvents } from "../events/record.ts";
import { courseStream, memberActor } from "../events/vocabulary.ts";
import { notFound, validationFailed } from "../http/problem.ts";
import type { Services } from "../services.ts";
import {
  COURSE_REFERENCE_LISTS,
  findCourse,
  insertCourse,
  listBusinessCourses,
  lockCourse,
  referenceNames,
  refreshReferenceWords,
  registrantCounts,
  updateCourse,
  type CourseChange,
  type CourseReferenceField,
} from "./course-store.ts";
import { hasRegistration } from "./registration-store.ts";
import { courseEditOf, presentCourse, type TrainingCourseView } from "./present.ts";

export async function createCourse(services: Services, business: BusinessRow, edit: TrainingCourseEdit): Promise<TrainingCourseView> {
  const now = services.clock.now();
  const fields = await storedFields(services.orm, edit);
  const id = randomUUID();
  await transact(services.orm, async (tx) => {
    const row: TrainingCourseRow = { id, businessId: business.id, ...fields, publishedAt: fields.isPosted ? now : null, createdAt: now, updatedAt: now, referenceWords: "" };
    await insertCourse(tx, row);
    await refreshReferenceWords(tx, [id]);
    const payload = { businessKey: business.id, ...courseEditOf(row) };
    await recordEvents(tx, courseStream(id), [{ type: "v1.TrainingCourseCreated", payload }], { actor: memberActor(business.memberId), at: now });
  });
  return readOwnCourse(services, id);
}

export async function changeCourse(services: Services, business: BusinessRow, id: string, edit: TrainingCourseEdit): Promise<TrainingCourseView> {
  const now = services.clock.now();
  await transact(services.orm, async (tx) => {
    const current = await lockCourse(tx, id);
    if (!current || current.businessId !== business.id) throw notFound();
    const fields = await storedFields(tx, edit);
    // Published since it was first published this time; a draft has no date; publishing again dates it anew.
    const publishedAt = fields.isPosted ? (current.isPosted ? current.publishedAt : now) : null;
    await updateCourse(tx, id, { ...fields, publishedAt, updatedAt: now });
    await refreshReferenceWords(tx, [id]);
    const payload = { businessKey: business.id, ...courseEditOf({ ...current, ...fields }) };
    await recordEvents(tx, courseStream(id), [{ type: "v1.TrainingCourseChanged", payload }], { actor: memberActor(business.memberId), at: now });
  });
  return readOwnCourse(services, id);
}

/** The course becomes a draft (out of the search at once); a draft stays as it is. */
export async function unpublishCourse(services: Services, business: BusinessRow, id: string): Promise<TrainingCourseView> {
  const now = services.clock.now();
  await transact(services.orm, async (tx) => {
    const current = await lockCourse(tx, id);
    if (!current || current.businessId !== business.id) throw notFound();
    if (!current.isPosted) return;
    await updateCourse(tx, id, { isPosted: false, publishedAt: null, updatedAt: now });
    const payload = { businessKey: business.id, title: current.title };
    await recordEvents(tx, courseStream(id), [{ type: "v1.TrainingCourseUnpublished", payload }], { actor: memberActor(business.memberId), at: now });
  });
  return readOwnCourse(services, id);
}

export async function listOwnCourses(services: Services, business: BusinessRow): Promise<TrainingCourseView[]> {
  const rows = await listBusinessCourses(services.orm, business.id);
  const counts = await registrantCounts(services.orm, rows.map((row) => row.course.id));
  return rows.map((row) => presentCourse(row, counts.get(row.course.id) ?? null));
}

/** Who reads a course: the Business of a Business member, or the Talent; null for anyone else. */
export type CourseViewer = { businessId: string } | { talentId: string } | null;

/**
 * A published course for anyone; a draft for its own business, which also gets the registrant counts, and for a
 * Talent with a registration for it in any status (`isPosted` false tells them it is no longer open).
 */
export async function viewCourse(services: Services, id: string, viewer: CourseViewer): Promise<TrainingCourseView> {
  const found = await findCourse(services.orm, id);
  if (!found) throw notFound();
  const owner = viewer !== null && "businessId" in viewer && found.course.businessId === viewer.businessId;
  if (!found.course.isPosted && !owner && !(await registeredTalent(services, id, viewer))) throw notFound();
  if (!owner) return presentCourse(found);
  const counts = await registrantCounts(services.orm, [id]);
  return presentCourse(found, counts.get(id) ?? null);
}

async function registeredTalent(services: Services, courseId: string, viewer: CourseViewer): Promise<boolean> {
  return viewer !== null && "talentId" in viewer && hasRegistration(services.orm, courseId, viewer.talentId);
}

async function readOwnCourse(services: Services, id: string): Promise<TrainingCourseView> {
  const found = await findCourse(services.orm, id);
  if (!found) throw new Error(`The training course ${id} was just written but cannot be read`);
  const counts = await registrantCounts(services.orm, [id]);
  return presentCourse(found, counts.get(id) ?? null);
}

type StoredFields = Omit<CourseChange, "publishedAt" | "updatedAt" | "referenceWords">;

/**
 * The payload as stored: surrounding blanks go and blank optional text is null (every rule was the form's); each
 * reference key must be in its list (else 400 with the field's words). The names the search finds the course by
 * are the store's (refreshReferenceWords, after the write).
 */
async function storedFields(db: Queryable, edit: TrainingCourseEdit): Promise<StoredFields> {
  const keys = {
    languageId: blankToNull(edit.languageId),
    levelId: blankToNull(edit.levelId),
    durationMeasurementId: blankToNull(edit.durationMeasurementId),
    tagId: blankToNull(edit.tagId),
  };
  const names = await referenceNames(db, keys);
  const unknown = (Object.keys(COURSE_REFERENCE_LISTS) as CourseReferenceField[]).filter((field) => keys[field] !== null && names[field] === undefined);
  if (unknown.length > 0) throw validationFailed(Object.fromEntries(unknown.map((field) => [field, [COURSE_MESSAGES[field]]])));
  return {
    title: edit.title.trim(),
    shortDescription: blankToNull(edit.shortDescription),
    registrationUrl: blankToNull(edit.registrationUrl),
    startDate: blankToNull(edit.startDate),
    languageKey: keys.languageId,
    levelKey: keys.levelId,
    fee: edit.fee,
    duration: edit.duration,
    durationMeasurementKey: keys.durationMeasurementId,
    contactEmail: blankToNull(edit.contactEmail),
    contactPhoneNumber: blankToNull(edit.contactPhoneNumber),
    longDescription: blankToNull(edit.longDescription),
    isPosted: edit.isPosted,
    tagKey: keys.tagId,
  };
}

function blankToNull(value: string | null): string | null {
  if (value === null) return null;
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
}
