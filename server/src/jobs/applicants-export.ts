// A vacancy's applicants as a CSV file, streamed: the same status filter as the listing, no paging; the rows are
// read a batch at a time along the listing's order (newest application first) while the file goes out, as the
// registrants' export does, so thousands of rows are never held at once. Written by core's one CSV writer.
import { Readable } from "node:stream";
import { bruneiDateOf, CSV_BOM, csvFileName, csvLine, formatFullDateTime, JOB_APPLICATION_STATUS_LABELS, type CsvCell } from "@ictm/core/domain";
import { EXPORT_BATCH_SIZE } from "../archive/listings.ts";
import type { Queryable } from "../db/connect.ts";
import type { BusinessRow } from "../db/schema.ts";
import { applicantFilterOf, ownVacancy, type ApplicantQuery } from "./applicants.ts";
import { applicantsAfter, type ApplicantCursor, type ApplicantFilter, type ApplicantRow } from "./applicant-store.ts";

export const APPLICANTS_CSV_HEADER = ["Name", "E-mail", "Phone", "Local", "Applied at", "Status"] as const;

export interface ApplicantsFile {
  readonly fileName: string;
  readonly body: Readable;
}

/** The file of the vacancy's applicants, named for the vacancy and the day (Brunei time). Another's vacancy: 404. */
export async function exportJobApplicants(db: Queryable, business: BusinessRow, vacancyId: string, query: ApplicantQuery, now: Date, batchSize: number = EXPORT_BATCH_SIZE): Promise<ApplicantsFile> {
  const { vacancy } = await ownVacancy(db, business, vacancyId);
  const filter = applicantFilterOf(business, vacancyId, query);
  return { fileName: csvFileName(`applicants-${slugOf(vacancy.title)}`, bruneiDateOf(now.getTime())), body: Readable.from(csvChunks(db, filter, batchSize)) };
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

/** The title in lower case without accents; csvFileName turns every other run of characters into one dash. */
const slugOf = (title: string): string => title.normalize("NFKD").replace(/\p{M}+/gu, "").toLowerCase();

async function* csvChunks(db: Queryable, filter: ApplicantFilter, batchSize: number): AsyncGenerator<Buffer> {
  yield Buffer.from(CSV_BOM + csvLine(APPLICANTS_CSV_HEADER), "utf8");
  let cursor: ApplicantCursor | null = null;
  for (;;) {
    const rows = await applicantsAfter(db, filter, cursor, batchSize);
    if (rows.length === 0) return;
    yield Buffer.from(rows.map((row) => csvLine(applicantCsvCells(row))).join(""), "utf8");
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1];
    cursor = last === undefined ? null : { appliedAt: last.appliedAt, id: last.id };
  }
}
