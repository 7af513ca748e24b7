// `npm run bench -- search [--talents 100000 --businesses 5000 --jobs 20000 --projects 5000 --courses 10000] [--engine pglite|postgres|both]
//   [--database-url postgres://…/postgres] [--iterations 100] [--warmup 10] [--seed 1]`
// Seeds a database once (PGlite cached under .tmp/bench/, PostgreSQL as ictm_bench_<sizes> on the given server),
// starts the real server in-process on loopback and times each search of a fixed mix over HTTP and as the
// direct call of the same functions the route makes (the search and its suggestions); prints a table and writes
// bench-results/search-*.json.
// `npm run bench -- board [--applications 2000] [--iterations 100] [--browser-runs 5] [--no-browser]`: the kanban
// board's call, a move, the first render and a drag's frame time (tests/bench/board.ts).
// `npm run bench -- statistics [--applications 10000] [--engine pglite|postgres] [--iterations 50]`: the four
// statistics calls over 90 and 365 days and the board read, against p95 < 200 ms (tests/bench/statistics.ts).
// `npm run bench -- cli-archive [--applications 10000] [--concurrency 8]`: `ictm applications archive` and its undo
// over N approved applications as real processes, against 10,000 in under 30 s (tests/bench/cli-archive.ts).
// `npm run bench -- bundle`: each built UI's first load and what each lazily loaded route adds, gzipped, from the
// build's manifest (tests/bundle/report.ts; run `npm run build` first), the budgets, and the prescribed libraries'
// own weight as their baseline (tests/bundle/stack-floor.ts).
// `npm run bench -- first-load [--runs 3] [--routes /,/talents,/jobs,/businesses] [--via http1|h2|both]`: the
//   portal's first load in Chromium throttled as a mid-range phone on slow 4G, to first paint and to results, against
//   3 s, straight over HTTP/1.1 and through an HTTP/2 TLS front as in service (tests/bench/first-load.ts).
// `npm run bench -- http [--engine pglite|postgres] [--duration 5] [--rounds 3] [--connections 10]`: a cheap read of the
// real server against a bare node:http server answering the same bytes, with autocannon (tests/bench/http.ts).
// `npm run bench -- load [--engine pglite|postgres|both] [--users 200] [--duration 60] [--warmup 5] [--database-url …]
//   [--talents 20000] [--applications 2000]`: virtual users over a realistic mix, in a child process; throughput,
// p50/p95/p99 and errors per operation, against no errors (tests/bench/load.ts).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { createServer } from "../server/src/index.ts";
import { defaultCountMode } from "../server/src/search/find-page.ts";
import { refreshSearchVocabulary } from "../server/src/search/suggestions.ts";
import { benchCallers, pgliteDataDir, postgresDatabase } from "../tests/bench/databases.ts";
import { measureTogether } from "../tests/bench/measure.ts";
import { printTable, writeResults, type CaseResult } from "../tests/bench/report.ts";
import { directCall, httpCall, searchMix } from "../tests/bench/search-mix.ts";

