// The drizzle description of the tables the SQL migrations create (server/migrations is the source of truth;
// this file only lets queries be typed). One schema serves both the PGlite and the node-postgres driver.
import { bigserial, boolean, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { BUSINESS_TYPE_VALUES, EMPLOYEE_COUNTS, PERMIT_STATUSES, PERMIT_TYPES, type DecisionKind, type StaffRole } from "@ictm/core/domain";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const members = pgTable("members", {
  id: uuid("id").primaryKey(),
  accountType: text("account_type", { enum: ["Talent", "Business"] }).notNull(),
  email: text("email").notNull(),
  name: text("name").notNull(),
  passwordHash: text("password_hash"),
  profilePicture: text("profile_picture"),
  profilePictureFileId: text("profile_picture_file_id"),
  activatedAt: at("activated_at"),
  createdAt: at("created_at").notNull().defaultNow(),
});

export const activationTokens = pgTable("activation_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  memberId: uuid("member_id").notNull(),
  createdAt: at("created_at").notNull(),
  expiresAt: at("expires_at").notNull(),
  usedAt: at("used_at"),
});

export const memberSessions = pgTable("member_sessions", {
  tokenHash: text("token_hash").primaryKey(),
  memberId: uuid("member_id").notNull(),
  createdAt: at("created_at").notNull(),
  expiresAt: at("expires_at").notNull(),
  revokedAt: at("revoked_at"),
});

/** The contract's business types and employee counts, from core (one source with the forms). */
export const businessTypes = BUSINESS_TYPE_VALUES;
export const employeeCounts = EMPLOYEE_COUNTS;

export const businesses = pgTable("businesses", {
  id: uuid("id").primaryKey(),
  memberId: uuid("member_id").notNull(),
  businessName: text("business_name").notNull(),
  businessType: text("business_type", { enum: businessTypes }).notNull(),
  registrationNumber: text("registration_number").notNull(),
  contactPerson: text("contact_person").notNull(),
  phone: text("phone").notNull(),
  address: text("address").notNull(),
  logo: text("logo"),
  createdAt: at("created_at").notNull(),
  description: text("description").notNull().default(""),
  industry: text("industry").notNull().default(""),
  employeeCount: text("employee_count", { enum: employeeCounts }),
  logoFileId: text("logo_file_id"),
  updatedAt: at("updated_at"),
});

export const passwordResetTokens = pgTable("password_reset_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  memberId: uuid("member_id").notNull(),
  createdAt: at("created_at").notNull(),
  expiresAt: at("expires_at").notNull(),
  usedAt: at("used_at"),
});

export const rateLimitAttempts = pgTable("rate_limit_attempts", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  bucket: text("bucket").notNull(),
  attemptedAt: at("attempted_at").notNull(),
});

export const events = pgTable("events", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  stream: text("stream").notNull(),
  version: integer("version").notNull(),
  type: text("type").notNull(),
  payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
  actor: text("actor").notNull(),
  occurredAt: at("occurred_at").notNull().defaultNow(),
  /** The hash of the stream's previous event ("" for the first); null only until the start-up backfill. */
  previousHash: text("previous_hash"),
  hash: text("hash"),
});

/** One row per event stream: its current version, locked while a command decides (events/store.ts). */
export const streams = pgTable("streams", {
  stream: text("stream").primaryKey(),
  version: integer("version").notNull(),
});

/** A file kept with an outbox mail until it is sent. */
export interface StoredAttachment {
  readonly filename: string;
  readonly contentType: string;
  readonly contentBase64: string;
}

/** Mail waiting to leave (mail/outbox.ts); `nextAttemptAt` null means due now. */
export const outbox = pgTable("outbox", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  recipient: text("recipient").notNull(),
  subject: text("subject").notNull(),
  textBody: text("text_body").notNull(),
  htmlBody: text("html_body").notNull(),
  /** Files sent with the mail (mail/mailer.ts MailAttachment, content in base64); null when none. */
  attachments: jsonb("attachments").$type<StoredAttachment[]>(),
  createdAt: at("created_at").notNull().defaultNow(),
  attempts: integer("attempts").notNull().default(0),
  nextAttemptAt: at("next_attempt_at"),
  lastError: text("last_error"),
  sentAt: at("sent_at"),
});

export const workflows = pgTable("workflows", {
  id: uuid("id").primaryKey(),
  name: text("name").notNull(),
  permitTypes: text("permit_types").array().notNull(),
  position: integer("position").notNull(),
});

/** A workflow's steps in board order, with the roles that view each column and act on its cards (migration 0009). */
export const workflowSteps = pgTable("workflow_steps", {
  id: uuid("id").primaryKey(),
  workflowId: uuid("workflow_id").notNull(),
  key: text("key").notNull(),
  name: text("name").notNull(),
  position: integer("position").notNull(),
  viewRoles: text("view_roles").array().$type<StaffRole[]>().notNull(),
  actRoles: text("act_roles").array().$type<StaffRole[]>().notNull(),
  /** The decision kinds the step allows (migration 0011, core's DecisionKind). */
  decisions: text("decisions").array().$type<DecisionKind[]>().notNull().default([]),
  /** The step's target (SLA) in working days (migration 0015, v1.StepTargetSet); null: none. */
  targetWorkingDays: numeric("target_working_days", { mode: "number" }),
});

