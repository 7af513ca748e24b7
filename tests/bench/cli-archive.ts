// `npm run bench -- cli-archive [--applications 10000] [--concurrency 2] [--probe 200] [--seed 1]`
// Seeds N approved applications once (./cli-archive-data.ts), starts the real server in-process on loopback on a
// copy of that database, times one archive call on the server (a probe: archived=true, then false again, one at a
// time, so nothing stays changed), signs an officer in with the CLI (`ictm login --as staff`), then runs
// `ictm applications archive --yes --approved-before <tomorrow> --concurrency N` (N bulk calls of 200 in flight)
// and `ictm applications unarchive --batch <id> --yes` as real processes, checks the listings after each, and
// prints the wall time and rate of each against the target (10,000 in under 30 s). Writes
// bench-results/cli-archive-*.json.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { bruneiDateOf } from "@ictm/core/domain";
import { createServer } from "@ictm/server";
import { signInStaff } from "./board-http.ts";
import { cliArchiveData } from "./cli-archive-data.ts";
import { summarise } from "./measure.ts";

/** The target: 10,000 applications archived in under 30 s on PGlite. */
export const cliArchiveTarget = { applications: 10_000, seconds: 30 } as const;
const OFFICER = { email: "officer@demo.ictm.bn", password: "Demo!2345" };
const DAY = 24 * 60 * 60 * 1000;
const bin = new URL("../../cli/bin/ictm.js", import.meta.url).pathname;

interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
  readonly seconds: number;
  /** CPU seconds of the CLI process (user + system, from /proc; null where there is none). */
  readonly cliCpuSeconds: number | null;
  /** CPU seconds of this process, the server (and PGlite) in it, while the CLI ran. */
  readonly serverCpuSeconds: number;
}

interface RunFigures {
  readonly command: string;
  readonly code: number;
  readonly seconds: number;
  readonly perSecond: number;
  readonly msPerApplication: number;
  readonly underTarget: boolean;
  /** CPU milliseconds per application: the server's and the CLI's (what a call costs whatever the machine's load). */
  readonly cpuMsPerApplication: { server: number; cli: number | null };
  /** What the listings say after the run (approved, archived). */
  readonly after: { approved: number; archived: number };
  readonly summary: string;
}

