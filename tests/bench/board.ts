// `npm run bench -- board [--applications 2000] [--iterations 100] [--warmup 10] [--seed 1] [--browser-runs 5] [--no-browser]`
// Seeds a PGlite database once (the demo plus N applications across the steps, cached under .tmp/bench/), runs
// the real server in-process on a scratch copy of it (moves change it) serving the built back-office, and measures
// the board call (officer, administrator) and a move over HTTP, then in Chromium the first render of the board and
// a drag's frame time. Prints a table with the targets and writes bench-results/board-*.json.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { cp, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { createServer } from "@ictm/server";
import { measureBoardBrowser, type BoardBrowserFigures } from "./board-browser.ts";
import { boardDataDir, cardsPerStep } from "./board-data.ts";
import { measureBoardHttp, signInStaff } from "./board-http.ts";

/** The targets. */
export const boardTargets = { boardP95Ms: 50, firstRenderMs: 300, fps: 60 } as const;
const PASSWORD = "Demo!2345";

/** Runs the board benchmark with the arguments after `board`; answers the exit code. */
export async function runBoardBench(args: string[], root: string): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      applications: { type: "string", default: "2000" },
      iterations: { type: "string", default: "100" },
      warmup: { type: "string", default: "10" },
      seed: { type: "string", default: "1" },
      "browser-runs": { type: "string", default: "5" },
      "no-browser": { type: "boolean", default: false },
    },
  });
  const whole = (name: "applications" | "iterations" | "warmup" | "seed" | "browser-runs") => {
    const value = Number(values[name]);
    if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number, not "${values[name]}"`);
    return value;
  };
  const log = (line: string) => console.log(`[board] ${line}`);
  const loop = { iterations: whole("iterations"), warmup: whole("warmup") };
  const withBrowser = !values["no-browser"];
  const backofficeDist = join(root, "ui-backoffice", "dist");
  if (withBrowser) buildBackofficeIfStale(root, log);

  const cached = await boardDataDir(join(root, ".tmp", "bench"), whole("applications"), whole("seed"), log);
  const scratch = await mkdtemp(join(tmpdir(), "ictm-bench-board-"));
  await cp(cached, scratch, { recursive: true });
  const server = await createServer({ dataDir: scratch, databaseUrl: null, demo: false, logger: false, host: "127.0.0.1", port: 0, portalDist: null, backofficeDist: withBrowser ? backofficeDist : null });
  try {
    const baseUrl = await server.listen();
    const columns = await cardsPerStep(server);
    log(`server at ${baseUrl}; cards per step: ${JSON.stringify(columns)}`);
    const officer = await signInStaff(baseUrl, "officer@demo.ictm.bn", PASSWORD);
    const administrator = await signInStaff(baseUrl, "admin@demo.ictm.bn", PASSWORD);
    log(`HTTP: ${loop.warmup} warm-up + ${loop.iterations} timed rounds of the board (officer and administrator, interleaved) and of a move`);
    const http = await measureBoardHttp(baseUrl, { officer, administrator }, loop);
    let browser: BoardBrowserFigures | null = null;
    if (withBrowser) {
      log(`Chromium: ${whole("browser-runs")} page loads of the board as the officer, then a drag`);
      browser = await measureBoardBrowser(baseUrl, officer, whole("browser-runs"), log);
    }
    const rows = tableRows(http, browser);
    console.log("");
    for (const line of rows) console.log(line);
    const b = browser?.breakdown;
    if (b) {
      const at = (value: number) => value.toFixed(0);
      console.log(`\nLast load, ms from navigation: page ${at(b.documentLoaded)}, scripts ${at(b.scriptsLoaded)}, DOM ready ${at(b.domContentLoaded)}, board requested ${at(b.boardRequestStart)}, answered ${at(b.boardResponseEnd)}, first card painted ${at(b.firstCard)}`);
    }
    const load = loadavg().map((value) => value.toFixed(2)).join(" ");
    console.log(`Machine load average (1, 5, 15 min): ${load}`);
    const folder = join(root, "bench-results");
    await mkdir(folder, { recursive: true });
    const file = join(folder, `board-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
    const run = { applications: whole("applications"), seed: whole("seed"), loop, node: process.version, at: new Date().toISOString(), cardsPerStep: columns, loadAverage: loadavg() };
    await writeFile(file, `${JSON.stringify({ ...run, targets: boardTargets, http, browser }, null, 2)}\n`);
    console.log(`\nFigures written to ${file}`);
    return 0;
  } finally {
    await server.close();
    await rm(scratch, { recursive: true, force: true });
  }
}

