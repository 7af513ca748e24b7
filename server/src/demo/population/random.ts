// A small seeded random source (SplitMix32 over a hashed key) for the generated population: every row draws
// from its own stream keyed by (seed, kind, index), so any row can be generated alone, in any batch size, and
// the same seed always gives the same data. Never use it for anything secret.

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items (fewer when the list is shorter), in a random order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** A random-looking but reproducible UUID (version 4 layout). */
  uuid(): string;
}

/** The random stream of one generated row. */
export function randomFor(seed: number, kind: string, index: number): Random {
  return createRandom(hash32(`${seed}:${kind}:${index}`));
}

/** The id of the `index`-th row of a kind: vacancies name their business's id without holding every business. */
export function idFor(seed: number, kind: string, index: number): string {
  return randomFor(seed, `${kind}#id`, index).uuid();
}

export function createRandom(start: number): Random {
  let state = start >>> 0;
  const next = () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return ((z ^ (z >>> 16)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(0, items.length - 1)];
    if (item === undefined) throw new Error("Cannot pick from an empty list");
    return item;
  };
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    const chosen: T[] = [];
    while (chosen.length < count && pool.length > 0) chosen.push(...pool.splice(int(0, pool.length - 1), 1));
    return chosen;
  };
  const uuid = () => {
    const hex = Array.from({ length: 32 }, () => int(0, 15).toString(16));
    hex[12] = "4";
    hex[16] = ((int(0, 15) & 0x3) | 0x8).toString(16);
    const text = hex.join("");
    return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
  };
  return { next, int, chance: (probability) => next() < probability, pick, sample, uuid };
}

/** FNV-1a: turns a key into a 32-bit starting state. */
function hash32(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

/** One item of a list of [item, weight] pairs, in proportion to the weights. */
export function weighted<T>(random: Random, choices: ReadonlyArray<readonly [T, number]>): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let point = random.next() * total;
  for (const [item, weight] of choices) {
    point -= weight;
    if (point < 0) return item;
  }
  const last = choices[choices.length - 1];
  if (!last) throw new Error("No choices");
  return last[0];
}
