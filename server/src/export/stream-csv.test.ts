// The one streamed export: the byte-order mark and header, then every row in the source's order whatever the batch
// size, each batch read after the last row's cursor, and no read after a short batch.
import { CSV_BOM, csvLine } from "@ictm/core/domain";
import { describe, expect, it } from "vitest";
import { slugOf, streamCsv } from "./stream-csv.ts";

const rows = Array.from({ length: 7 }, (_, n) => ({ n, name: n === 3 ? "=SUM(A1)" : `Row, ${n}` }));

const exported = async (batchSize: number) => {
  const reads: Array<number | null> = [];
  const body = streamCsv(
    {
      header: ["N", "Name"],
      readBatch: async (after: number | null, limit) => {
        reads.push(after);
        return rows.filter((row) => after === null || row.n > after).slice(0, limit);
      },
      cursorOf: (row) => row.n,
      cellsOf: (row) => [row.n, row.name],
    },
    batchSize,
  );
  let text = "";
  for await (const chunk of body) text += String(chunk);
  return { text, reads };
};

describe("a streamed CSV export", () => {
  it("writes the mark, the header and every row in order, whatever the batch size", async () => {
    const whole = CSV_BOM + csvLine(["N", "Name"]) + rows.map((row) => csvLine([row.n, row.name])).join("");
    for (const batchSize of [1, 2, 3, 7, 8, 500]) expect((await exported(batchSize)).text).toBe(whole);
  });

  it("reads each batch after the last row of the one before, and stops at a short or empty batch", async () => {
    expect((await exported(3)).reads).toEqual([null, 2, 5]);
    expect((await exported(7)).reads).toEqual([null, 6]);
    expect((await exported(8)).reads).toEqual([null]);
  });

  it("names a file after a title without accents, in lower case", () => {
    expect(slugOf("Café Réseau")).toBe("cafe reseau");
  });
});
