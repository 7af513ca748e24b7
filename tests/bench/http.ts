// `npm run bench -- http [--engine pglite|postgres] [--duration 5] [--rounds 3] [--connections 10]
//   [--database-url postgres://…/postgres] [--profile]`
// What the server costs a cheap read beyond the work itself: the real server (in this process, on a fresh database,
// logging off as in every bench) against a bare `node:http` server in the same process answering the same bytes
// with the same headers: the country list (the same database query, through the same store function) and an
// unknown API path (a problem document, no database). autocannon runs as a child process, so the load generator
// never shares the servers' event loop; each round times both servers of a case back to back, in alternating
// order. Prints requests/s, p50/p99 per server (the median round) and the ratio, against the target (real at
// least 60 % of bare), and writes bench-results/http-*.json. It also counts this process's CPU time per answer
// (both servers, and PGlite when it is the database; not autocannon, not PostgreSQL): on a shared, loaded machine
// the throughput wanders, while bare-CPU-per-answer over real-CPU-per-answer stays near what the throughput ratio
// would be with a CPU to itself.
// `--profile` records this process's CPU profile during each server's first timed round and prints where the time
// went by package (fastify, ajv, pg, ...), writing the .cpuprofile files beside the figures (Chrome DevTools opens them).
import { execFile } from "node:child_process";
import { createServer as createBareServer, type OutgoingHttpHeaders } from "node:http";
import { Session, type Profiler } from "node:inspector/promises";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs, promisify } from "node:util";
import { createServer, type PortalServer } from "@ictm/server";
import { listCountries } from "@ictm/server/reference/store.ts";
import { createTestDatabase, type TestDatabase } from "../support/postgres.ts";

/** The issue's target: the real server answers at least this share of the bare server's requests per second. */
export const httpTargets = { throughputRatio: 0.6 } as const;

interface BenchCase {
  readonly name: string;
  readonly path: string;
  /** The bare server's body: the same work the route does, without the framework; absent: the real answer's bytes. */
  readonly bareBody?: (server: PortalServer) => Promise<string>;
}

const cases: readonly BenchCase[] = [
  { name: "countries (database read)", path: "/api/v1/portal/countries", bareBody: async (server) => JSON.stringify({ data: await listCountries(server.services.orm) }) },
  // The same problem document every time: the bare server sends the real server's bytes, captured once.
  { name: "unknown API path (404 problem, no database)", path: "/api/v1/no-such-thing" },
];

interface Run {
  readonly requestsPerSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly requests: number;
  /** CPU time of this process (both servers, PGlite when used; not autocannon) per answer, in microseconds. */
  readonly cpuMicrosPerRequest: number;
  readonly errors: number;
  readonly unexpectedStatus: number;
}

interface CaseFigures {
  readonly name: string;
  readonly path: string;
  readonly bytes: number;
  readonly real: Run;
  readonly bare: Run;
  readonly ratio: number;
  /** Bare CPU per answer over real CPU per answer: the throughput ratio a dedicated CPU would show. */
  readonly cpuRatio: number;
  readonly ok: boolean;
}