/** Runs the cli-archive benchmark with the arguments after `cli-archive`; answers the exit code. */
export async function runCliArchiveBench(args: string[], root: string): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      applications: { type: "string", default: String(cliArchiveTarget.applications) },
      concurrency: { type: "string", default: "2" },
      probe: { type: "string", default: "200" },
      seed: { type: "string", default: "1" },
    },
  });
  const whole = (name: "applications" | "concurrency" | "probe" | "seed") => {
    const value = Number(values[name]);
    if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number, not "${values[name]}"`);
    return value;
  };
  const applications = whole("applications");
  const concurrency = whole("concurrency");
  const log = (line: string) => console.log(`[cli-archive] ${line}`);
  // The target is for 10,000: a smaller run is judged by the same rate.
  const targetSeconds = (cliArchiveTarget.seconds * applications) / cliArchiveTarget.applications;

  const data = await cliArchiveData(join(root, ".tmp", "bench"), applications, whole("seed"), log);
  log(`database copied for this run in ${data.copySeconds.toFixed(1)} s`);
  const configDir = await mkdtemp(join(tmpdir(), "ictm-bench-cli-"));
  const started = performance.now();
  const server = await createServer({ dataDir: data.dataDir, databaseUrl: null, demo: false, logger: false, host: "127.0.0.1", port: 0, portalDist: null, backofficeDist: null });
  try {
    const baseUrl = await server.listen();
    log(`server at ${baseUrl} (started in ${((performance.now() - started) / 1000).toFixed(1)} s); load average ${loadavg().map((n) => n.toFixed(2)).join(" ")} on ${cpus().length} CPUs`);
    const api = `${baseUrl}/backoffice/api/v1`;
    const officer = await signInStaff(baseUrl, OFFICER.email, OFFICER.password);
    const headers = { authorization: `Bearer ${officer.token}` };
    const counts = async () => ({ approved: await countOf(`${api}/expat-permits/applications/approved?pageSize=1`, headers), archived: await countOf(`${api}/expat-permits/archived?pageSize=1`, headers) });
    const before = await counts();
    log(`${before.approved.toLocaleString("en")} approved, ${before.archived.toLocaleString("en")} archived`);
    if (before.approved < applications) log(`warning: fewer approved applications than asked for (${applications.toLocaleString("en")})`);

    const probe = await probeServer(api, headers, whole("probe"));
    log(`one call on the server, one at a time (${probe.runs} applications): archive p50 ${probe.archive.p50.toFixed(1)} ms, unarchive p50 ${probe.unarchive.p50.toFixed(1)} ms, already so p50 ${probe.unchanged.p50.toFixed(1)} ms`);

    const ictm = (argv: string[]) => runIctm(configDir, baseUrl, argv, { ICTM_PASSWORD: OFFICER.password });
    const login = await ictm(["login", "--as", "staff", "--email", OFFICER.email]);
    if (login.code !== 0) throw new Error(`ictm login failed (${login.code}): ${login.stderr || login.stdout}`);
    const ready = await ictm(["applications", "archive", "--help"]);
    if (ready.code !== 0) {
      log(`the CLI has no \`ictm applications archive\` yet (exit ${ready.code}): ${(ready.stderr || ready.stdout).trim().split("\n")[0] ?? ""}`);
      await writeReport(root, { applications, concurrency, probe, runs: [], before, cliReady: false, seedSeconds: data.seedSeconds });
      return 1;
    }

    const tomorrow = bruneiDateOf(Date.now() + DAY);
    const runs: RunFigures[] = [];
    const archiveArgs = ["applications", "archive", "--yes", "--approved-before", tomorrow, "--concurrency", String(concurrency)];
    log(`ictm ${archiveArgs.join(" ")}`);
    const archived = await ictm(archiveArgs);
    runs.push(figures(`ictm ${archiveArgs.join(" ")}`, archived, before.approved, targetSeconds, await counts()));
    report(log, runs.at(-1));
    if (archived.code !== 0) log(archived.stderr.split("\n").slice(-10).join("\n"));
    const batchId = /unarchive --batch (\S+)/.exec(archived.stdout)?.[1] ?? (await newestBatch(configDir));
    if (batchId === undefined) throw new Error(`No batch id in the archive run's output:\n${archived.stdout.slice(-2000)}`);

    const undoArgs = ["applications", "unarchive", "--batch", batchId, "--yes", "--concurrency", String(concurrency)];
    log(`ictm ${undoArgs.join(" ")}`);
    const undone = await ictm(undoArgs);
    runs.push(figures(`ictm ${undoArgs.join(" ")}`, undone, before.approved, targetSeconds, await counts()));
    report(log, runs.at(-1));
    if (undone.code !== 0) log(undone.stderr.split("\n").slice(-10).join("\n"));
    await writeReport(root, { applications, concurrency, probe, runs, before, cliReady: true, seedSeconds: data.seedSeconds });
    return runs.every((run) => run.code === 0) ? 0 : 1;
  } finally {
    await server.close();
    await rm(data.dataDir, { recursive: true, force: true });
    await rm(configDir, { recursive: true, force: true });
  }
}

async function countOf(url: string, headers: Record<string, string>): Promise<number> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body: { data: { count: number } } = await response.json();
  return body.data.count;
}

