// `npm run projections -- rebuild [--data-dir DIR | --database-url URL]`
// Rebuilds every registered projection (the tables queries read) from the event log: each projector's tables
// are emptied and the whole log replayed, in one transaction. Opens the database the server would (DATABASE_URL,
// else PGlite in DATA_DIR/db; stop a server using that PGlite folder first) and applies pending migrations.
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../server/src/config.ts";
import { openDatabase } from "../server/src/db/connect.ts";
import { migrate, readMigrations } from "../server/src/db/migrate.ts";
import { backfillEventHashes } from "../server/src/events/backfill.ts";
import { rebuildProjections } from "../server/src/events/projectors.ts";
import { ensureWorkingCalendarNow } from "../server/src/statistics/calendar.ts";
import { registerProjectors } from "../server/src/projections.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { "data-dir": { type: "string" }, "database-url": { type: "string" } },
});

if (positionals[0] !== "rebuild" || positionals.length !== 1) {
  console.error("Usage: npm run projections -- rebuild [--data-dir DIR | --database-url URL]");
  process.exit(2);
}

const config = loadConfig(process.env);
const url = values["database-url"] ?? (values["data-dir"] ? null : config.databaseUrl);
const folder = join(resolve(values["data-dir"] ?? config.dataDir), "db");
const db = await openDatabase(url ? { url } : { folder });
try {
  await migrate(db, await readMigrations());
  await backfillEventHashes(db.orm);
  registerProjectors();
  // The step visits read the working calendar: fill it first on a database no server has started on since 0015.
  await ensureWorkingCalendarNow(db.orm);
  const started = Date.now();
  const report = await rebuildProjections(db.orm);
  const names = report.projectors.length === 0 ? "no projectors registered" : report.projectors.join(", ");
  console.log(`Rebuilt ${report.tables.join(", ") || "nothing"} (${names}) from ${report.events} event(s), ${report.applied} applied, in ${Date.now() - started} ms.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.close();
}
