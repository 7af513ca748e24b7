// `npm run bench -- statistics [--applications 10000] [--engine pglite|postgres] [--iterations 50] [--warmup 5]
//   [--seed 1] [--database-url postgres://…/postgres]`
// Seeds a database once (./statistics-data.ts: N applications on realistic journeys over the past year), starts
// the real server in-process on loopback, signs in an officer and times over HTTP each statistics call (by
// permit type, the workflow's steps over time, turnaround, journey, and one application's journey) for the 90 and
// the 365 days ending today, and the kanban board read, in interleaved rounds. Prints p50/p95/max per call
// against the target (p95 < 200 ms) and writes bench-results/statistics-*.json.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { bruneiDateOf, DEFAULT_WORKFLOW_ID } from "@ictm/core/domain";
import { createServer } from "@ictm/server";
import { signInStaff } from "./board-http.ts";
import { summarise } from "./measure.ts";
import { statisticsPgliteDir, statisticsPostgres } from "./statistics-data.ts";

/** The issue's target for every statistics call. */
export const statisticsTargets = { p95Ms: 200 } as const;
const PASSWORD = "Demo!2345";
const DAY = 24 * 60 * 60 * 1000;

interface CallFigures {
  readonly name: string;
  readonly range: string;
  readonly path: string;
  readonly kB: number;
  readonly runs: number;
  readonly p50: number;
  readonly p95: number;
  readonly max: number;
  readonly mean: number;
  readonly ok: boolean;
}

