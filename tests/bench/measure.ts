// Latency measurement for the benchmarks: a bounded warm-up, then a bounded number of timed calls, one at a time
// (no concurrency: a latency figure, not a throughput one). Percentiles by nearest rank.

export interface Timing {
  runs: number;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
}

export interface Loop {
  warmup: number;
  iterations: number;
}

export async function measure(call: () => Promise<unknown>, loop: Loop): Promise<Timing> {
  for (let i = 0; i < loop.warmup; i++) await call();
  const times: number[] = [];
  for (let i = 0; i < loop.iterations; i++) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  return summarise(times);
}

export function summarise(times: readonly number[]): Timing {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (fraction: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? 0;
  const mean = sorted.reduce((sum, time) => sum + time, 0) / Math.max(1, sorted.length);
  return { runs: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), mean };
}
