// fast-check parameters for core's property tests: a fixed seed from FC_SEED replays a reported failure.
// Test-only (may use Node); never import this from core's own modules.
import type fc from "fast-check";

/** fast-check prints the seed and path of any failure; `FC_SEED=<seed> npx vitest run ...` replays it. */
export const fcParameters = <T>(extra: fc.Parameters<T> = {}): fc.Parameters<T> => {
  const seed = Number.parseInt(process.env["FC_SEED"] ?? "", 10);
  return Number.isSafeInteger(seed) ? { ...extra, seed } : extra;
};
