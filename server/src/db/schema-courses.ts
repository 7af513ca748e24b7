// The drizzle description of migration 0017's tables (server/migrations/0017_training_courses.sql is the source of
// truth): a Business's training courses and the projection of the Talents' registrations for them. The search
// document and the copied business name are declared apart (search/tables.ts, as for vacancies).
import { boolean, date, integer, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { REGISTRATION_STATUSES } from "@ictm/core/domain";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const trainingCourses = pgTable("training_courses", {
  id: uuid("id").primaryKey(),
  businessId: uuid("business_id").notNull(),
  title: text("title").notNull(),
  shortDescription: text("short_description"),
  registrationUrl: text("registration_url"),
  startDate: date("start_date", { mode: "string" }),
  languageKey: text("language_key"),
  levelKey: text("level_key"),
  fee: numeric("fee", { mode: "number" }),
  duration: integer("duration"),
  durationMeasurementKey: text("duration_measurement_key"),
  tagKey: text("tag_key"),
  contactEmail: text("contact_email"),
  contactPhoneNumber: text("contact_phone_number"),
  longDescription: text("long_description"),
  isPosted: boolean("is_posted").notNull(),
  publishedAt: at("published_at"),
  createdAt: at("created_at").notNull(),
  updatedAt: at("updated_at").notNull(),
  /** The names of the tag, level and language (server-written, searched). */
  referenceWords: text("reference_words").notNull(),
});

/** The projection of the `course-registration-<id>` streams (id: the registration key). */
export const courseRegistrations = pgTable("course_registrations", {
  id: uuid("id").primaryKey(),
  courseId: uuid("course_id").notNull(),
  talentId: uuid("talent_id").notNull(),
  status: text("status", { enum: REGISTRATION_STATUSES }).notNull(),
  registeredAt: at("registered_at").notNull(),
  withdrawalRequestedAt: at("withdrawal_requested_at"),
  decidedAt: at("decided_at"),
  version: integer("version").notNull(),
});

export type TrainingCourseRow = typeof trainingCourses.$inferSelect;
export type CourseRegistrationRow = typeof courseRegistrations.$inferSelect;
