// `npm run restore -- --from FILE [--force] [--data-dir DIR] [--database-url URL]`
// Restores an archive of `npm run backup` into the data folder (server/src/backup): checked whole before anything
// is replaced, refused into a non-empty folder without --force and always while a server holds its database.
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { restore } from "../server/src/backup/restore.ts";
import { loadConfig } from "../server/src/config.ts";

const { values } = parseArgs({
  options: { from: { type: "string" }, force: { type: "boolean", default: false }, "data-dir": { type: "string" }, "database-url": { type: "string" } },
});
if (!values.from) {
  console.error("Usage: npm run restore -- --from FILE [--force] [--data-dir DIR] [--database-url URL]");
  process.exit(2);
}
const config = loadConfig({ ...process.env, ...(values["data-dir"] ? { DATA_DIR: values["data-dir"] } : {}) });
try {
  const started = Date.now();
  const report = await restore({ dataDir: config.dataDir, signingKeysDir: config.signingKeysDir, databaseUrl: values["database-url"] ?? config.databaseUrl, from: resolve(values.from), force: values.force });
  const database = report.manifest.database === "pglite" ? "the embedded database" : "no database";
  console.log(`Restored ${database}, ${report.files} stored file(s) and ${report.signingKeys} signing key(s) from ${resolve(values.from)} (made ${report.manifest.createdAt}) into ${config.dataDir} in ${Date.now() - started} ms.`);
  if (report.advice) console.log(report.advice);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
