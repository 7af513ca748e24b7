import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fcParameters } from "../test-support/fast-check.ts";
import { validateForm } from "../forms/validate-form.ts";
import { PasswordChangeForm, PasswordResetForm, PasswordResetRequestForm } from "./forms.ts";

describe("password forms", () => {
  it("a reset request needs an e-mail address", () => {
    expect(validateForm(PasswordResetRequestForm, { email: "ann@example.com" })).toEqual({});
    expect(validateForm(PasswordResetRequestForm, { email: "" })).toEqual({ email: "Please enter a valid e-mail address." });
  });

  it("a confirmation that differs from a valid new password reads 'The passwords do not match.'", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 8, maxLength: 128 }), fc.string({ maxLength: 128 }), (newPassword, confirmation) => {
        const errors = validateForm(PasswordResetForm, { newPassword, confirmation });
        expect(errors).toEqual(newPassword === confirmation ? {} : { confirmation: "The passwords do not match." });
        expect(validateForm(PasswordResetForm, { newPassword, confirmation: newPassword })).toEqual({});
      }),
      fcParameters(),
    );
  });

  it("a new password outside 8 to 128 characters is named first, under its own field", () => {
    expect(validateForm(PasswordResetForm, { newPassword: "short", confirmation: "other" })).toEqual({
      newPassword: "Passwords are 8 to 128 characters long.",
    });
  });

  it("a change needs the current password, a new one, and the same one again", () => {
    expect(validateForm(PasswordChangeForm, {})).toEqual({
      currentPassword: "Please enter your current password.",
      newPassword: "Passwords are 8 to 128 characters long.",
      confirmation: "The passwords do not match.",
    });
    expect(validateForm(PasswordChangeForm, { currentPassword: "old", newPassword: "new correct horse", confirmation: "new correct hors" })).toEqual({
      confirmation: "The passwords do not match.",
    });
    expect(validateForm(PasswordChangeForm, { currentPassword: "old", newPassword: "new correct horse", confirmation: "new correct horse" })).toEqual({});
  });
});
