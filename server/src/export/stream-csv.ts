// The one keyset-batched CSV export: the byte-order mark and header, then the rows read a batch at a time along the
// listing's order while the file goes out, so an export of thousands of rows never holds them all, nor a
// transaction. Lines are written by core's one CSV writer (quoting, formula-safe); this module never shapes a row.
import { Readable } from "node:stream";
import { CSV_BOM, csvLine, type CsvCell } from "@ictm/core/domain";

/** How many rows an export reads at a time. */
export const EXPORT_BATCH_SIZE = 500;

/** A file as a route sends it: its name (Content-Disposition) and its streamed body. */
export interface CsvFile {
  readonly fileName: string;
  readonly body: Readable;
}

/** Where the rows come from: the next batch after a row's cursor (null: from the start), a row's cursor, its cells. */
export interface CsvSource<Row, Cursor> {
  readonly header: readonly string[];
  readonly readBatch: (after: Cursor | null, limit: number) => Promise<readonly Row[]>;
  readonly cursorOf: (row: Row) => Cursor;
  readonly cellsOf: (row: Row) => readonly CsvCell[];
}

/** The whole source as a CSV body, read `batchSize` rows at a time; a short batch is the last. */
export function streamCsv<Row, Cursor>(source: CsvSource<Row, Cursor>, batchSize: number = EXPORT_BATCH_SIZE): Readable {
  return Readable.from(csvChunks(source, batchSize));
}

/** A title as a file name's base: lower case without accents; csvFileName turns every other run into one dash. */
export const slugOf = (title: string): string => title.normalize("NFKD").replace(/\p{M}+/gu, "").toLowerCase();

async function* csvChunks<Row, Cursor>(source: CsvSource<Row, Cursor>, batchSize: number): AsyncGenerator<Buffer> {
  yield Buffer.from(CSV_BOM + csvLine(source.header), "utf8");
  let cursor: Cursor | null = null;
  for (;;) {
    const rows = await source.readBatch(cursor, batchSize);
    const last = rows.at(-1);
    if (last === undefined) return;
    yield Buffer.from(rows.map((row) => csvLine(source.cellsOf(row))).join(""), "utf8");
    if (rows.length < batchSize) return;
    cursor = source.cursorOf(last);
  }
}
