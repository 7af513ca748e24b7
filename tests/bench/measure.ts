// Latency measurement for the benchmarks: a bounded warm-up, then a bounded number of rounds in which every
// variant of one search (over HTTP, direct, each way of counting) runs once, one call at a time, in a rotating
// order. Interleaving puts every variant under the same load (the machine is shared), so their ratios hold even
// when the absolute figures wander. Percentiles by nearest rank.

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

/** Times the calls together; answers each call's timing by its name. */
export async function measureTogether<K extends string>(calls: Record<K, () => Promise<unknown>>, loop: Loop): Promise<(name: K) => Timing> {
  const entries = Object.entries<() => Promise<unknown>>(calls);
  for (let i = 0; i < loop.warmup; i++) for (const [, call] of entries) await call();
  const times = new Map<string, number[]>(entries.map(([name]) => [name, []]));
  for (let round = 0; round < loop.iterations; round++) {
    for (let i = 0; i < entries.length; i++) {
      const entry = entries[(round + i) % entries.length];
      if (!entry) continue;
      const started = performance.now();
      await entry[1]();
      times.get(entry[0])?.push(performance.now() - started);
    }
  }
  return (name) => summarise(times.get(name) ?? []);
}

export function summarise(times: readonly number[]): Timing {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (fraction: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? 0;
  const mean = sorted.reduce((sum, time) => sum + time, 0) / Math.max(1, sorted.length);
  return { runs: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), mean };
}