const root = new URL("../", import.meta.url).pathname;
if (process.argv[2] === "bundle") {
  const { bundleReport, printBundleReport } = await import("../tests/bundle/report.ts");
  for (const app of ["ui-portal", "ui-backoffice"]) printBundleReport(bundleReport(app, join(root, app, "dist")), (line) => console.log(line));
  const { describeBudget, measureBudgets } = await import("../tests/bundle/budgets.ts");
  console.log("\nBudgets (issue 17), first visit:");
  const budgets = measureBudgets(root);
  for (const result of budgets) console.log(`  ${describeBudget(result)}`);
  // The baseline of those figures, measured in the same run: the prescribed libraries alone, built the same way.
  const { measureStackFloor } = await import("../tests/bundle/stack-floor.ts");
  const floor = await measureStackFloor(root);
  const size = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`.padStart(9);
  console.log("\nThe stack's floor: ARCHITECTURE.md's libraries alone, each layer with those above it, built the same way (gzip):");
  for (const layer of floor) console.log(`  ${layer.label.padEnd(92)} ${size(layer.jsGzipBytes)}`);
  const whole = floor.at(-1)?.jsGzipBytes ?? 0;
  for (const limit of [...new Set(budgets.map((budget) => budget.limitBytes))]) {
    console.log(`  A ${size(limit).trim()} budget: the libraries alone take ${Math.round((100 * whole) / limit)} % of it, before any screen, the core or its API client`);
  }
  process.exit(0);
}
if (process.argv[2] === "board") {
  const { runBoardBench } = await import("../tests/bench/board.ts");
  process.exit(await runBoardBench(process.argv.slice(3), root));
}
if (process.argv[2] === "cli-archive") {
  const { runCliArchiveBench } = await import("../tests/bench/cli-archive.ts");
  process.exit(await runCliArchiveBench(process.argv.slice(3), root));
}
if (process.argv[2] === "first-load") {
  const { runFirstLoadBench } = await import("../tests/bench/first-load.ts");
  process.exit(await runFirstLoadBench(process.argv.slice(3), root));
}
if (process.argv[2] === "http") {
  const { runHttpBench } = await import("../tests/bench/http.ts");
  process.exit(await runHttpBench(process.argv.slice(3), root));
}
if (process.argv[2] === "load") {
  const { runLoadBench } = await import("../tests/bench/load.ts");
  process.exit(await runLoadBench(process.argv.slice(3), root));
}
if (process.argv[2] === "statistics") {
  const { runStatisticsBench } = await import("../tests/bench/statistics.ts");
  process.exit(await runStatisticsBench(process.argv.slice(3), root));
}
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    talents: { type: "string", default: "100000" },
    businesses: { type: "string", default: "5000" },
    jobs: { type: "string", default: "20000" },
    projects: { type: "string", default: "5000" },
    courses: { type: "string", default: "10000" },
    seed: { type: "string", default: "1" },
    engine: { type: "string", default: "both" },
    "database-url": { type: "string", default: process.env["TEST_DATABASE_URL"] ?? "postgres://postgres:postgres@127.0.0.1:5432/postgres" },
    iterations: { type: "string", default: "100" },
    warmup: { type: "string", default: "10" },
  },
});

if (positionals[0] !== "search") {
  console.error("Usage: npm run bench -- search [--talents N --businesses N --jobs N --projects N --courses N] [--engine pglite|postgres|both]");
  console.error("       npm run bench -- board [--applications N] [--iterations N] [--browser-runs N] [--no-browser]");
  console.error("       npm run bench -- statistics [--applications N] [--engine pglite|postgres] [--iterations N]");
  console.error("       npm run bench -- cli-archive [--applications N] [--concurrency N]");
  console.error("       npm run bench -- bundle");
  console.error("       npm run bench -- first-load [--runs N] [--routes /,/talents,...]");
  console.error("       npm run bench -- http [--engine pglite|postgres] [--duration S] [--rounds N] [--connections N]");
  console.error("       npm run bench -- load [--engine pglite|postgres|both] [--users N] [--duration S] [--warmup S] [--database-url URL]");
  process.exit(2);
}
const size = { talents: whole("talents"), businesses: whole("businesses"), vacancies: whole("jobs"), projects: whole("projects") };
const courses = whole("courses");
const seed = whole("seed");
const loop = { iterations: whole("iterations"), warmup: whole("warmup") };
const engines = (["pglite", "postgres"] as const).filter((engine) => values.engine === engine || values.engine === "both");
if (engines.length === 0) throw new Error(`--engine must be pglite, postgres or both, not "${values.engine}"`);

const results: CaseResult[] = [];
for (const engine of engines) {
  const log = (line: string) => console.log(`[${engine}] ${line}`);
  const scratch = await mkdtemp(join(tmpdir(), "ictm-bench-"));
  const dataDir = engine === "pglite" ? await pgliteDataDir(join(root, ".tmp", "bench"), size, seed, log, courses) : scratch;
  const databaseUrl = engine === "postgres" ? await postgresDatabase(values["database-url"], size, seed, log, courses) : null;
  const server = await createServer({ dataDir, databaseUrl, demo: false, logger: false, host: "127.0.0.1", port: 0, portalDist: null, backofficeDist: null });
  try {
    const baseUrl = await server.listen();
    const callers = await benchCallers(server);
    // The suggestions' vocabulary as the background refresher would have built it after seeding (a search never
    // rebuilds it), so a search that suggests reads a current vocabulary, not an empty one.
    await refreshSearchVocabulary(server.db.orm);
    log(`server at ${baseUrl}; ${searchMix.length} searches, each ${loop.warmup} warm-up + ${loop.iterations} timed rounds of HTTP, direct and each way of counting, interleaved`);
    for (const bench of searchMix) {
      const count = await directCall(server, bench, callers, defaultCountMode)();
      const timing = await measureTogether(
        {
          http: httpCall(baseUrl, bench, callers),
          direct: directCall(server, bench, callers, defaultCountMode),
          window: directCall(server, bench, callers, "window"),
          separate: directCall(server, bench, callers, "separate"),
        },
        loop,
      );
      const [http, direct] = [timing("http"), timing("direct")];
      results.push({ engine, case: bench, count, http, direct, countModes: { window: timing("window"), separate: timing("separate") } });
      log(`${bench.kind} / ${bench.label}: ${count} results, HTTP p95 ${http.p95.toFixed(1)} ms, direct p95 ${direct.p95.toFixed(1)} ms`);
    }
  } finally {
    await server.close();
    await rm(scratch, { recursive: true, force: true });
  }
}

console.log("");
printTable(results, (line) => console.log(line));
const file = await writeResults(join(root, "bench-results"), { size: { ...size, courses }, seed, loop, defaultCountMode, node: process.version, at: new Date().toISOString() }, results);
console.log(`\nFigures written to ${file}`);

function whole(name: "talents" | "businesses" | "jobs" | "projects" | "courses" | "seed" | "iterations" | "warmup"): number {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number, not "${values[name]}"`);
  return value;
}
