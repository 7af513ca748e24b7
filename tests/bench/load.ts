// `npm run bench -- load [--engine pglite|postgres|both] [--users 200] [--duration 60] [--warmup 5]
//   [--database-url postgres://…/postgres] [--talents 20000] [--applications 2000] [--timeout 30] [--seed 1] [--cold-connections]`
// Many people at once over a realistic mix (load-mix.ts: searches, record reads, a Talent's profile read and
// saved, sign-ins, officers reading the board and moving cards): the real server in this process (logging off,
// trusting X-Forwarded-For as behind a load balancer) on a copy of a cached seeded database (load-data.ts), the
// virtual users in a child process (load-runner.ts). Prints per engine the throughput and, per operation, the
// calls, p50/p95/p99 and errors (an unexpected status, a socket error or a timeout, by kind); writes
// bench-results/load-*.json. The target is no error at all: the exit code is 1 when there was one. Each user's
// keep-alive connection is opened before the clock starts; `--cold-connections` opens them under load instead.
import { spawn } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { DEFAULT_WORKFLOW_ID } from "@ictm/core/domain";
import { createServer } from "@ictm/server";
import { businessFirstWords, businessMiddleWords, commonSkills, middlingSkills, rareSkills, roles } from "@ictm/server/demo/population/vocabulary.ts";
import { refreshSearchVocabulary } from "@ictm/server/search/suggestions.ts";
import { loadAccounts, loadPgliteTemplate, loadPostgresTemplate, pgliteRunCopy, postgresRunCopy, type LoadSize } from "./load-data.ts";
import type { LoadPlan, SearchKind } from "./load-mix.ts";
import type { RunnerFigures } from "./load-runner.ts";

type Engine = "pglite" | "postgres";

interface EngineFigures extends RunnerFigures {
  engine: Engine;
  /** This process's CPU (the server, and PGlite when it is the database) per call, µs. */
  serverCpuMicrosPerRequest: number;
  loadAverage: number[];
}

