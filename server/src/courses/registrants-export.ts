// A course's registrants as a CSV file, streamed: the same filter as the listing, no paging; the rows are read a
// batch at a time along the listing's order (newest registration first) while the file goes out, as the
// back-office listings' export does, through the one streamed export (export/stream-csv.ts), so thousands of rows
// are never held at once. Written by core's one CSV writer (quoting, formula-safe, byte-order mark).
import { bruneiDateOf, csvFileName, formatFullDateTime, REGISTRATION_STATUS_LABELS, type CsvCell } from "@ictm/core/domain";
import type { Queryable } from "../db/connect.ts";
import type { BusinessRow } from "../db/schema.ts";
import { EXPORT_BATCH_SIZE, slugOf, streamCsv, type CsvFile } from "../export/stream-csv.ts";
import { ownCourse, registrantFilterOf, type RegistrantQuery } from "./registrants.ts";
import { registrantsAfter, type RegistrantCursor, type RegistrantRow } from "./registrant-store.ts";

export const REGISTRANTS_CSV_HEADER = ["Name", "E-mail", "Registered at", "Status"] as const;

/** The file of the course's registrants, named for the course and the day (Brunei time). Another's course: 404. */
export async function exportCourseRegistrants(db: Queryable, business: BusinessRow, courseId: string, query: RegistrantQuery, now: Date, batchSize: number = EXPORT_BATCH_SIZE): Promise<CsvFile> {
  const { course } = await ownCourse(db, business, courseId);
  const filter = registrantFilterOf(business, courseId, query);
  const body = streamCsv(
    {
      header: REGISTRANTS_CSV_HEADER,
      readBatch: (after: RegistrantCursor | null, limit) => registrantsAfter(db, filter, after, limit),
      cursorOf: (row) => ({ registeredAt: row.registeredAt, id: row.id }),
      cellsOf: registrantCsvCells,
    },
    batchSize,
  );
  return { fileName: csvFileName(`registrants-${slugOf(course.title)}`, bruneiDateOf(now.getTime())), body };
}

/** One line's cells of a registrant. */
export const registrantCsvCells = (row: RegistrantRow): CsvCell[] => [row.name, row.email, formatFullDateTime(row.registeredAt), REGISTRATION_STATUS_LABELS[row.status]];

