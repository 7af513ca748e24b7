// The catalogue's problem kinds are exactly the contract's (both files), and every kind names a catalogue text.
import { problemKinds } from "@ictm/openapi/operations.ts";
import { describe, expect, it } from "vitest";
import { MESSAGES, STATUS_TITLES } from "./catalogue.ts";
import { PROBLEMS, PROBLEM_KINDS, problemKindOf, problemType } from "./problems.ts";

const texts = new Set<string>(Object.values(MESSAGES));

describe("problem kinds", () => {
  it("equal the contract's ProblemKind enum (portal.yaml and backoffice.yaml, which codegen keeps equal)", () => {
    expect([...PROBLEM_KINDS].sort()).toEqual([...problemKinds].sort());
  });

  it("each have a status with a title and a text from the catalogue", () => {
    for (const kind of PROBLEM_KINDS) {
      const { status, message } = PROBLEMS[kind];
      expect(texts.has(message), kind).toBe(true);
      expect(STATUS_TITLES[status], kind).toBeDefined();
    }
  });

  it("are read back from a problem's type, and nothing else is", () => {
    for (const kind of PROBLEM_KINDS) expect(problemKindOf(problemType(kind))).toBe(kind);
    for (const other of [undefined, 7, "email-taken", "urn:ictm:problem:", "urn:ictm:problem:nope", "about:blank"]) {
      expect(problemKindOf(other)).toBeNull();
    }
  });

  it("the catalogue says each sentence once", () => {
    const sentences = Object.values(MESSAGES);
    expect(sentences.filter((sentence, at) => sentences.indexOf(sentence) !== at)).toEqual([]);
  });
});
