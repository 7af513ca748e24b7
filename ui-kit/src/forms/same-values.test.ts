import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sameValues } from "./use-form-fields.ts";

describe("whether a form holds unsaved changes", () => {
  it("compares values by content, lists in order", () => {
    expect(sameValues({ skills: ["Go", "SQL"], visible: true }, { skills: ["Go", "SQL"], visible: true })).toBe(true);
    expect(sameValues({ skills: ["Go", "SQL"] }, { skills: ["SQL", "Go"] })).toBe(false);
    expect(sameValues({ headline: "" }, { headline: " " })).toBe(false);
    expect(sameValues({ a: 1 }, { a: 1, b: undefined })).toBe(false);
  });

  it("finds any value equal to a copy of itself and unequal after a change", () => {
    const value = fc.letrec((tie) => ({
      leaf: fc.oneof(fc.string({ maxLength: 4 }), fc.integer(), fc.boolean(), fc.constant(null)),
      node: fc.oneof({ depthSize: "small" }, tie("leaf"), fc.array(tie("node"), { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 3 }), tie("node"), { maxKeys: 3 })),
    })).node;
    fc.assert(
      fc.property(value, (v) => {
        expect(sameValues(v, structuredClone(v))).toBe(true);
        expect(sameValues({ v }, { v, extra: "changed" })).toBe(false);
      }),
      { seed: 20250705 },
    );
  });
});
