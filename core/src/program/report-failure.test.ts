import { Effect, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { AccountTypeField, EmailField, GoogleCredentialsField } from "../accounts/fields.ts";
import { decodeInput, decodeTagged } from "./report-failure.ts";

const Email = Schema.Struct({ accountType: AccountTypeField, method: Schema.optional(Schema.Literal("email")), email: EmailField });
const Google = Schema.Struct({ accountType: AccountTypeField, method: Schema.Literal("google"), googleCredentials: GoogleCredentialsField });
type Input = typeof Email.Type | typeof Google.Type;
const decode = decodeTagged<Input>(
  "method",
  { email: decodeInput(Email), google: decodeInput(Google) },
  { fallback: "email", message: "Please choose how to sign in." },
);
const errorsOf = (input: unknown) =>
  Effect.runSync(decode(input).pipe(Effect.match({ onFailure: (error) => error.fieldErrors, onSuccess: () => ({}) })));

describe("decodeTagged", () => {
  it("reads only the messages of the shape the tag chose", () => {
    expect(errorsOf({ accountType: "Talent", method: "google", googleCredentials: "" })).toEqual({
      googleCredentials: "Please sign in with Google again.",
    });
  });

  it("takes a missing tag for the fallback", () => {
    expect(errorsOf({ accountType: "Talent", email: "ann" })).toEqual({ email: "Please enter a valid e-mail address." });
    expect(Effect.runSync(decode({ accountType: "Business", email: "ann@example.com" }))).toEqual({
      accountType: "Business",
      email: "ann@example.com",
    });
  });

  it("refuses an unknown tag, a tag that is not text, or one from Object's prototype, under the tag's name", () => {
    for (const method of ["facebook", 7, "toString", "constructor"]) {
      expect(errorsOf({ accountType: "Talent", method })).toEqual({ method: "Please choose how to sign in." });
    }
  });

  it("names a wrong account type with core's words", () => {
    expect(errorsOf({ accountType: "Admin", email: "ann@example.com" })).toEqual({ accountType: "Please choose a Talent or a Business account." });
  });
});
