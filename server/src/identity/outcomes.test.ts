// What the server keeps of a provider's claims: a lowercased address or nothing, a clean name or nothing.
import { describe, expect, it } from "vitest";
import { identityEmail, identityName } from "./outcomes.ts";

describe("identity claims", () => {
  it("accept an address in any capitals and refuse anything that is not one", () => {
    expect(identityEmail(" Nur.Aisyah@Example.BN ")).toBe("nur.aisyah@example.bn");
    for (const value of ["", "no-at-sign", "two words@x.bn", 42, null, `${"a".repeat(250)}@x.bn`]) expect(identityEmail(value)).toBeNull();
  });

  it("trim names, drop control characters, cut them at 120 characters, and treat blank as none", () => {
    expect(identityName("  Awang\u0000 Hakim ")).toBe("Awang  Hakim");
    expect(identityName("x".repeat(200))).toHaveLength(120);
    expect(identityName("   ")).toBeNull();
    expect(identityName(undefined)).toBeNull();
  });
});
