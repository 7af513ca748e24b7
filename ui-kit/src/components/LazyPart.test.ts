// A lazily loaded part's code: fetched once however often it is preloaded (the first route at start-up, then its
// render), and fetched again after a failed load (offline for a moment), so a later visit can still succeed.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { lazyPart } from "./LazyPart.tsx";

function countingLoader(failures: number) {
  const calls = { count: 0 };
  const load = async () => {
    calls.count += 1;
    if (calls.count <= failures) throw new Error("the chunk did not arrive");
    return () => null;
  };
  return { calls, load };
}

describe("a lazily loaded part", () => {
  it("loads its code once however often it is preloaded", async () => {
    const { calls, load } = countingLoader(0);
    const part = lazyPart(load, null);
    await Promise.all([part.preload(), part.preload()]);
    await part.preload();
    expect(calls.count).toBe(1);
  });

  it("tries a failed load again at the next preload, and keeps the load that succeeded", async () => {
    const { calls, load } = countingLoader(1);
    const part = lazyPart(load, null);
    await part.preload();
    expect(calls.count).toBe(1);
    await part.preload();
    await part.preload();
    expect(calls.count).toBe(2);
  });

  it("renders preloaded code at once, and its stand-in while the code is still on its way", async () => {
    const load = async () => () => createElement("p", null, "the page");
    const preloaded = lazyPart(load, createElement("p", null, "loading"));
    await preloaded.preload();
    expect(renderToString(createElement(preloaded, {}))).toContain("the page");
    const waiting = lazyPart(load, createElement("p", null, "loading"));
    expect(renderToString(createElement(waiting, {}))).toContain("loading");
  });
});
