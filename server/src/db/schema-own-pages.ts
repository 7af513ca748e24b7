// The drizzle description of migration 0003's tables: reference lists, files, Talent profiles and privacy,
// contact details, verification requests, staff, job vacancies, ICT projects and saved jobs.
import { boolean, date, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import {
  AVAILABILITIES,
  DISTRICTS,
  EMPLOYMENT_TYPES,
  PROFILE_VISIBILITIES,
  PROJECT_STAGES,
  PUBLICATION_STATUSES,
  SALARY_INTERVALS,
  type StaffRole,
} from "@ictm/core/domain";
import type { components } from "@ictm/openapi/portal.ts";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const money = (name: string) => numeric(name, { mode: "number" });

export const countries = pgTable("countries", {
  key: text("key").primaryKey(),
  name: text("name").notNull(),
  position: integer("position").notNull(),
});

export const referenceItems = pgTable(
  "reference_items",
  { list: text("list").notNull(), key: text("key").notNull(), name: text("name").notNull(), position: integer("position").notNull() },
  (table) => [primaryKey({ columns: [table.list, table.key] })],
);

export const mediaTypes = ["image/png", "image/jpeg", "image/webp", "application/pdf"] as const;
export const filePurposes = ["profile-picture", "logo", "verification-document", "permit-document", "board-attachment", "signature-image", "job-application-attachment"] as const;

export const files = pgTable("files", {
  id: text("id").primaryKey(),
  sha256: text("sha256").notNull(),
  mediaType: text("media_type", { enum: mediaTypes }).notNull(),
  size: integer("size").notNull(),
  name: text("name").notNull(),
  /** Exactly one owner (migration 0009): a member, or a staff member for a board attachment. */
  ownerMemberId: uuid("owner_member_id"),
  ownerStaffId: uuid("owner_staff_id"),
  purpose: text("purpose", { enum: filePurposes }).notNull(),
  createdAt: at("created_at").notNull(),
});

export const districts = DISTRICTS;
export const profileVisibilities = PROFILE_VISIBILITIES;
export const availabilities = AVAILABILITIES;

/** The parts of a resume kept whole; skills are a column of their own (search filters on them). */
export type StoredResume = Omit<components["schemas"]["TalentResumeDetails"], "skills">;

export const talentProfiles = pgTable("talent_profiles", {
  memberId: uuid("member_id").primaryKey(),
  headline: text("headline").notNull(),
  summary: text("summary").notNull(),
  district: text("district", { enum: districts }),
  nationality: text("nationality"),
  availability: text("availability", { enum: availabilities }).notNull(),
  yearsOfExperience: integer("years_of_experience").notNull(),
  resume: jsonb("resume").$type<StoredResume>().notNull(),
  skills: text("skills").array().notNull(),
  profileVisibility: text("profile_visibility", { enum: profileVisibilities }).notNull(),
  showContactDetails: boolean("show_contact_details").notNull(),
  showResume: boolean("show_resume").notNull(),
  updatedAt: at("updated_at").notNull(),
});

export const talentBlockedBusinesses = pgTable(
  "talent_blocked_businesses",
  { talentId: uuid("talent_id").notNull(), businessId: uuid("business_id").notNull() },
  (table) => [primaryKey({ columns: [table.talentId, table.businessId] })],
);

export const contactDetails = pgTable("contact_details", {
  memberId: uuid("member_id").primaryKey(),
  phone: text("phone"),
  address: text("address"),
  website: text("website"),
  linkedinUrl: text("linkedin_url"),
  githubUrl: text("github_url"),
  /** Migration 0023: a Business's optional public e-mail (EmployerContact.email); always null for a Talent. */
  publicEmail: text("public_email"),
  updatedAt: at("updated_at").notNull(),
});

/** Migration 0010: one or more of core's STAFF_ROLES, stored in that order. */
export const staff = pgTable("staff", {
  id: uuid("id").primaryKey(),
  email: text("email").notNull(),
  name: text("name").notNull(),
  roles: text("roles").array().$type<StaffRole[]>().notNull(),
  passwordHash: text("password_hash").notNull(),
  createdAt: at("created_at").notNull(),
});

/** A staff member's mailed link to choose a password (a reset, or the first one of a new account). */
export const staffPasswordResets = pgTable("staff_password_resets", {
  tokenHash: text("token_hash").primaryKey(),
  staffId: uuid("staff_id").notNull(),
  createdAt: at("created_at").notNull(),
  expiresAt: at("expires_at").notNull(),
  usedAt: at("used_at"),
});

export const staffSessions = pgTable("staff_sessions", {
  tokenHash: text("token_hash").primaryKey(),
  staffId: uuid("staff_id").notNull(),
  createdAt: at("created_at").notNull(),
  expiresAt: at("expires_at").notNull(),
  revokedAt: at("revoked_at"),
});

export const verificationStatuses = ["pending", "approved", "rejected"] as const;

export const verificationRequests = pgTable("verification_requests", {
  businessId: uuid("business_id").primaryKey(),
  status: text("status", { enum: verificationStatuses }).notNull(),
  applicantName: text("applicant_name").notNull(),
  applicantPosition: text("applicant_position").notNull(),
  notes: text("notes").notNull(),
  submittedAt: at("submitted_at").notNull(),
  decidedAt: at("decided_at"),
  decidedBy: uuid("decided_by"),
  reason: text("reason"),
  /** The version of the request's stream (`verification-<business_id>`) this row was projected at. */
  version: integer("version").notNull(),
});

export const verificationDocuments = pgTable(
  "verification_documents",
  { businessId: uuid("business_id").notNull(), position: integer("position").notNull(), fileId: text("file_id").notNull() },
  (table) => [primaryKey({ columns: [table.businessId, table.position] })],
);

// The lists the forms choose from, from core (one source with the forms and the server's checks).
export const employmentTypes = EMPLOYMENT_TYPES;
export const salaryIntervals = SALARY_INTERVALS;
export const publicationStatuses = PUBLICATION_STATUSES;
export const projectStages = PROJECT_STAGES;

export const jobVacancies = pgTable("job_vacancies", {
  id: uuid("id").primaryKey(),
  businessId: uuid("business_id").notNull(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  district: text("district", { enum: districts }).notNull(),
  location: text("location").notNull(),
  employmentType: text("employment_type", { enum: employmentTypes }).notNull(),
  salaryMin: money("salary_min"),
  salaryMax: money("salary_max"),
  salaryInterval: text("salary_interval", { enum: salaryIntervals }).notNull(),
  skills: text("skills").array().notNull(),
  closingDate: date("closing_date", { mode: "string" }).notNull(),
  status: text("status", { enum: publicationStatuses }).notNull(),
  publishedAt: at("published_at"),
  createdAt: at("created_at").notNull(),
  updatedAt: at("updated_at").notNull(),
});

export const ictProjects = pgTable("ict_projects", {
  id: uuid("id").primaryKey(),
  businessId: uuid("business_id").notNull(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  budget: money("budget"),
  skills: text("skills").array().notNull(),
  stage: text("stage", { enum: projectStages }).notNull(),
  isPublished: boolean("is_published").notNull(),
  publishedAt: at("published_at"),
  createdAt: at("created_at").notNull(),
  updatedAt: at("updated_at").notNull(),
});

export const savedJobs = pgTable(
  "saved_jobs",
  { talentId: uuid("talent_id").notNull(), vacancyId: uuid("vacancy_id").notNull(), savedAt: at("saved_at").notNull() },
  (table) => [primaryKey({ columns: [table.talentId, table.vacancyId] })],
);

export type FileRow = typeof files.$inferSelect;
export type TalentProfileRow = typeof talentProfiles.$inferSelect;
export type ContactDetailsRow = typeof contactDetails.$inferSelect;
export type StaffRow = typeof staff.$inferSelect;
export type VerificationRow = typeof verificationRequests.$inferSelect;
export type JobVacancyRow = typeof jobVacancies.$inferSelect;
export type IctProjectRow = typeof ictProjects.$inferSelect;
