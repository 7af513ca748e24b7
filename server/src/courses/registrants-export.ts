// A course's registrants as a CSV file, streamed: the same filter as the listing, no paging; the rows are read a
// batch at a time along the listing's order (newest registration first) while the file goes out, as the
// back-office listings' export does (archive/listings.ts), so thousands of rows are never held at once. Written by
// core's one CSV writer (quoting, formula-safe, byte-order mark).
import { Readable } from "node:stream";
import { bruneiDateOf, CSV_BOM, csvFileName, csvLine, formatFullDateTime, REGISTRATION_STATUS_LABELS, type CsvCell } from "@ictm/core/domain";
import type { Queryable } from "../db/connect.ts";
import type { BusinessRow } from "../db/schema.ts";
import { EXPORT_BATCH_SIZE } from "../archive/listings.ts";
import { ownCourse, registrantFilterOf, type RegistrantQuery } from "./registrants.ts";
import { registrantsAfter, type RegistrantCursor, type RegistrantFilter, type RegistrantRow } from "./registrant-store.ts";

export const REGISTRANTS_CSV_HEADER = ["Name", "E-mail", "Registered at", "Status"] as const;

export interface RegistrantsFile {
  readonly fileName: string;
  readonly body: Readable;
}

/** The file of the course's registrants, named for the course and the day (Brunei time). Another's course: 404. */
export async function exportCourseRegistrants(db: Queryable, business: BusinessRow, courseId: string, query: RegistrantQuery, now: Date, batchSize: number = EXPORT_BATCH_SIZE): Promise<RegistrantsFile> {
  const { course } = await ownCourse(db, business, courseId);
  const filter = registrantFilterOf(business, courseId, query);
  return { fileName: csvFileName(`registrants-${slugOf(course.title)}`, bruneiDateOf(now.getTime())), body: Readable.from(csvChunks(db, filter, batchSize)) };
}

/** One line's cells of a registrant. */
export const registrantCsvCells = (row: RegistrantRow): CsvCell[] => [row.name, row.email, formatFullDateTime(row.registeredAt), REGISTRATION_STATUS_LABELS[row.status]];

/** The title in lower case without accents; csvFileName turns every other run of characters into one dash. */
const slugOf = (title: string): string => title.normalize("NFKD").replace(/\p{M}+/gu, "").toLowerCase();

async function* csvChunks(db: Queryable, filter: RegistrantFilter, batchSize: number): AsyncGenerator<Buffer> {
  yield Buffer.from(CSV_BOM + csvLine(REGISTRANTS_CSV_HEADER), "utf8");
  let cursor: RegistrantCursor | null = null;
  for (;;) {
    const rows = await registrantsAfter(db, filter, cursor, batchSize);
    if (rows.length === 0) return;
    yield Buffer.from(rows.map((row) => csvLine(registrantCsvCells(row))).join(""), "utf8");
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1];
    cursor = last === undefined ? null : { registeredAt: last.registeredAt, id: last.id };
  }
}
