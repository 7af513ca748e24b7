// Fills a migrated database with a generated population for benchmarks and trials (scripts/seed.ts,
// scripts/bench.ts): batched writes with progress, then VACUUM ANALYZE so the planner has statistics and
// index-only scans can skip the heap. Refuses a database that already holds members: ids would collide.
import { sql } from "drizzle-orm";
import type { Database } from "../../db/connect.ts";
import { members } from "../../db/schema.ts";
import { populationStream } from "../../events/vocabulary.ts";
import { recordEvents } from "../../events/record.ts";
import { compactSearchWordTotals } from "../../search/upkeep.ts";
import { loadPopulation, type PopulationKind, type PopulationSize } from "./load.ts";

export interface FillOptions {
  seed: number;
  size: PopulationSize;
  now?: Date;
  /** One line of progress. */
  log?: (line: string) => void;
}

export async function fillDatabase(db: Database, options: FillOptions): Promise<void> {
  const { seed, size, now = new Date(), log = () => undefined } = options;
  const [existing] = await db.orm.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(members);
  if ((existing?.count ?? 0) > 0) throw new Error("The database already holds members; fill an empty one (a new --data-dir or database).");
  const started = performance.now();
  let kindStarted = started;
  let lastKind: PopulationKind | null = null;
  const onProgress = (kind: PopulationKind, written: number) => {
    if (kind !== lastKind) kindStarted = lastKind === null ? started : performance.now();
    lastKind = kind;
    const seconds = (performance.now() - kindStarted) / 1000;
    if (written === size[kind] || written % 10_000 === 0) log(`${kind}: ${written.toLocaleString("en")} / ${size[kind].toLocaleString("en")} (${Math.round(written / Math.max(seconds, 0.001)).toLocaleString("en")} rows/s)`);
  };
  // One transaction per kind of row keeps a failure from leaving half a batch, without one huge transaction.
  for (const kind of ["businesses", "talents", "vacancies", "projects"] as const) {
    await db.orm.transaction((tx) => loadPopulation(tx, { seed, size, now, batchSize: 2000, onProgress, kinds: [kind] }));
  }
  await db.orm.transaction((tx) => recordEvents(tx, populationStream, [{ type: "v1.PopulationGenerated", payload: { seed, ...size } }], { actor: "system:seed", at: now }));
  // As the server's upkeep would soon after: the changes the writes appended to the totals per word moved into them.
  await compactSearchWordTotals(db.orm);
  log("vacuum analyze…");
  await db.orm.execute(sql`vacuum analyze`);
  log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
