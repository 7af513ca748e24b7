// `npm test`: every suite, in the order a failure is cheapest to find. It installs what the suites need
// (Debian's chromium, and poppler-utils' pdftoppm, which renders a signed letter to an image for the scanner's
// browser test) and starts the machine's PostgreSQL itself, so a fresh clone needs only `npm ci` first.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";

const root = new URL("../", import.meta.url).pathname;
const resultsDir = join(root, ".tmp", "test-results");
const CHROMIUM = "/usr/bin/chromium";
const PDFTOPPM = "/usr/bin/pdftoppm";

type Totals = { passed: number; failed: number; skipped: number };
const totals: Totals = { passed: 0, failed: 0, skipped: 0 };

main();

function main(): void {
  rmSync(resultsDir, { recursive: true, force: true });
  mkdirSync(resultsDir, { recursive: true });

  step("Generated types match the contract", "npm", ["run", "--silent", "codegen:check"]);
  step("The contract's own lint (Redocly)", "npm", ["run", "--silent", "lint:contract", "-w", "openapi"]);
  step("Type check", "npm", ["run", "--silent", "check"]);
  step("Import boundaries (lint)", "npm", ["run", "--silent", "lint"]);
  step("Build the UIs and the CLI", "npm", ["run", "--silent", "build"]);
  vitest("unit", ["unit", "ui"]);
  // The fuzz suite (tests/api/fuzz.test.ts) sends 10,000 requests per run of `npm test`: half on each engine, each
  // half from its own seed, so no request is sent twice.
  const fuzz = (seed: number) => ({ FUZZ_RUNS: "5000", FUZZ_SEED: String(seed) });
  vitest("api-pglite", ["api"], fuzz(17));
  const postgresUrl = startPostgres();
  if (postgresUrl) vitest("api-postgres", ["api"], { TEST_DATABASE_URL: postgresUrl, ...fuzz(18) });
  else console.log("\n!! PostgreSQL is not installed here: the API suite ran on PGlite only.");
  ensureBrowserTools();
  vitest("cli", ["cli"]);
  vitest("e2e", ["e2e"], { CHROMIUM_PATH: CHROMIUM });

  console.log(`\nAll suites: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(totals.failed > 0 ? 1 : 0);
}

function step(title: string, command: string, args: string[], env: Record<string, string> = {}): void {
  console.log(`\n== ${title}`);
  const run = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  if (run.status !== 0) {
    console.error(`\n!! ${title} failed (exit ${run.status ?? run.signal}).`);
    console.log(`\nAll suites: ${totals.passed} passed, ${totals.failed + 1} failed, ${totals.skipped} skipped`);
    process.exit(1);
  }
}

function vitest(label: string, projects: string[], env: Record<string, string> = {}): void {
  const report = join(resultsDir, `${label}.json`);
  const projectArgs = projects.flatMap((project) => ["--project", project]);
  step(`Tests: ${label}`, "npx", [
    "vitest", "run", ...projectArgs, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`,
  ], env);
  if (!existsSync(report)) return;
  const json: unknown = JSON.parse(readFileSync(report, "utf8"));
  totals.passed += numberField(json, "numPassedTests");
  totals.failed += numberField(json, "numFailedTests");
  totals.skipped += numberField(json, "numPendingTests") + numberField(json, "numTodoTests");
}

function numberField(value: unknown, key: string): number {
  if (typeof value !== "object" || value === null || !(key in value)) return 0;
  const field: unknown = Reflect.get(value, key);
  return typeof field === "number" ? field : 0;
}

function ensureBrowserTools(): void {
  const missing = [
    { file: CHROMIUM, pkg: "chromium" },
    { file: PDFTOPPM, pkg: "poppler-utils" },
  ].filter((tool) => !existsSync(tool.file));
  if (missing.length === 0) return;
  const packages = missing.map((tool) => tool.pkg);
  if (process.getuid?.() !== 0) {
    console.error(`\n!! The browser tests need ${missing.map((tool) => tool.file).join(" and ")}: run \`sudo apt-get install -y ${packages.join(" ")}\` once.`);
    process.exit(1);
  }
  const env = { DEBIAN_FRONTEND: "noninteractive" };
  step("Refresh Debian's package lists", "apt-get", ["update"], env);
  step(`Install Debian's ${packages.join(" and ")} for the browser tests`, "apt-get", ["install", "-y", ...packages], env);
}

/** Starts the installed PostgreSQL cluster and answers a connection URL, or null where there is none. */
function startPostgres(): string | null {
  const clusters = spawnSync("pg_lsclusters", ["--no-header"], { encoding: "utf8" });
  if (clusters.status !== 0) return null;
  const [version, name, port] = clusters.stdout.trim().split("\n")[0]?.split(/\s+/) ?? [];
  if (!version || !name || !port) return null;
  console.log(`\n== Starting PostgreSQL ${version}/${name} on port ${port}`);
  spawnSync("pg_ctlcluster", [version, name, "start"], { stdio: "inherit" });
  const password = spawnSync("su", ["postgres", "-c", `psql -p ${port} -qc "ALTER USER postgres PASSWORD 'postgres'"`], {
    stdio: "inherit",
  });
  if (password.status !== 0) return null;
  return `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
}
