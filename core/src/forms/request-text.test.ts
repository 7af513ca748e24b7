// The edge's text rule: NUL and lone surrogates are found in any string or key, wherever they sit; well-formed text,
// emoji pairs, right-to-left and zero-width characters pass.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Schema } from "effect";
import { EDGE_MESSAGES, findUnsafeText, hasUnsafeCharacter, unsafeTextField } from "./request-text.ts";
import { formVerdict, validateForm } from "./validate-form.ts";

describe("the edge's text rule", () => {
  it("refuses NUL and a surrogate without its partner, and nothing else", () => {
    for (const bad of ["a\u0000b", "\ud800", "x\udfff", "\udc00\ud800", "😀\ud83d"]) expect(hasUnsafeCharacter(bad)).toBe(true);
    for (const good of ["", "Siti binti Ali", "😀", "\u202eRTL\u200b", "tab\there", "\u0001"]) expect(hasUnsafeCharacter(good)).toBe(false);
  });

  it("any well-formed string passes, and a lone surrogate or NUL anywhere in it is found", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), fc.nat(), fc.constantFrom("\u0000", "\ud800", "\udbff", "\udc00"), (text, at, bad) => {
        expect(hasUnsafeCharacter(text)).toBe(false);
        const cut = [...text].slice(0, at % ([...text].length + 1)).join("").length;
        // A low surrogate put right after a high one would pair with it; put the high one last instead.
        expect(hasUnsafeCharacter(text.slice(0, cut) + bad + (bad === "\udc00" ? "" : text.slice(cut)))).toBe(true);
      }),
      { seed: 17 },
    );
  });

  it("names the path of each bad value, and a bad key by its object", () => {
    const body = { name: "ok", resume: [{ title: "fine" }, { title: "bad\u0000" }], profile: { "k\ud800": 1 }, tags: ["\udfff"] };
    expect(findUnsafeText(body)).toEqual([["resume", 1, "title"], ["profile"], ["tags", 0]]);
    expect(findUnsafeText(body, { keys: false })).toEqual([["resume", 1, "title"], ["tags", 0]]);
    expect(findUnsafeText("\u0000")).toEqual([[]]);
    expect(findUnsafeText({ a: [1, true, null, "x"] })).toEqual([]);
  });

  it("walks ten thousand levels of nesting and stops at its limit", () => {
    let deep: unknown = "\u0000";
    for (let level = 0; level < 10_000; level += 1) deep = [deep];
    expect(findUnsafeText(deep)[0]).toHaveLength(10_000);
    expect(findUnsafeText(Array.from({ length: 100 }, () => "\ud800"), { limit: 3 })).toEqual([[0], [1], [2]]);
  });

  it("names a bad key's object up to its last plain name, so an answer never repeats the key", () => {
    expect(unsafeTextField(["resume", 1, "title"])).toEqual(["resume", "1", "title"]);
    expect(unsafeTextField(["profile", "not plain!", "x"])).toEqual(["profile"]);
  });

  it("is part of every form's verdict: its words stand for a string it refuses, and a bad key is left to the contract", () => {
    const Form = Schema.Struct({ name: Schema.String.check(Schema.isMaxLength(3, { message: "Too long." })), notes: Schema.Array(Schema.String) });
    const unsafe = EDGE_MESSAGES.unsafeCharacter;
    expect(formVerdict(Form, { name: "abcd\ud800", notes: ["ok", "\u0000"] })).toEqual({ name: [unsafe], "notes.1": [unsafe] });
    expect(formVerdict(Form, { name: "abcd", notes: [], "k\u0000": "" })).toEqual({ name: ["Too long."] });
    expect(formVerdict(Form, { name: "a\ud800", notes: [] })).toEqual({ name: [unsafe] });
    expect(validateForm(Form, { name: "a", notes: ["\udfff"] })).toEqual({ 0: unsafe });
    expect(formVerdict(Form, { name: "abc", notes: ["😀"] })).toEqual({});
  });
});
