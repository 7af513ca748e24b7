import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { copyOfJson } from "./form.ts";

describe("a body kept as sent", () => {
  it("is an equal, separate copy of any JSON value", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const copy = copyOfJson(value);
        expect(copy).toStrictEqual(value);
        if (typeof value === "object" && value !== null) expect(copy).not.toBe(value);
      }),
      { seed: 17 },
    );
  });

  it("copies a body nested 100,000 levels deep without overflowing the stack", () => {
    const levels = 100_000;
    let copy = copyOfJson(JSON.parse(`${"[".repeat(levels)}${"]".repeat(levels)}`));
    let depth = 0;
    while (Array.isArray(copy) && copy.length > 0) [copy, depth] = [copy[0], depth + 1];
    expect(depth).toBe(levels - 1);
  });

  it("keeps a __proto__ key as a plain property, as JSON.parse made it", () => {
    const copy = copyOfJson(JSON.parse('{"__proto__":{"isAdmin":true}}'));
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.hasOwn(Object(copy), "__proto__")).toBe(true);
    expect(Reflect.get(Object(copy), "isAdmin")).toBeUndefined();
  });
});