/** Runs the load benchmark with the arguments after `load`; answers the exit code. */
export async function runLoadBench(args: string[], root: string): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      engine: { type: "string", default: "both" },
      users: { type: "string", default: "200" },
      duration: { type: "string", default: "60" },
      warmup: { type: "string", default: "5" },
      talents: { type: "string", default: "20000" },
      applications: { type: "string", default: "2000" },
      timeout: { type: "string", default: "30" },
      seed: { type: "string", default: "1" },
      "cold-connections": { type: "boolean", default: false },
      "database-url": { type: "string", default: process.env["TEST_DATABASE_URL"] ?? "postgres://postgres:postgres@127.0.0.1:5432/postgres" },
    },
  });
  const whole = (name: "users" | "duration" | "warmup" | "talents" | "applications" | "timeout" | "seed", least = 0) => {
    const value = Number(values[name]);
    if (!Number.isInteger(value) || value < least) throw new Error(`--${name} must be a whole number of at least ${least}, not "${values[name]}"`);
    return value;
  };
  const engines = (["pglite", "postgres"] as const).filter((engine) => values.engine === engine || values.engine === "both");
  if (engines.length === 0) throw new Error(`--engine must be pglite, postgres or both, not "${values.engine}"`);
  const load = { users: whole("users", 1), durationSeconds: whole("duration", 1), warmupSeconds: whole("warmup"), timeoutMs: whole("timeout", 1) * 1000, seed: whole("seed"), coldConnections: values["cold-connections"] };
  // A moderate population (the search benchmark's proportions, a fifth of its size) and a working board.
  const size: LoadSize = { population: { talents: whole("talents"), businesses: 2000, vacancies: 5000, projects: 1000 }, courses: 2000, applications: whole("applications") };

  const figures: EngineFigures[] = [];
  for (const engine of engines) {
    const log = (line: string) => console.log(`[load ${engine}] ${line}`);
    figures.push(await runEngine(engine, root, values["database-url"], size, load, log));
  }

  console.log("");
  for (const engineFigures of figures) for (const line of tableRows(engineFigures)) console.log(line);
  const errorCount = figures.reduce((sum, run) => sum + total(run.errors) + total(run.warmupErrors), 0);
  console.log(errorCount === 0 ? "\nNo errors: every call answered what the contract expects, in time." : `\nMISSED the target of no errors: ${errorCount} errors.`);
  const folder = join(root, "bench-results");
  await mkdir(folder, { recursive: true });
  const file = join(folder, `load-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  await writeFile(file, `${JSON.stringify({ load, size, node: process.version, at: new Date().toISOString(), engines: figures }, null, 2)}\n`);
  console.log(`\nFigures written to ${file}`);
  return errorCount === 0 ? 0 : 1;
}

type Load = Pick<LoadPlan, "users" | "durationSeconds" | "warmupSeconds" | "timeoutMs" | "seed" | "coldConnections">;

async function runEngine(engine: Engine, root: string, adminUrl: string, size: LoadSize, load: Load, log: (line: string) => void): Promise<EngineFigures> {
  const scratch = await mkdtemp(join(tmpdir(), "ictm-bench-load-files-"));
  // Each run writes to a copy (profiles saved, cards moved, sessions and sign-in attempts), so the cached
  // database stays as seeded and no run sees another's rate-limit counts.
  const copy = engine === "pglite" ? await pgliteRunCopy(await loadPgliteTemplate(join(root, ".tmp", "bench"), size, load.seed, log)) : await postgresRunCopy(adminUrl, await loadPostgresTemplate(adminUrl, size, load.seed, log));
  const dataDir = "dataDir" in copy ? copy.dataDir : scratch;
  const databaseUrl = "url" in copy ? copy.url : null;
  const server = await createServer({ dataDir, databaseUrl, demo: false, logger: false, host: "127.0.0.1", port: 0, portalDist: null, backofficeDist: null, trustProxy: true });
  try {
    const baseUrl = await server.listen();
    const officers = Math.max(1, Math.round(load.users / 10));
    // Four accounts per user: the visitors' own, and a pool fresh sign-ins rotate through (10 per e-mail per 15 minutes).
    const accounts = await loadAccounts(server, { talents: load.users * 4, officers });
    // The suggestions' vocabulary as the background refresher would have built it (the new Talents changed the
    // listings), so the run does not start with a rebuild pending.
    await refreshSearchVocabulary(server.db.orm);
    const plan: LoadPlan = { baseUrl, ...load, workflowId: DEFAULT_WORKFLOW_ID, password: accounts.password, talents: accounts.talents, officers: accounts.officers, terms: searchTerms() };
    log(`server at ${baseUrl}; ${load.users} users (${officers} officers) for ${load.durationSeconds} s after ${load.warmupSeconds} s of warm-up`);
    const cpu = process.cpuUsage();
    const runner = await runRunner(root, plan);
    const used = process.cpuUsage(cpu);
    const figures: EngineFigures = { engine, ...runner, serverCpuMicrosPerRequest: (used.user + used.system) / Math.max(1, runner.requests), loadAverage: loadavg() };
    log(`${runner.requests} calls, ${runner.requestsPerSecond.toFixed(0)} /s, ${total(runner.errors)} errors (${total(runner.warmupErrors)} more in the warm-up)`);
    return figures;
  } finally {
    await server.close();
    await copy.remove();
    await rm(scratch, { recursive: true, force: true });
  }
}

/** Starts load-runner.ts with the plan on stdin; answers the figures it prints. */
async function runRunner(root: string, plan: LoadPlan): Promise<RunnerFigures> {
  const child = spawn(process.execPath, [join(root, "tests", "bench", "load-runner.ts")], { stdio: ["pipe", "pipe", "inherit"] });
  const output: Buffer[] = [];
  child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", resolve);
  });
  child.stdin.end(JSON.stringify(plan));
  const code = await exited;
  if (code !== 0) throw new Error(`load-runner.ts exited with ${code}`);
  const figures: RunnerFigures = JSON.parse(Buffer.concat(output).toString("utf8"));
  return figures;
}

/** Words of the seeded vocabulary per search: whole words, prefixes as a person types them, and two-word phrases. */
function searchTerms(): Record<SearchKind, string[]> {
  const skills = [...commonSkills, ...middlingSkills.slice(0, 12), ...rareSkills.slice(0, 3)].map((skill) => skill.toLowerCase());
  const titles = roles.map((role) => role.title.toLowerCase());
  const titleWords = [...new Set(titles.flatMap((title) => title.split(/[\s/-]+/)))].filter((word) => word.length > 3);
  const prefixes = (words: readonly string[]) => words.filter((_, index) => index % 3 === 0).map((word) => word.slice(0, 3));
  const people = [...titleWords, ...skills, ...prefixes(titleWords), ...titles.slice(0, 8)];
  const business = [...businessFirstWords, ...businessMiddleWords].map((word) => word.toLowerCase());
  return {
    talents: people,
    jobs: people,
    businesses: [...business, ...prefixes(business), "borneo cloud", "digital solutions"],
    projects: [...skills, "system", "mobile app", "portal", ...prefixes(skills)],
    courses: [...skills, "data", "cloud", "cyber", "security", "design", ...prefixes(skills)],
  };
}

function tableRows(run: EngineFigures): string[] {
  const ms = (value: number) => value.toFixed(1);
  const rows = Object.entries(run.operations)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, op]) => {
      const refusals = Object.entries(op.refusals).map(([status, count]) => `${count}×${status}`).join(" ");
      return [name, String(op.ok + op.errors), (op.ok / run.seconds).toFixed(1), ms(op.p50), ms(op.p95), ms(op.p99), String(op.errors), refusals];
    });
  const errorCount = total(run.errors);
  rows.push(["all", String(run.requests), run.requestsPerSecond.toFixed(1), "", "", "", String(errorCount), ""]);
  const header = ["operation", "calls", "ok/s", "p50 ms", "p95 ms", "p99 ms", "errors", "expected refusals"];
  const widths = header.map((title, index) => Math.max(title.length, ...rows.map((row) => row[index]?.length ?? 0)));
  const line = (cells: readonly string[]) => cells.map((cell, index) => (index >= 1 && index <= 6 ? cell.padStart(widths[index] ?? 0) : cell.padEnd(widths[index] ?? 0))).join(" | ");
  const moves = run.moves;
  return [
    `${run.engine}: ${run.requestsPerSecond.toFixed(0)} calls/s over ${run.seconds} s; server CPU ${run.serverCpuMicrosPerRequest.toFixed(0)} µs/call, load generator ${run.cpuMicrosPerRequest.toFixed(0)} µs/call; load average ${run.loadAverage.map((value) => value.toFixed(2)).join(" ")}`,
    line(header),
    widths.map((width) => "-".repeat(width)).join("-|-"),
    ...rows.map(line),
    `answers per second over the run: ${perSecondSummary(run.perSecond)}`,
    `moves: ${moves.conflicts} conflicts (409: board re-read, the card found again), ${moves.retried} moved on the retry, ${moves.gaveUp} left (already moved there, or a second 409); fresh sign-ins: ${run.signIns}`,
    ...(total(run.warmupErrors) > 0 ? [`errors in the warm-up (not in the figures above, but in the exit code): ${Object.entries(run.warmupErrors).map(([kind, count]) => `${kind} ${count}`).join(", ")}`] : []),
    ...(errorCount > 0 ? [`errors by kind: ${Object.entries(run.errors).map(([kind, count]) => `${kind} ${count}`).join(", ")}`, ...run.errorSamples.map((sample) => `  ${sample.operation}: ${sample.method} ${sample.path} → ${sample.kind}: ${sample.body}`)] : []),
    "",
  ];
}

/** The slowest, median and fastest second, and the seconds in which nothing answered (a stall). */
function perSecondSummary(perSecond: readonly number[]): string {
  const sorted = [...perSecond].sort((a, b) => a - b);
  const stalls = perSecond.filter((count) => count === 0).length;
  return `slowest ${sorted[0] ?? 0}, median ${sorted[Math.floor(sorted.length / 2)] ?? 0}, fastest ${sorted[sorted.length - 1] ?? 0}; ${stalls} seconds without an answer`;
}

function total(counts: Record<string, number>): number {
  return Object.values(counts).reduce((sum, count) => sum + count, 0);
}
