import { describe, expect, it } from "vitest";
import { browserKeyValueStore, memoryKeyValueStore } from "./storage.ts";

describe("browser storage glue", () => {
  it("keeps values in memory when the browser refuses its storage (here: no window at all)", () => {
    const store = browserKeyValueStore("session");
    store.setItem("ictm.test", "kept");
    expect(store.getItem("ictm.test")).toBe("kept");
    store.removeItem("ictm.test");
    expect(store.getItem("ictm.test")).toBeNull();
  });

  it("gives each memory store its own values", () => {
    const a = memoryKeyValueStore();
    const b = memoryKeyValueStore();
    a.setItem("key", "a");
    expect(b.getItem("key")).toBeNull();
  });
});
