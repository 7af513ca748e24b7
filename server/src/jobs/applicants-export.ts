// A vacancy's applicants as a CSV file, streamed: the same status filter as the listing, no paging; the rows are
// read a batch at a time along the listing's order (newest application first) while the file goes out, as the
// registrants' export does, through the one streamed export (export/stream-csv.ts), so thousands of rows are never
// held at once. Written by core's one CSV writer.
import { bruneiDateOf, csvFileName, formatFullDateTime, JOB_APPLICATION_STATUS_LABELS, type CsvCell } from "@ictm/core/domain";
import type { Queryable } from "../db/connect.ts";
import type { BusinessRow } from "../db/schema.ts";
import { EXPORT_BATCH_SIZE, slugOf, streamCsv, type CsvFile } from "../export/stream-csv.ts";
import { applicantFilterOf, ownVacancy, type ApplicantQuery } from "./applicants.ts";
import { applicantsAfter, type ApplicantCursor, type ApplicantRow } from "./applicant-store.ts";

export const APPLICANTS_CSV_HEADER = ["Name", "E-mail", "Phone", "Local", "Applied at", "Status"] as const;

/** The file of the vacancy's applicants, named for the vacancy and the day (Brunei time). Another's vacancy: 404. */
export async function exportJobApplicants(db: Queryable, business: BusinessRow, vacancyId: string, query: ApplicantQuery, now: Date, batchSize: number = EXPORT_BATCH_SIZE): Promise<CsvFile> {
  const { vacancy } = await ownVacancy(db, business, vacancyId);
  const filter = applicantFilterOf(business, vacancyId, query);
  const body = streamCsv(
    {
      header: APPLICANTS_CSV_HEADER,
      readBatch: (after: ApplicantCursor | null, limit) => applicantsAfter(db, filter, after, limit),
      cursorOf: (row) => ({ appliedAt: row.appliedAt, id: row.id }),
      cellsOf: applicantCsvCells,
    },
    batchSize,
  );
  return { fileName: csvFileName(`applicants-${slugOf(vacancy.title)}`, bruneiDateOf(now.getTime())), body };
}

/** One line's cells of an applicant. */
export const applicantCsvCells = (row: ApplicantRow): CsvCell[] => [
  row.name,
  row.email,
  row.phone,
  row.isLocal ? "Yes" : "No",
  formatFullDateTime(row.appliedAt),
  JOB_APPLICATION_STATUS_LABELS[row.status],
];

