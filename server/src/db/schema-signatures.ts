// The drizzle description of the e-signature tables (migration 0013_signatures.sql is the source of truth): the
// projections of the signing keys, the signatories and the signed letters.
import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { LETTER_KINDS, PERMIT_TYPES, type LetterContent } from "@ictm/core/domain";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const signingKeys = pgTable("signing_keys", {
  keyId: text("key_id").primaryKey(),
  publicKey: text("public_key").notNull(),
  createdAt: at("created_at").notNull(),
  retiredAt: at("retired_at"),
  retirementReason: text("retirement_reason"),
  revokedAt: at("revoked_at"),
  revocationReason: text("revocation_reason"),
});

export const signatories = pgTable("signatories", {
  id: uuid("id").primaryKey(),
  number: integer("number").notNull(),
  name: text("name").notNull(),
  title: text("title").notNull(),
  imageFileId: text("image_file_id"),
  isActive: boolean("is_active").notNull(),
  createdAt: at("created_at").notNull(),
  updatedAt: at("updated_at").notNull(),
});

export const signedLetters = pgTable("signed_letters", {
  documentId: text("document_id").primaryKey(),
  applicationId: uuid("application_id").notNull(),
  personIndex: integer("person_index").notNull(),
  kind: text("kind", { enum: LETTER_KINDS }).notNull(),
  permitType: text("permit_type", { enum: PERMIT_TYPES }).notNull(),
  reference: text("reference").notNull(),
  businessName: text("business_name").notNull(),
  personName: text("person_name").notNull(),
  keyId: text("key_id").notNull(),
  signatoryId: uuid("signatory_id").notNull(),
  contentHash: text("content_hash").notNull(),
  token: text("token").notNull(),
  content: jsonb("content").$type<LetterContent>().notNull(),
  issuedAt: at("issued_at").notNull(),
  revokedAt: at("revoked_at"),
  revocationReason: text("revocation_reason"),
  supersededBy: text("superseded_by"),
  supersededAt: at("superseded_at"),
});