/** Runs the statistics benchmark with the arguments after `statistics`; answers the exit code. */
export async function runStatisticsBench(args: string[], root: string): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      applications: { type: "string", default: "10000" },
      engine: { type: "string", default: "pglite" },
      iterations: { type: "string", default: "50" },
      warmup: { type: "string", default: "5" },
      seed: { type: "string", default: "1" },
      "database-url": { type: "string", default: process.env["TEST_DATABASE_URL"] ?? "postgres://postgres:postgres@127.0.0.1:5432/postgres" },
    },
  });
  const whole = (name: "applications" | "iterations" | "warmup" | "seed") => {
    const value = Number(values[name]);
    if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number, not "${values[name]}"`);
    return value;
  };
  const engine = values.engine;
  if (engine !== "pglite" && engine !== "postgres") throw new Error(`--engine must be pglite or postgres, not "${engine}"`);
  const log = (line: string) => console.log(`[statistics ${engine}] ${line}`);
  const applications = whole("applications");
  const loop = { iterations: whole("iterations"), warmup: whole("warmup") };

  const scratch = await mkdtemp(join(tmpdir(), "ictm-bench-statistics-"));
  const seeded =
    engine === "pglite"
      ? await statisticsPgliteDir(join(root, ".tmp", "bench"), applications, whole("seed"), log)
      : await statisticsPostgres(values["database-url"], scratch, applications, whole("seed"), log);
  const startedAt = performance.now();
  const server = await createServer({
    dataDir: engine === "pglite" ? seeded.location : scratch,
    databaseUrl: engine === "postgres" ? seeded.location : null,
    demo: false,
    logger: false,
    host: "127.0.0.1",
    port: 0,
    portalDist: null,
    backofficeDist: null,
  });
  try {
    const baseUrl = await server.listen();
    const startSeconds = (performance.now() - startedAt) / 1000;
    const api = `${baseUrl}/backoffice/api/v1`;
    const officer = await signInStaff(baseUrl, "officer@demo.ictm.bn", PASSWORD);
    const call = async (path: string): Promise<{ status: number; text: string }> => {
      const response = await fetch(`${api}${path}`, { headers: { authorization: `Bearer ${officer.token}` } });
      return { status: response.status, text: await response.text() };
    };

    const endDate = bruneiDateOf(Date.now());
    const ranges = [90, 365].map((days) => ({ label: `${days} days`, query: `startDate=${bruneiDateOf(Date.now() - (days - 1) * DAY)}&endDate=${endDate}` }));
    const workflow = DEFAULT_WORKFLOW_ID;
    const cases: Array<{ name: string; range: string; path: string }> = [];
    for (const range of ranges) {
      cases.push(
        { name: "by permit type", range: range.label, path: `/applications/statistics?${range.query}` },
        { name: "workflow steps over time", range: range.label, path: `/applications/workflows/${workflow}/statistics?${range.query}` },
        { name: "turnaround", range: range.label, path: `/turnaround-time/statistics?${range.query}` },
        { name: "journey (transitions, recent)", range: range.label, path: `/timeline-journey/statistics?${range.query}` },
      );
    }
    // Every call must answer before anything is timed (a missing route says so, rather than timing 404s).
    for (const { name, range, path } of cases) {
      const answer = await call(path);
      if (answer.status !== 200) {
        log(`${name} (${range}) answered ${answer.status}: ${answer.text.slice(0, 300)}`);
        return 1;
      }
    }
    // One application's whole journey, as the panel and the journey view ask for it: the latest moved one.
    const recent: { data: { recent: Array<{ applicationId: string }> } } = JSON.parse((await call(`/timeline-journey/statistics?${ranges[0]?.query ?? ""}`)).text);
    const picked = recent.data.recent[0]?.applicationId;
    if (picked !== undefined) cases.push({ name: "journey of one application", range: ranges[0]?.label ?? "", path: `/timeline-journey/statistics?${ranges[0]?.query ?? ""}&applicationId=${picked}` });
    cases.push({ name: "kanban board (officer)", range: "now", path: `/expat-permits/applications/workflows/${workflow}/kanban-board` });

    const sizes = new Map<string, number>();
    for (const { path } of cases) {
      const answer = await call(path);
      if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
      sizes.set(path, Buffer.byteLength(answer.text) / 1024);
    }
    log(`server at ${baseUrl} (started in ${startSeconds.toFixed(1)} s); ${cases.length} calls, each ${loop.warmup} warm-up + ${loop.iterations} timed rounds, interleaved`);
    for (let round = 0; round < loop.warmup; round++) for (const { path } of cases) await call(path);
    const times = new Map<string, number[]>(cases.map(({ path }) => [path, []]));
    const cpu = process.cpuUsage();
    for (let round = 0; round < loop.iterations; round++) {
      for (let index = 0; index < cases.length; index++) {
        const { path } = cases[(round + index) % cases.length] ?? cases[0]!;
        const started = performance.now();
        const answer = await call(path);
        times.get(path)?.push(performance.now() - started);
        if (answer.status !== 200) throw new Error(`${path} answered ${answer.status} during the run`);
      }
    }
    const cpuMsPerCall = (process.cpuUsage(cpu).user + process.cpuUsage(cpu).system) / 1000 / Math.max(1, loop.iterations * cases.length);
    const figures: CallFigures[] = cases.map(({ name, range, path }) => {
      const list = times.get(path) ?? [];
      const timing = summarise(list);
      const max = Math.max(0, ...list);
      const isStatistics = !path.includes("kanban-board");
      return { name, range, path, kB: sizes.get(path) ?? 0, runs: timing.runs, p50: timing.p50, p95: timing.p95, max, mean: timing.mean, ok: !isStatistics || timing.p95 < statisticsTargets.p95Ms };
    });

    console.log("");
    for (const line of tableRows(figures)) console.log(line);
    const missed = figures.filter((figure) => !figure.ok);
    console.log(
      missed.length === 0
        ? `\nEvery statistics call's p95 is under ${statisticsTargets.p95Ms} ms.`
        : `\nMISSED the target (p95 < ${statisticsTargets.p95Ms} ms): ${missed.map((figure) => `${figure.name} (${figure.range}) p95 ${figure.p95.toFixed(0)} ms`).join("; ")}`,
    );
    if (seeded.seedSeconds !== null) console.log(`Seeding: population ${seeded.seedSeconds.population.toFixed(1)} s, ${applications.toLocaleString("en")} applications ${seeded.seedSeconds.applications.toFixed(1)} s`);
    const load = loadavg().map((value) => value.toFixed(2)).join(" ");
    console.log(`CPU of this process (server, database, client) per call: ${cpuMsPerCall.toFixed(1)} ms; machine load average (1, 5, 15 min): ${load}`);
    const folder = join(root, "bench-results");
    await mkdir(folder, { recursive: true });
    const file = join(folder, `statistics-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
    const run = { engine, applications, seed: whole("seed"), loop, node: process.version, at: new Date().toISOString(), endDate, seedSeconds: seeded.seedSeconds, serverStartSeconds: startSeconds, cpuMsPerCall, loadAverage: loadavg() };
    await writeFile(file, `${JSON.stringify({ ...run, targets: statisticsTargets, calls: figures }, null, 2)}\n`);
    console.log(`\nFigures written to ${file}`);
    return missed.length === 0 ? 0 : 1;
  } finally {
    await server.close();
    await rm(scratch, { recursive: true, force: true });
  }
}

function tableRows(figures: readonly CallFigures[]): string[] {
  const ms = (value: number) => value.toFixed(1);
  const rows = figures.map((figure) => [figure.name, figure.range, figure.kB.toFixed(1), ms(figure.p50), ms(figure.p95), ms(figure.max), figure.path.includes("kanban-board") ? "(board)" : figure.ok ? "yes" : "NO"]);
  const header = ["call", "range", "kB", "p50 ms", "p95 ms", "max ms", `p95 < ${statisticsTargets.p95Ms}`];
  const widths = header.map((title, index) => Math.max(title.length, ...rows.map((row) => row[index]?.length ?? 0)));
  const line = (cells: readonly string[]) => cells.map((cell, index) => (index >= 2 && index <= 5 ? cell.padStart(widths[index] ?? 0) : cell.padEnd(widths[index] ?? 0))).join(" | ");
  return [line(header), widths.map((width) => "-".repeat(width)).join("-|-"), ...rows.map(line)];
}
