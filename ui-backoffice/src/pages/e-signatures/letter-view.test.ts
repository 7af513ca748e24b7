import { describe, expect, it } from "vitest";
import { KEY_STATUS_BADGES, keyLifeText, LETTER_STATUS_BADGES, letterEndText, mayChangeLetter, mayRevokeKey } from "./letter-view.ts";

const KEY = { status: "active", retiredAt: null, retirementReason: null, revokedAt: null, revocationReason: null } as const;

describe("a signing key's life in words", () => {
  it("the active key signs new letters", () => {
    expect(keyLifeText(KEY)).toBe("Signs new letters");
    expect(KEY_STATUS_BADGES.active).toMatchObject({ label: "Active", tone: "success" });
  });

  it("a retired key says when and why it stopped signing", () => {
    expect(keyLifeText({ ...KEY, status: "retired", retiredAt: "2026-03-02T06:30:00Z", retirementReason: "rotated" })).toBe("Retired 2 Mar 2026, 2:30 PM (rotated)");
    expect(keyLifeText({ ...KEY, status: "retired", retiredAt: "2026-03-02T06:30:00Z", retirementReason: "private-key-missing" })).toBe(
      "Retired 2 Mar 2026, 2:30 PM (its private half was missing on the server)",
    );
  });

  it("a revoked key says when and the administrator's reason, even if it was retired before", () => {
    const revoked = { ...KEY, status: "revoked", retiredAt: "2026-03-02T06:30:00Z", revokedAt: "2026-04-01T00:00:00Z", revocationReason: "Laptop stolen" } as const;
    expect(keyLifeText(revoked)).toBe("Revoked 1 Apr 2026, 8:00 AM: Laptop stolen");
  });

  it("only a key not yet revoked can be revoked", () => {
    expect(mayRevokeKey({ status: "active" })).toBe(true);
    expect(mayRevokeKey({ status: "retired" })).toBe(true);
    expect(mayRevokeKey({ status: "revoked" })).toBe(false);
  });
});

describe("a signed letter's state in words", () => {
  const LETTER = { status: "valid", revokedAt: null, revocationReason: null, supersededBy: null } as const;

  it("a letter in force says nothing more and may be revoked or signed again", () => {
    expect(letterEndText(LETTER)).toBeNull();
    expect(mayChangeLetter(LETTER)).toBe(true);
    expect(LETTER_STATUS_BADGES.valid.label).toBe("In force");
  });

  it("a revoked letter gives the time and the reason, and offers nothing", () => {
    const revoked = { ...LETTER, status: "revoked", revokedAt: "2026-04-01T00:00:00Z", revocationReason: "Final approval was reset" } as const;
    expect(letterEndText(revoked)).toBe("Revoked 1 Apr 2026, 8:00 AM: Final approval was reset");
    expect(mayChangeLetter(revoked)).toBe(false);
  });

  it("a superseded letter names the one that replaced it", () => {
    const superseded = { ...LETTER, status: "superseded", revokedAt: "2026-04-01T00:00:00Z", supersededBy: "ICTM-AAAA-BBBB-CCCC-DDDD" } as const;
    expect(letterEndText(superseded)).toBe("Replaced 1 Apr 2026, 8:00 AM by ICTM-AAAA-BBBB-CCCC-DDDD");
    expect(mayChangeLetter(superseded)).toBe(false);
  });
});
