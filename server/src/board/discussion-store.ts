// The SQL of the side panel's discussion and attachments: an application's live comments and attachments as the
// board projection holds them, one comment or attachment by id, and staff members' names. Queries only.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Queryable } from "../db/connect.ts";
import { files, permitAttachments, permitComments, staff, type FileRow, type PermitAttachmentRow, type PermitCommentRow } from "../db/schema.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Staff names by id, for the actors (`staff:<uuid>`, or bare ids) among `actorsOrIds`. */
export async function staffNames(db: Queryable, actorsOrIds: ReadonlyArray<string | null>): Promise<Map<string, string>> {
  const ids = [...new Set(actorsOrIds.flatMap((value) => (value === null ? [] : [value.replace(/^staff:/, "")])))].filter((id) => UUID.test(id));
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: staff.id, name: staff.name }).from(staff).where(inArray(staff.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function commentsOf(db: Queryable, applicationId: string): Promise<PermitCommentRow[]> {
  return db.select().from(permitComments).where(eq(permitComments.applicationId, applicationId)).orderBy(asc(permitComments.createdAt), asc(permitComments.id));
}

export async function findComment(db: Queryable, commentId: string): Promise<PermitCommentRow | undefined> {
  const [row] = await db.select().from(permitComments).where(eq(permitComments.id, commentId)).limit(1);
  return row;
}

export async function attachmentsOfStep(db: Queryable, statusStepId: string): Promise<Array<{ attachment: PermitAttachmentRow; file: FileRow }>> {
  return db
    .select({ attachment: permitAttachments, file: files })
    .from(permitAttachments)
    .innerJoin(files, eq(files.id, permitAttachments.fileId))
    .where(eq(permitAttachments.statusStepId, statusStepId))
    .orderBy(asc(permitAttachments.createdAt), asc(permitAttachments.id));
}

export async function findAttachment(db: Queryable, attachmentId: string): Promise<{ attachment: PermitAttachmentRow; file: FileRow } | undefined> {
  const [row] = await db
    .select({ attachment: permitAttachments, file: files })
    .from(permitAttachments)
    .innerJoin(files, eq(files.id, permitAttachments.fileId))
    .where(and(eq(permitAttachments.id, attachmentId)))
    .limit(1);
  return row;
}
