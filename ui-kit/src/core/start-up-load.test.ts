// A start-up load is taken once, by the page that wants that very load, and forgotten after any page asked.
import { describe, expect, it } from "vitest";
import { startUpLoad } from "./start-up-load.ts";

describe("a start-up load", () => {
  it("is taken once by the page that wants it, and by no other", () => {
    const load = startUpLoad<string>();
    expect(load.take("board-1")).toBe(false);
    load.start("board-1");
    expect(load.take("board-1")).toBe(true);
    expect(load.take("board-1")).toBe(false);
    load.start("board-1");
    expect(load.take("board-2")).toBe(false);
    expect(load.take("board-1")).toBe(false);
  });

  it("compares keys as it is told", () => {
    const load = startUpLoad<{ path: string; page: number }>((a, b) => a.path === b.path && a.page === b.page);
    load.start({ path: "/jobs", page: 2 });
    expect(load.take({ path: "/jobs", page: 2 })).toBe(true);
  });
});
