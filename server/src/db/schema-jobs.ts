// The drizzle description of migration 0018's table (server/migrations/0018_job_applications.sql is the source of
// truth): the projection of the Talents' applications for job vacancies. Only jobs/application-projector.ts writes it.
import { integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { JOB_APPLICATION_STATUSES, type ResumeSnapshot } from "@ictm/core/domain";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** The projection of the `job-application-<id>` streams (id: the application key). */
export const jobApplications = pgTable("job_applications", {
  id: uuid("id").primaryKey(),
  vacancyId: uuid("vacancy_id").notNull(),
  talentId: uuid("talent_id").notNull(),
  status: text("status", { enum: JOB_APPLICATION_STATUSES }).notNull(),
  coverNote: text("cover_note").notNull(),
  resume: jsonb("resume").$type<ResumeSnapshot>() /* as the Talent's profile answered it when they applied */.notNull(),
  attachmentFileId: text("attachment_file_id"),
  appliedAt: at("applied_at").notNull(),
  decidedAt: at("decided_at"),
  note: text("note"),
  version: integer("version").notNull(),
});

export type JobApplicationRow = typeof jobApplications.$inferSelect;