/** Runs the HTTP benchmark with the arguments after `http`; answers the exit code. */
export async function runHttpBench(args: string[], root: string): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      engine: { type: "string", default: "pglite" },
      duration: { type: "string", default: "5" },
      rounds: { type: "string", default: "3" },
      connections: { type: "string", default: "10" },
      "database-url": { type: "string", default: process.env["TEST_DATABASE_URL"] ?? "postgres://postgres:postgres@127.0.0.1:5432/postgres" },
      profile: { type: "boolean", default: false },
    },
  });
  const whole = (name: "duration" | "rounds" | "connections") => {
    const value = Number(values[name]);
    if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number above 0, not "${values[name]}"`);
    return value;
  };
  const engine = values.engine;
  if (engine !== "pglite" && engine !== "postgres") throw new Error(`--engine must be pglite or postgres, not "${engine}"`);
  const load = { duration: whole("duration"), rounds: whole("rounds"), connections: whole("connections") };
  const log = (line: string) => console.log(`[http ${engine}] ${line}`);

  const scratch = await mkdtemp(join(tmpdir(), "ictm-bench-http-"));
  const database: TestDatabase | null = engine === "postgres" ? await createTestDatabase(values["database-url"]) : null;
  const server = await createServer({ dataDir: scratch, databaseUrl: database?.url ?? null, demo: false, logger: false, host: "127.0.0.1", port: 0, portalDist: null, backofficeDist: null });
  const bare = createBareServer();
  try {
    const realUrl = await server.listen();
    // What the real server answers, once: the bare server sends the same status and headers, and must send the
    // same bytes, or the comparison would be of different work.
    const answers = new Map<string, { status: number; headers: OutgoingHttpHeaders; body: string }>();
    for (const benchCase of cases) {
      const answer = await fetch(`${realUrl}${benchCase.path}`);
      const body = await answer.text();
      const bareBody = benchCase.bareBody ? await benchCase.bareBody(server) : body;
      if (bareBody !== body) throw new Error(`The bare server's body for ${benchCase.path} differs from the real one`);
      answers.set(benchCase.path, { status: answer.status, headers: replayableHeaders(answer.headers), body });
    }
    bare.on("request", (request, response) => {
      const benchCase = cases.find((candidate) => candidate.path === request.url);
      const answer = benchCase && answers.get(benchCase.path);
      if (!benchCase || !answer) return void response.writeHead(500).end();
      // Content-Length as the real server sends it (without it node:http would answer chunked).
      const send = (body: string) => void response.writeHead(answer.status, { ...answer.headers, "content-length": Buffer.byteLength(body) }).end(body);
      if (benchCase.bareBody) void benchCase.bareBody(server).then(send);
      else send(answer.body);
    });
    await new Promise<void>((resolve) => bare.listen(0, "127.0.0.1", resolve));
    const address = bare.address();
    if (address === null || typeof address === "string") throw new Error("The bare server has no port");
    const bareUrl = `http://127.0.0.1:${address.port}`;

    log(`real server at ${realUrl}, bare node:http at ${bareUrl}; ${cases.length} cases, ${load.rounds} rounds of ${load.duration} s per server, ${load.connections} connections`);
    const figures: CaseFigures[] = [];
    const profiles: Array<{ label: string; profile: Profiler.Profile }> = [];
    for (const benchCase of cases) {
      const expected = answers.get(benchCase.path)?.status ?? 200;
      const targets = { real: `${realUrl}${benchCase.path}`, bare: `${bareUrl}${benchCase.path}` };
      // A short warm-up of each: JIT, connection pools, the database's caches.
      for (const url of Object.values(targets)) await autocannon(url, { ...load, duration: 2 }, expected);
      const runs: Record<"real" | "bare", Run[]> = { real: [], bare: [] };
      for (let round = 0; round < load.rounds; round++) {
        const order = round % 2 === 0 ? (["bare", "real"] as const) : (["real", "bare"] as const);
        for (const which of order) {
          const profiling = values.profile && round === 0 ? await startProfile() : null;
          runs[which].push(await autocannon(targets[which], load, expected));
          if (profiling) profiles.push({ label: `${benchCase.name}, ${which}`, profile: await profiling.stop() });
        }
      }
      const real = summariseRuns(runs.real);
      const bareRun = summariseRuns(runs.bare);
      const ratio = real.requestsPerSecond / Math.max(1, bareRun.requestsPerSecond);
      const cpuRatio = bareRun.cpuMicrosPerRequest / Math.max(1, real.cpuMicrosPerRequest);
      const ok = ratio >= httpTargets.throughputRatio && real.errors + real.unexpectedStatus + bareRun.errors + bareRun.unexpectedStatus === 0;
      figures.push({ name: benchCase.name, path: benchCase.path, bytes: Buffer.byteLength(answers.get(benchCase.path)?.body ?? ""), real, bare: bareRun, ratio, cpuRatio, ok });
      log(`${benchCase.name}: real ${real.requestsPerSecond.toFixed(0)} req/s, bare ${bareRun.requestsPerSecond.toFixed(0)} req/s, ${percent(ratio)}; by CPU per answer (bare ÷ real) ${percent(cpuRatio)}`);
    }

    console.log("");
    for (const line of tableRows(figures)) console.log(line);
    const missed = figures.filter((figure) => !figure.ok);
    const target = `${(httpTargets.throughputRatio * 100).toFixed(0)} %`;
    console.log(missed.length === 0 ? `\nThe real server answers at least ${target} of the bare server's requests per second in every case.` : `\nMISSED the target (at least ${target} of bare, no errors): ${missed.map((figure) => `${figure.name} ${(figure.ratio * 100).toFixed(0)} %`).join("; ")}`);
    console.log(`Machine load average (1, 5, 15 min): ${loadavg().map((value) => value.toFixed(2)).join(" ")}`);
    const folder = join(root, "bench-results");
    await mkdir(folder, { recursive: true });
    const file = join(folder, `http-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
    await writeFile(file, `${JSON.stringify({ engine, load, node: process.version, at: new Date().toISOString(), loadAverage: loadavg(), targets: httpTargets, cases: figures }, null, 2)}\n`);
    console.log(`\nFigures written to ${file}`);
    for (const [index, { label, profile }] of profiles.entries()) {
      const profileFile = file.replace(/\.json$/, `-${index + 1}.cpuprofile`);
      await writeFile(profileFile, JSON.stringify(profile));
      console.log(`\nWhere the CPU went, ${label} (${profileFile}):`);
      for (const line of profileByPackage(profile)) console.log(`  ${line}`);
    }
    return missed.length === 0 ? 0 : 1;
  } finally {
    await new Promise((resolve) => bare.close(resolve));
    await server.close();
    await database?.drop();
    await rm(scratch, { recursive: true, force: true });
  }
}

const autocannonScript = createRequire(import.meta.url).resolve("autocannon");

/** One autocannon run against a URL, in a child process; answers its figures (every answer must have `expected`). */
async function autocannon(url: string, load: { duration: number; connections: number }, expected: number): Promise<Run> {
  const args = [autocannonScript, "--json", "--connections", String(load.connections), "--duration", String(load.duration), url];
  const cpu = process.cpuUsage();
  const { stdout } = await promisify(execFile)(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 });
  const used = process.cpuUsage(cpu);
  const result: unknown = JSON.parse(stdout);
  const read = (...path: string[]): number => {
    let value: unknown = result;
    for (const key of path) value = typeof value === "object" && value !== null ? Object.entries(value).find(([name]) => name === key)?.[1] : undefined;
    if (typeof value !== "number") throw new Error(`autocannon's answer has no number at ${path.join(".")}`);
    return value;
  };
  const requests = read("requests", "total");
  const matching = expected >= 200 && expected < 300 ? read("2xx") : read(`${Math.floor(expected / 100)}xx`);
  return {
    requestsPerSecond: read("requests", "average"),
    p50: read("latency", "p50"),
    p99: read("latency", "p99"),
    requests,
    cpuMicrosPerRequest: (used.user + used.system) / Math.max(1, requests),
    errors: read("errors") + read("timeouts"),
    unexpectedStatus: Math.max(0, requests - matching),
  };
}