/** Expat permit applications: the projection of the `permit-<id>` streams (migration 0008, permits/projector.ts). */
export const permitApplications = pgTable("permit_applications", {
  id: uuid("id").primaryKey(),
  businessId: uuid("business_id").notNull(),
  permitType: text("permit_type", { enum: PERMIT_TYPES }).notNull(),
  reference: text("reference").notNull(),
  status: text("status", { enum: PERMIT_STATUSES }).notNull(),
  /** Section key -> its values, as stored. */
  content: jsonb("content").$type<Record<string, Record<string, unknown>>>().notNull(),
  hasUserGivenEditControl: boolean("has_user_given_edit_control").notNull(),
  editControlComment: text("edit_control_comment"),
  currentStep: text("current_step"),
  /** The card on the board (migration 0009): its workflow, status step, order in its column, when it entered the step. */
  workflowId: uuid("workflow_id"),
  statusStepId: uuid("status_step_id"),
  stepSortKey: text("step_sort_key"),
  stepEnteredAt: at("step_entered_at"),
  /** What the card shows (migration 0009), from the sections that hold them. */
  businessName: text("business_name").notNull(),
  personnelCount: integer("personnel_count").notNull(),
  /** The final approval as the card shows it (migration 0011): set by v1.FinalApprovalSet, cleared by a reset. */
  finalApprovalAt: at("final_approval_at"),
  finalApprovalRemarks: text("final_approval_remarks"),
  /** Who gave the final approval in force (an actor, migration 0014), for the listings. */
  finalApprovalBy: text("final_approval_by"),
  /** Staff archived the approved application (migration 0014): when and who (an actor); null otherwise. */
  archivedAt: at("archived_at"),
  archivedBy: text("archived_by"),
  /** Every person's full name and passport number, space-separated (migration 0014): what the listings search. */
  listingPersons: text("listing_persons").notNull(),
  createdAt: at("created_at").notNull(),
  updatedAt: at("updated_at").notNull(),
  submittedAt: at("submitted_at"),
  version: integer("version").notNull(),
});

/** The files an application holds now, in upload order. */
export const permitFiles = pgTable(
  "permit_files",
  { applicationId: uuid("application_id").notNull(), fileId: text("file_id").notNull(), uploadedAt: at("uploaded_at").notNull() },
  (table) => [primaryKey({ columns: [table.applicationId, table.fileId] })],
);

/** An application's record in each workflow step it has entered (board/projector.ts). */
export const permitStatusSteps = pgTable("permit_status_steps", {
  id: uuid("id").primaryKey(),
  applicationId: uuid("application_id").notNull(),
  stepKey: text("step_key").notNull(),
  workflowStepId: uuid("workflow_step_id"),
  firstEnteredAt: at("first_entered_at").notNull(),
  lastEnteredAt: at("last_entered_at").notNull(),
});

/** Staff comments per status step, deleted ones removed (board/projector.ts). */
export const permitComments = pgTable("permit_comments", {
  id: uuid("id").primaryKey(),
  applicationId: uuid("application_id").notNull(),
  statusStepId: uuid("status_step_id").notNull(),
  content: text("content").notNull(),
  authorStaffId: uuid("author_staff_id"),
  createdAt: at("created_at").notNull(),
  editedAt: at("edited_at"),
});

/** Staff attachments per status step, deleted ones removed (board/projector.ts). */
export const permitAttachments = pgTable("permit_attachments", {
  id: uuid("id").primaryKey(),
  applicationId: uuid("application_id").notNull(),
  statusStepId: uuid("status_step_id").notNull(),
  fileId: text("file_id").notNull(),
  comment: text("comment").notNull(),
  authorStaffId: uuid("author_staff_id"),
  createdAt: at("created_at").notNull(),
  updatedAt: at("updated_at").notNull(),
});

/** Chief-evaluator links by their token's sha256 (migration 0011, decisions/projector.ts): how a token finds its application. */
export const chiefEvaluationLinks = pgTable("chief_evaluation_links", {
  id: uuid("id").primaryKey(),
  applicationId: uuid("application_id").notNull(),
  tokenHash: text("token_hash").notNull(),
  chiefStaffId: uuid("chief_staff_id").notNull(),
  expiresAt: at("expires_at").notNull(),
  createdAt: at("created_at").notNull(),
});

/** The last reference number given per permit type and year: a command-side counter, not a projection. */
export const permitReferenceCounters = pgTable(
  "permit_reference_counters",
  { permitType: text("permit_type", { enum: PERMIT_TYPES }).notNull(), year: integer("year").notNull(), last: integer("last").notNull() },
  (table) => [primaryKey({ columns: [table.permitType, table.year] })],
);

export * from "./schema-own-pages.ts";

export type MemberRow = typeof members.$inferSelect;
export type AccountType = MemberRow["accountType"];
export type BusinessRow = typeof businesses.$inferSelect;
export type BusinessType = BusinessRow["businessType"];
export type PermitApplicationRow = typeof permitApplications.$inferSelect;
export type PermitFileRow = typeof permitFiles.$inferSelect;
export type WorkflowStepRow = typeof workflowSteps.$inferSelect;
export type PermitStatusStepRow = typeof permitStatusSteps.$inferSelect;
export type PermitCommentRow = typeof permitComments.$inferSelect;
export type PermitAttachmentRow = typeof permitAttachments.$inferSelect;
export * from "./schema-signatures.ts";
export * from "./schema-statistics.ts";
export * from "./schema-courses.ts";
export * from "./schema-jobs.ts";
