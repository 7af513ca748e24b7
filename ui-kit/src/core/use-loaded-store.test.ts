import { describe, expect, it } from "vitest";
import { shouldAsk } from "./use-loaded-store.ts";

describe("shouldAsk", () => {
  it("asks for a store nothing has asked for yet, once it is known who asks", () => {
    expect(shouldAsk("idle", {})).toBe(true);
    expect(shouldAsk("idle", { isReady: false })).toBe(false);
  });

  it("does not ask again for a store that loads, loaded or failed (a failure waits for Try again)", () => {
    for (const status of ["loading", "loaded", "failed"] as const) expect(shouldAsk(status, {})).toBe(false);
  });

  it("asks on arriving when the page wants a fresh answer, but not before it is ready", () => {
    expect(shouldAsk("loaded", { fresh: true })).toBe(true);
    expect(shouldAsk("loaded", { fresh: true, isReady: false })).toBe(false);
  });
});
