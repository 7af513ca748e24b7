// The approved and archived listings: a page of either (any staff member may read them; a session is all it takes)
// and the whole of either as a CSV file, streamed: the rows are read 500 at a time along the listing's order
// while the file goes out, so an export of thousands of rows never holds them all, nor a transaction.
import { Readable } from "node:stream";
import { bruneiDateOf, CSV_BOM, csvFileName, csvLine, pageOf, type ListingKind, type PageRequest } from "@ictm/core/domain";
import type { Queryable } from "../db/connect.ts";
import { staffNames } from "../board/discussion-store.ts";
import { actorsOf, csvCellsOf, LISTING_CSV_HEADER, presentListed, type ListedApplicationPageView } from "./present.ts";
import { listingPage, listingRowsAfter, type ListingCursor, type ListingFilter } from "./listing-store.ts";

/** How many rows an export reads at a time. */
export const EXPORT_BATCH_SIZE = 500;

export async function listApplications(db: Queryable, kind: ListingKind, filter: ListingFilter, page: PageRequest): Promise<ListedApplicationPageView> {
  const { rows, count } = await listingPage(db, kind, filter, page);
  const names = await staffNames(db, actorsOf(rows));
  return pageOf(
    rows.map((row) => presentListed(row, names)),
    count,
    page,
  );
}

export interface ListingFile {
  readonly fileName: string;
  readonly body: Readable;
}

/** The listing as a CSV file named for the day (Brunei time): the byte-order mark and header, then every row. */
export function exportApplications(db: Queryable, kind: ListingKind, filter: ListingFilter, now: Date, batchSize: number = EXPORT_BATCH_SIZE): ListingFile {
  return { fileName: csvFileName(`${kind}-applications`, bruneiDateOf(now.getTime())), body: Readable.from(csvChunks(db, kind, filter, batchSize)) };
}

async function* csvChunks(db: Queryable, kind: ListingKind, filter: ListingFilter, batchSize: number): AsyncGenerator<Buffer> {
  yield Buffer.from(CSV_BOM + csvLine(LISTING_CSV_HEADER), "utf8");
  let cursor: ListingCursor | null = null;
  for (;;) {
    const rows = await listingRowsAfter(db, kind, filter, cursor, batchSize);
    if (rows.length === 0) return;
    const names = await staffNames(db, actorsOf(rows));
    yield Buffer.from(rows.map((row) => csvLine(csvCellsOf(presentListed(row, names)))).join(""), "utf8");
    if (rows.length < batchSize) return;
    cursor = rows[rows.length - 1]?.cursor ?? null;
  }
}
