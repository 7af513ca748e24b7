import { describe, expect, it } from "vitest";
import { chosenSignatory, lettersOfPerson, signatoryOptions } from "./signed-letters.ts";

const SIGNATORIES = [
  { id: "s3", number: 3, name: "Awang Hj Rahman", title: "Deputy Director", isActive: true },
  { id: "s1", number: 1, name: "Dayang Siti Aminah", title: "Director, ICT Manpower", isActive: true },
  { id: "s2", number: 2, name: "Retired Person", title: "Former Director", isActive: false },
];

describe("the Signatory select", () => {
  it("offers only the active signatories, by number, as name and title", () => {
    expect(signatoryOptions(SIGNATORIES)).toEqual([
      { id: "s1", label: "Dayang Siti Aminah, Director, ICT Manpower" },
      { id: "s3", label: "Awang Hj Rahman, Deputy Director" },
    ]);
  });

  it("chooses the first (the server's default) until another is chosen, and drops one no longer offered", () => {
    const options = signatoryOptions(SIGNATORIES);
    expect(chosenSignatory(options, "")).toBe("s1");
    expect(chosenSignatory(options, "s3")).toBe("s3");
    expect(chosenSignatory(options, "s2")).toBe("s1");
    expect(chosenSignatory([], "s1")).toBe("");
  });
});

describe("a person's signed letters", () => {
  const LETTERS = [
    { documentReference: "ICTM-B", kind: "appendix", personIndex: 0, issuedAt: "2026-03-02T06:30:00Z" },
    { documentReference: "ICTM-A", kind: "approval-letter", personIndex: 0, issuedAt: "2026-03-02T06:30:00Z" },
    { documentReference: "ICTM-C", kind: "approval-letter", personIndex: 1, issuedAt: "2026-03-02T06:30:00Z" },
    { documentReference: "ICTM-D", kind: "approval-letter", personIndex: 0, issuedAt: "2026-04-01T00:00:00Z" },
  ] as const;

  it("lists the approval letters first, the newest first, then the appendix", () => {
    expect(lettersOfPerson(LETTERS, 0).map((letter) => letter.documentReference)).toEqual(["ICTM-D", "ICTM-A", "ICTM-B"]);
  });

  it("lists nothing of another person", () => {
    expect(lettersOfPerson(LETTERS, 2)).toEqual([]);
  });
});
