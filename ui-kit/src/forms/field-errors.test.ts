import { describe, expect, it } from "vitest";
import { visibleError, withoutField } from "./field-errors.ts";

const errors = { email: "Please enter a valid e-mail address." };

describe("when a field's message shows", () => {
  it("stays quiet while the person has not left the field nor submitted", () => {
    expect(visibleError({ field: "email", errors, serverErrors: {}, touched: new Set(), submitted: false })).toBeUndefined();
  });

  it("shows after the field loses focus", () => {
    expect(visibleError({ field: "email", errors, serverErrors: {}, touched: new Set(["email"]), submitted: false })).toBe(errors.email);
  });

  it("shows for every field after a submit attempt", () => {
    expect(visibleError({ field: "email", errors, serverErrors: {}, touched: new Set(), submitted: true })).toBe(errors.email);
  });

  it("shows the server's message until the field is edited", () => {
    const serverErrors = { name: "Please enter your name (up to 120 characters)." };
    expect(visibleError({ field: "name", errors, serverErrors, touched: new Set(), submitted: false })).toBe(serverErrors.name);
    expect(visibleError({ field: "name", errors, serverErrors: withoutField(serverErrors, "name"), touched: new Set(), submitted: false })).toBeUndefined();
  });

  it("prefers the form's own message to the server's", () => {
    const serverErrors = { email: "Sorry, this email already belongs to an account. Please login instead." };
    expect(visibleError({ field: "email", errors, serverErrors, touched: new Set(["email"]), submitted: false })).toBe(errors.email);
  });
});
