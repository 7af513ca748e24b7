// The SQL of uploaded files: one row per upload (random id, owner, purpose, sanitised name), pointing at a blob.
import { randomBytes } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import type { components } from "@ictm/openapi/portal.ts";
import type { Queryable, Tx } from "../db/connect.ts";
import { files, type FileRow } from "../db/schema.ts";

export type StoredFileView = components["schemas"]["StoredFile"];

/** 16 random bytes, base64url: 22 characters, matching the contract's fileId pattern. */
export const newFileId = () => randomBytes(16).toString("base64url");

export const fileUrl = (fileId: string) => `/api/v1/files/${fileId}`;

/** A file row to insert: `ownerMemberId` or `ownerStaffId` (exactly one, the table checks). */
export type NewFileRow = typeof files.$inferInsert;

export async function insertFile(tx: Tx, row: NewFileRow): Promise<FileRow> {
  const [inserted] = await tx.insert(files).values(row).returning();
  if (!inserted) throw new Error("Inserting a file returned no row");
  return inserted;
}

export async function findFile(db: Queryable, fileId: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, fileId)).limit(1);
  return row;
}

export async function findFiles(db: Queryable, fileIds: readonly string[]): Promise<FileRow[]> {
  if (fileIds.length === 0) return [];
  return db.select().from(files).where(inArray(files.id, [...fileIds]));
}

export function presentFile(row: FileRow): StoredFileView {
  return { fileId: row.id, name: row.name, mediaType: row.mediaType, size: row.size, url: fileUrl(row.id) };
}