function tableRows(http: Awaited<ReturnType<typeof measureBoardHttp>>, browser: BoardBrowserFigures | null): string[] {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const ok = (pass: boolean) => (pass ? "yes" : "NO");
  const rows: Array<[string, string, string, string]> = [
    [`board call, officer (${http.answer.officer.cards} of ${http.answer.officer.counted} cards, ${http.answer.officer.kB.toFixed(0)} kB)`, `p50 ${ms(http.board.officer.p50)}, p95 ${ms(http.board.officer.p95)}`, `p95 < ${boardTargets.boardP95Ms} ms`, ok(http.board.officer.p95 < boardTargets.boardP95Ms)],
    [`board call, administrator (${http.answer.administrator.cards} of ${http.answer.administrator.counted} cards, ${http.answer.administrator.kB.toFixed(0)} kB)`, `p50 ${ms(http.board.administrator.p50)}, p95 ${ms(http.board.administrator.p95)}`, `p95 < ${boardTargets.boardP95Ms} ms`, ok(http.board.administrator.p95 < boardTargets.boardP95Ms)],
    ["move (answers the board)", `p50 ${ms(http.move.p50)}, p95 ${ms(http.move.p95)}`, "(none)", ""],
    ["CPU per call (server, PGlite, client)", `board ${ms(http.cpuPerCall.board)}, move ${ms(http.cpuPerCall.move)}`, "", ""],
  ];
  if (browser) {
    const first = browser.firstRenderTiming;
    rows.push([`first render (${browser.cardsInPage} cards in the page)`, `p50 ${ms(first.p50)}, max ${ms(Math.max(...browser.firstRender))}, cold ${ms(browser.firstRender[0] ?? 0)}`, `< ${boardTargets.firstRenderMs} ms`, ok(first.p50 < boardTargets.firstRenderMs)]);
    const b = browser.breakdown;
    if (b) rows.push(["first render, the board's part (board requested to first card)", ms(b.firstCard - b.boardRequestStart), "", ""]);
    const drag = browser.drag;
    rows.push(drag ? [`drag (${drag.frames} frames${drag.engaged ? "" : ", NOT engaged"})`, `mean ${ms(drag.mean)}, p95 ${ms(drag.p95)}, ${drag.fps.toFixed(1)} fps, ${drag.longFrames} over 50 ms`, `${boardTargets.fps} fps`, ok(drag.fps >= boardTargets.fps * 0.95)] : ["drag", "not measured", `${boardTargets.fps} fps`, "NO"]);
  }
  const widths = [0, 1, 2].map((index) => Math.max(...rows.map((row) => row[index]?.length ?? 0), ["measure", "figure", "target"][index]?.length ?? 0));
  const line = (cells: readonly string[]) => cells.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join(" | ");
  return [line(["measure", "figure", "target", "ok"]), widths.map((width) => "-".repeat(width)).join("-|-") + "-|---", ...rows.map(line)];
}

/** Builds ui-backoffice when its sources (or ui-kit's, core's) are newer than its last build, as `npm start` does. */
function buildBackofficeIfStale(root: string, log: (line: string) => void): void {
  const ui = join(root, "ui-backoffice");
  const built = join(ui, "dist", "index.html");
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const changedAt = Math.max(...["src", "index.html", "vite.config.ts", "../ui-kit/src", "../core/src"].map((input) => newestChange(join(ui, input))));
  if (changedAt <= builtAt) return;
  log("Building ui-backoffice (its sources are newer than its build)…");
  const build = spawnSync("npm", ["run", "--silent", "build", "-w", "ui-backoffice"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) throw new Error("The ui-backoffice build failed");
}

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
}