function percent(ratio: number): string {
  return `${(ratio * 100).toFixed(0)} %`;
}

/**
 * The rounds of one server: throughput and latencies of the round with the median throughput (so they belong
 * together), the median CPU per answer, and every round's answers and errors.
 */
function summariseRuns(runs: readonly Run[]): Run {
  const sorted = [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!middle) throw new Error("No runs to summarise");
  const sum = (pick: (run: Run) => number) => runs.reduce((total, run) => total + pick(run), 0);
  return {
    ...middle,
    cpuMicrosPerRequest: [...runs].map((run) => run.cpuMicrosPerRequest).sort((a, b) => a - b)[Math.floor((runs.length - 1) / 2)] ?? 0,
    requests: sum((run) => run.requests),
    errors: sum((run) => run.errors),
    unexpectedStatus: sum((run) => run.unexpectedStatus),
  };
}

/** The real answer's headers, without those node:http sets itself for each connection and answer. */
function replayableHeaders(headers: Headers): OutgoingHttpHeaders {
  const perAnswer = new Set(["date", "connection", "keep-alive", "content-length", "transfer-encoding"]);
  const kept: OutgoingHttpHeaders = {};
  headers.forEach((value, name) => {
    if (!perAnswer.has(name)) kept[name] = value;
  });
  return kept;
}