/** Times archive, archive again (already so) and unarchive of `runs` approved applications, one call at a time. */
async function probeServer(api: string, headers: Record<string, string>, runs: number) {
  const ids: string[] = [];
  for (let page = 1; ids.length < runs; page += 1) {
    const response = await fetch(`${api}/expat-permits/applications/approved?pageSize=100&pageNumber=${page}`, { headers });
    const body: { data: { items: Array<{ id: string }> } } = await response.json();
    if (body.data.items.length === 0) break;
    ids.push(...body.data.items.map((item) => item.id));
  }
  const times = { archive: [] as number[], unchanged: [] as number[], unarchive: [] as number[] };
  const put = async (id: string, archived: boolean, into: number[]) => {
    const startedAt = performance.now();
    const response = await fetch(`${api}/expat-permits/${id}/archive?archived=${archived}`, { method: "PUT", headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`The probe's archive call answered ${response.status}`);
    into.push(performance.now() - startedAt);
  };
  for (const id of ids.slice(0, runs)) {
    await put(id, true, times.archive);
    await put(id, true, times.unchanged);
    await put(id, false, times.unarchive);
  }
  return { runs: Math.min(runs, ids.length), archive: summarise(times.archive), unchanged: summarise(times.unchanged), unarchive: summarise(times.unarchive) };
}

function figures(command: string, run: CliRun, applications: number, targetSeconds: number, after: RunFigures["after"]): RunFigures {
  return {
    command,
    code: run.code,
    seconds: run.seconds,
    perSecond: applications / run.seconds,
    msPerApplication: (run.seconds * 1000) / applications,
    underTarget: run.code === 0 && run.seconds < targetSeconds,
    cpuMsPerApplication: { server: (run.serverCpuSeconds * 1000) / applications, cli: run.cliCpuSeconds === null ? null : (run.cliCpuSeconds * 1000) / applications },
    after,
    summary: run.stdout.trim().split("\n").slice(-4).join(" | "),
  };
}

function report(log: (line: string) => void, run: RunFigures | undefined): void {
  if (run === undefined) return;
  log(`  exit ${run.code}, ${run.seconds.toFixed(1)} s, ${Math.round(run.perSecond).toLocaleString("en")} /s (${run.msPerApplication.toFixed(2)} ms each): ${run.underTarget ? "under" : "NOT under"} the target`);
  log(`  CPU per application: server ${run.cpuMsPerApplication.server.toFixed(2)} ms, CLI ${run.cpuMsPerApplication.cli?.toFixed(2) ?? "?"} ms`);
  log(`  after: ${run.after.approved.toLocaleString("en")} approved, ${run.after.archived.toLocaleString("en")} archived; ${run.summary}`);
}

/** The newest batch record's id in the CLI's config folder (when the output did not name it). */
async function newestBatch(configDir: string): Promise<string | undefined> {
  const files = await readdir(join(configDir, "batches")).catch(() => []);
  return files.filter((file) => file.startsWith("archive-") && file.endsWith(".json")).sort().at(-1)?.replace(/\.json$/, "");
}

/** `ictm` as a real process, its own config folder, no time limit; the wall time from spawn to exit. */
function runIctm(configDir: string, baseUrl: string, argv: string[], env: Record<string, string>): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const startedAt = performance.now();
    const serverCpu = process.cpuUsage();
    const child = spawn(process.execPath, [bin, ...argv], { env: { ...process.env, ICTM_CONFIG_DIR: configDir, ICTM_BASE_URL: baseUrl, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    // The child's CPU time, read from /proc while it runs (the last reading before it exits).
    let cliCpuSeconds: number | null = null;
    const readCpu = () => {
      cliCpuSeconds = procCpuSeconds(child.pid) ?? cliCpuSeconds;
    };
    const polling = setInterval(readCpu, 100);
    child.on("error", reject);
    child.on("exit", readCpu);
    child.on("close", (code) => {
      clearInterval(polling);
      const used = process.cpuUsage(serverCpu);
      resolve({ code: code ?? -1, stdout, stderr, seconds: (performance.now() - startedAt) / 1000, cliCpuSeconds, serverCpuSeconds: (used.user + used.system) / 1e6 });
    });
  });
}

/** A process's user + system CPU seconds from /proc/<pid>/stat (clock ticks of 1/100 s), or null. */
function procCpuSeconds(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

async function writeReport(root: string, result: Record<string, unknown>): Promise<void> {
  const at = new Date().toISOString();
  const folder = join(root, "bench-results");
  await mkdir(folder, { recursive: true });
  const file = join(folder, `cli-archive-${at.replace(/[:.]/g, "-")}.json`);
  await writeFile(file, `${JSON.stringify({ ...result, target: cliArchiveTarget, node: process.version, at, loadAverage: loadavg(), cpus: cpus().length }, null, 2)}\n`);
  console.log(`[cli-archive] wrote ${file}`);
}
