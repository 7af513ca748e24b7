import { describe, expect, it } from "vitest";
import { emptyNewStaff, newStaffInput } from "./staff-values.ts";

describe("a new staff member's values", () => {
  it("leaves the password out when none was typed, so the server mails a link to choose one", () => {
    const input = newStaffInput({ ...emptyNewStaff, name: "Siti", email: "siti@demo.ictm.bn", roles: ["officer"] });
    expect(input).toEqual({ name: "Siti", email: "siti@demo.ictm.bn", roles: ["officer"] });
    expect("password" in input).toBe(false);
  });

  it("sends a typed password as it is", () => {
    expect(newStaffInput({ ...emptyNewStaff, password: "Demo!2345" })).toMatchObject({ password: "Demo!2345" });
  });
});
