// The drizzle description of the tables the SQL migrations create (server/migrations is the source of truth;
// this file only lets queries be typed). One schema serves both the PGlite and the node-postgres driver.
import { bigserial, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

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

export const businessTypes = [
  "sole-proprietorship",
  "partnership",
  "private-limited",
  "public-limited",
  "foreign-branch",
  "cooperative",
  "government-linked",
  "non-profit",
] as const;

export const employeeCounts = ["1-9", "10-49", "50-249", "250-999", "1000+"] as const;

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
});

export const workflows = pgTable("workflows", {
  id: uuid("id").primaryKey(),
  name: text("name").notNull(),
  permitTypes: text("permit_types").array().notNull(),
  position: integer("position").notNull(),
});

export * from "./schema-own-pages.ts";

export type MemberRow = typeof members.$inferSelect;
export type AccountType = MemberRow["accountType"];
export type BusinessRow = typeof businesses.$inferSelect;
export type BusinessType = BusinessRow["businessType"];
