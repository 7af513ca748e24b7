import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addTags, splitTyped } from "./tag-text.ts";

describe("turning typed text into tags", () => {
  it("adds each comma-separated part once, trimmed", () => {
    expect(addTags(["React"], " TypeScript ,  Node.js,,react ")).toEqual({ tags: ["React", "TypeScript", "Node.js"], added: ["TypeScript", "Node.js"] });
  });

  it("keeps what follows the last comma in the box", () => {
    expect(splitTyped("Go, Rust, Ku")).toEqual({ ready: "Go, Rust", rest: " Ku" });
    expect(splitTyped("Kubernetes")).toEqual({ ready: "", rest: "Kubernetes" });
  });

  it("never repeats a tag and never loses one already there", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 12 }), { maxLength: 8 }), fc.string({ maxLength: 60 }), (start, typed) => {
        const existing = addTags([], start.join(",")).tags;
        const { tags, added } = addTags(existing, typed);
        expect(tags.slice(0, existing.length)).toEqual(existing);
        expect(tags.slice(existing.length)).toEqual(added);
        expect(new Set(tags.map((tag) => tag.toLowerCase())).size).toBe(tags.length);
        for (const tag of tags) expect(tag).toBe(tag.trim());
      }),
      { seed: 20250704 },
    );
  });
});
