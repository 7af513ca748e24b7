// The approved and archived listings: a page of either (any staff member may read them; a session is all it takes)
// and the whole of either as a CSV file, streamed: the rows are read 500 at a time along the listing's order
// while the file goes out, so an export of thousands of rows never holds them all, nor a transaction.
import { bruneiDateOf, csvFileName, pageOf, type ListingKind, type PageRequest } from "@ictm/core/domain";
import type { Queryable } from "../db/connect.ts";
import { staffNames } from "../board/discussion-store.ts";
import { EXPORT_BATCH_SIZE, streamCsv, type CsvFile } from "../export/stream-csv.ts";
import { actorsOf, csvCellsOf, LISTING_CSV_HEADER, presentListed, type ListedApplicationPageView } from "./present.ts";
import { listingPage, listingRowsAfter, type ListingCursor, type ListingFilter } from "./listing-store.ts";

export async function listApplications(db: Queryable, kind: ListingKind, filter: ListingFilter, page: PageRequest): Promise<ListedApplicationPageView> {
  const { rows, count } = await listingPage(db, kind, filter, page);
  const names = await staffNames(db, actorsOf(rows));
  return pageOf(
    rows.map((row) => presentListed(row, names)),
    count,
    page,
  );
}

/** The listing as a CSV file named for the day (Brunei time): the byte-order mark and header, then every row. */
export function exportApplications(db: Queryable, kind: ListingKind, filter: ListingFilter, now: Date, batchSize: number = EXPORT_BATCH_SIZE): CsvFile {
  const body = streamCsv(
    {
      header: LISTING_CSV_HEADER,
      readBatch: async (after: ListingCursor | null, limit) => {
        const rows = await listingRowsAfter(db, kind, filter, after, limit);
        const names = await staffNames(db, actorsOf(rows));
        return rows.map((row) => ({ cursor: row.cursor, view: presentListed(row, names) }));
      },
      cursorOf: (listed) => listed.cursor,
      cellsOf: (listed) => csvCellsOf(listed.view),
    },
    batchSize,
  );
  return { fileName: csvFileName(`${kind}-applications`, bruneiDateOf(now.getTime())), body };
}
