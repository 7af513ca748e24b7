// Prints the benchmark's table (HTTP and direct latency side by side, their ratio, and the two ways of counting)
// and writes every figure as JSON under bench-results/ (gitignored), one file per run.
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Timing } from "./measure.ts";
import type { BenchCase } from "./search-mix.ts";

export interface CaseResult {
  engine: "pglite" | "postgres";
  case: BenchCase;
  count: number;
  http: Timing;
  direct: Timing;
  /** Direct call, per way of counting. */
  countModes: Record<string, Timing>;
}

/** The targets at 100,000 Talents: p95 per engine, and HTTP within 1.5x of the direct call. */
export const targets = { pglite: 50, postgres: 20, httpRatio: 1.5 } as const;

export function printTable(results: readonly CaseResult[], log: (line: string) => void): void {
  const ms = (value: number) => value.toFixed(1).padStart(6);
  log(`${"engine".padEnd(8)} ${"search".padEnd(10)} ${"case".padEnd(17)} ${"count".padStart(7)} | ${"HTTP p50".padStart(8)} ${"p95".padStart(6)} ${"p99".padStart(6)} | ${"direct p50".padStart(10)} ${"p95".padStart(6)} ${"p99".padStart(6)} | ${"ratio".padStart(5)} | ${"window p95".padStart(10)} ${"separate p95".padStart(12)} | ok`);
  for (const r of results) {
    const ratio = r.http.p50 / Math.max(r.direct.p50, 0.001);
    const ok = r.http.p95 < targets[r.engine] && ratio <= targets.httpRatio ? "yes" : "NO";
    const window = r.countModes["window"];
    const separate = r.countModes["separate"];
    log(`${r.engine.padEnd(8)} ${r.case.kind.padEnd(10)} ${r.case.label.padEnd(17)} ${String(r.count).padStart(7)} | ${ms(r.http.p50).padStart(8)} ${ms(r.http.p95)} ${ms(r.http.p99)} | ${ms(r.direct.p50).padStart(10)} ${ms(r.direct.p95)} ${ms(r.direct.p99)} | ${ratio.toFixed(2).padStart(5)} | ${(window ? ms(window.p95) : "").padStart(10)} ${(separate ? ms(separate.p95) : "").padStart(12)} | ${ok}`);
  }
}

export async function writeResults(folder: string, run: Record<string, unknown>, results: readonly CaseResult[]): Promise<string> {
  await mkdir(folder, { recursive: true });
  const file = join(folder, `search-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  await writeFile(file, `${JSON.stringify({ ...run, targets, results }, null, 2)}\n`);
  return file;
}
