// `npm run backup -- --to FILE [--data-dir DIR] [--database-url URL]`
// Writes the embedded database, the stored files and the signing keys into one archive (server/src/backup). The
// server must be stopped first when the database is embedded; with PostgreSQL it says how to run pg_dump.
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { backUp } from "../server/src/backup/backup.ts";
import { loadConfig } from "../server/src/config.ts";

const { values } = parseArgs({ options: { to: { type: "string" }, "data-dir": { type: "string" }, "database-url": { type: "string" } } });
if (!values.to) {
  console.error("Usage: npm run backup -- --to FILE [--data-dir DIR] [--database-url URL]");
  process.exit(2);
}
const config = loadConfig({ ...process.env, ...(values["data-dir"] ? { DATA_DIR: values["data-dir"] } : {}) });
try {
  const started = Date.now();
  const report = await backUp({ dataDir: config.dataDir, signingKeysDir: config.signingKeysDir, databaseUrl: values["database-url"] ?? config.databaseUrl, to: resolve(values.to) });
  const database = report.manifest.database === "pglite" ? "the embedded database" : "no database";
  console.log(`Backed up ${database}, ${report.files} stored file(s) and ${report.signingKeys} signing key(s) from ${config.dataDir} to ${resolve(values.to)} in ${Date.now() - started} ms.`);
  if (report.advice) console.log(report.advice);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