function runCells(run: Run): string[] {
  return [run.requestsPerSecond.toFixed(0), run.p50.toFixed(1), run.p99.toFixed(1), run.cpuMicrosPerRequest.toFixed(0), String(run.errors + run.unexpectedStatus)];
}

function tableRows(figures: readonly CaseFigures[]): string[] {
  const rows = figures.flatMap((figure) => [
    [figure.name, "real", String(figure.bytes), ...runCells(figure.real), percent(figure.ratio), percent(figure.cpuRatio), figure.ok ? "yes" : "NO"],
    ["", "bare node:http", "", ...runCells(figure.bare), "", "", ""],
  ]);
  const header = ["case", "server", "bytes", "req/s", "p50 ms", "p99 ms", "CPU µs/req", "errors", "real/bare", "by CPU", `>= ${percent(httpTargets.throughputRatio)}`];
  const widths = header.map((title, index) => Math.max(title.length, ...rows.map((row) => row[index]?.length ?? 0)));
  const line = (cells: readonly string[]) => cells.map((cell, index) => (index >= 2 && index <= 9 ? cell.padStart(widths[index] ?? 0) : cell.padEnd(widths[index] ?? 0))).join(" | ");
  return [line(header), widths.map((width) => "-".repeat(width)).join("-|-"), ...rows.map(line)];
}

/** Starts this process's CPU profiler; `stop` answers what it recorded. */
async function startProfile(): Promise<{ stop(): Promise<Profiler.Profile> }> {
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.start");
  return {
    stop: async () => {
      const { profile } = await session.post("Profiler.stop");
      session.disconnect();
      return profile;
    },
  };
}

/**
 * Self time by package (node_modules/<name>, one of our areas, node's own modules), the largest first. Native code
 * (a string written to a socket, JSON) counts for the nearest JavaScript caller, so a package is charged for the
 * built-ins it calls; idle time and the profiler's own are left out.
 */
function profileByPackage(profile: Profiler.Profile): string[] {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const packageOfNode = (id: number): string => {
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
      const frame = nodes.get(at)?.callFrame;
      if (!frame) break;
      if (frame.url !== "") return packageOf(frame.url);
      if (frame.functionName.startsWith("(") && frame.functionName !== "(root)") return frame.functionName;
    }
    return "(native)";
  };
  const deltas = profile.timeDeltas ?? [];
  const byPackage = new Map<string, number>();
  for (const [index, id] of (profile.samples ?? []).entries()) {
    const name = packageOfNode(id);
    byPackage.set(name, (byPackage.get(name) ?? 0) + (deltas[index] ?? 0));
  }
  const counted = [...byPackage].filter(([name]) => name !== "(idle)" && name !== "node:inspector");
  const busy = counted.reduce((sum, [, micros]) => sum + micros, 0);
  return counted
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15)
    .map(([name, micros]) => `${(micros / 1000).toFixed(0).padStart(6)} ms ${((100 * micros) / Math.max(1, busy)).toFixed(1).padStart(5)} %  ${name}`);
}

function packageOf(url: string): string {
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (dependency?.[1]) return dependency[1];
  if (url.startsWith("node:")) return url;
  const ours = /\/(server|core|tests)\/src\/([^/]+)|\/(tests\/[^/]+)\//.exec(url);
  return ours ? (ours[3] ?? `${ours[1]}/${ours[2]}`) : url;
}
