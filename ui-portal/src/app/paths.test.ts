import { describe, expect, it } from "vitest";
import { safeReturnPath, signInPath } from "./paths.ts";

describe("returning after sign-in", () => {
  it("returns to a path of this site", () => {
    expect(safeReturnPath("/account")).toBe("/account");
    expect(signInPath("/account")).toBe("/talents/sign-in?next=%2Faccount");
  });

  it("never sends a person to another site", () => {
    for (const value of ["https://evil.example", "//evil.example", "/\\evil.example", "account", null]) {
      expect(safeReturnPath(value)).toBeNull();
    }
  });
});
