import { describe, expect, it } from "vitest";
import { paths, verificationResultsPath } from "../../app/paths.ts";
import { sectionLinks } from "./sections.ts";

describe("the e-signature pages' addresses", () => {
  it("live under /e-signatures, the scanner's two pages under qr-scanner", () => {
    expect(paths.viewfinder).toBe("/e-signatures/qr-scanner/viewfinder");
    expect(paths.verificationResults).toBe("/e-signatures/qr-scanner/results");
    expect(paths.signatureManagement).toBe("/e-signatures/management");
    expect(paths.signatories).toBe("/e-signatures/signatories");
  });

  it("a token goes into the results page's query, escaped", () => {
    expect(verificationResultsPath("AEAAB7Q")).toBe("/e-signatures/qr-scanner/results?token=AEAAB7Q");
    expect(verificationResultsPath("a b&c")).toBe("/e-signatures/qr-scanner/results?token=a%20b%26c");
  });
});

describe("the e-signature sub-navigation", () => {
  it("offers administrators the scanner, management and signatories", () => {
    expect(sectionLinks(true).map((link) => link.label)).toEqual(["Scanner", "Management", "Signatories"]);
  });

  it("offers other staff none: the scanner is their only e-signature page", () => {
    expect(sectionLinks(false)).toEqual([]);
  });
});
