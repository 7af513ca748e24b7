import { describe, expect, it } from "vitest";
import { CHECK_NAMES, CHECK_ORDER, checkIcon, checkTone, particularsRows, recordRows, verdictIcon, verdictTone } from "./verdict-view.ts";

const PARTICULARS = {
  documentReference: "ICTM-ABCD-EFGH-IJKL-MNOP",
  documentKind: "appendix",
  permitType: "lpa",
  issuedAt: "2026-03-02T06:30:00.000Z",
  keyId: "0a1b2c3d",
  signatoryNumber: 2,
} as const;

const RECORD = {
  applicationReference: "LPA-2026-0001",
  businessName: "Syarikat Teknologi Maju Sdn Bhd",
  personName: "Ana Reyes",
  signatory: { name: "Dayang Siti Aminah binti Haji Osman", title: "Director, ICT Manpower" },
  revokedAt: null,
  revocationReason: null,
  supersededBy: null,
};

describe("how a verdict looks", () => {
  it("valid is green with a check, revoked amber with a warning, invalid red with a cross", () => {
    expect([verdictTone("valid"), verdictIcon("valid")]).toEqual(["success", "check"]);
    expect([verdictTone("revoked"), verdictIcon("revoked")]).toEqual(["warning", "alert"]);
    expect([verdictTone("invalid"), verdictIcon("invalid")]).toEqual(["danger", "cross"]);
  });

  it("names the three checks in the order a verifier reads them", () => {
    expect(CHECK_ORDER.map((name) => CHECK_NAMES[name])).toEqual(["Integrity", "Issuer", "Status"]);
  });

  it("a check not made is neither good nor bad news", () => {
    expect([checkTone("passed"), checkIcon("passed")]).toEqual(["success", "check"]);
    expect([checkTone("failed"), checkIcon("failed")]).toEqual(["danger", "cross"]);
    expect([checkTone("not-checked"), checkIcon("not-checked")]).toEqual(["neutral", "dash"]);
  });
});

describe("the particulars and the record as rows", () => {
  it("states what the token says, in staff's words and Brunei time", () => {
    expect(particularsRows(PARTICULARS)).toEqual([
      { term: "Document reference", value: "ICTM-ABCD-EFGH-IJKL-MNOP" },
      { term: "Letter", value: "Appendix" },
      { term: "Permit type", value: "Local professional approval (LPA)" },
      { term: "Issued", value: "2 Mar 2026, 2:30 PM" },
      { term: "Signing key", value: "0a1b2c3d" },
      { term: "Signatory", value: "No. 2" },
    ]);
  });

  it("leaves out what the record does not have", () => {
    const rows = recordRows({ ...RECORD, personName: null, signatory: null });
    expect(rows.map((row) => row.term)).toEqual(["Application reference", "Business"]);
  });

  it("says who signed, and since when and why a letter is no longer in force", () => {
    const rows = recordRows({ ...RECORD, revokedAt: "2026-04-01T00:00:00.000Z", revocationReason: "Issued in error", supersededBy: "ICTM-QRST-UVWX-YZ23-4567" });
    expect(rows).toContainEqual({ term: "Signed by", value: "Dayang Siti Aminah binti Haji Osman, Director, ICT Manpower" });
    expect(rows).toContainEqual({ term: "No longer in force since", value: "1 Apr 2026, 8:00 AM: Issued in error" });
    expect(rows).toContainEqual({ term: "Replaced by", value: "ICTM-QRST-UVWX-YZ23-4567" });
  });
});
