import { describe, expect, it } from "vitest";
import { aBusiness, aBusinessMember, makeTestCore, problemOf } from "../test-support/test-core.ts";
import { registerBusiness } from "./register-business.ts";
import { aBusinessRegistration } from "../test-support/fixtures.ts";

const registrationData = aBusinessRegistration;
const summary = { key: aBusiness.key, businessName: aBusiness.businessName, logo: null };

describe("registerBusiness", () => {
  it("by e-mail posts the details with the credentials and waits for activation: no session", async () => {
    const test = makeTestCore({
      script: [
        { method: "POST", path: "/businesses/registrations/email-passwords", status: 201, body: { data: { member: aBusinessMember, activationRequired: true } } },
      ],
    });
    const input = { method: "email" as const, registrationData, email: "hr@dataworks.bn", password: "correct horse" };
    const result = await test.core.run(registerBusiness(input));

    expect(result).toEqual({ ok: true, value: { signedIn: false, member: aBusinessMember, activationRequired: true, session: null } });
    expect(JSON.parse(test.http.requests[0]?.body ?? "")).toEqual({ registrationData, email: "hr@dataworks.bn", password: "correct horse" });
    expect(test.core.eventLog.snapshot().map(({ type, payload }) => ({ type, payload }))).toEqual([
      { type: "v1.BusinessRegistered", payload: { member: aBusinessMember, business: null, activationRequired: true, method: "email" } },
    ]);
    expect(test.core.stores.session.value.token).toBeNull();
  });

  it.each([
    ["google", "/businesses/registrations/google"],
    ["linkedin", "/businesses/registrations/linkedin"],
  ] as const)("by %s it is signed in at once as a Business, with its business in the header", async (method, path) => {
    const test = makeTestCore({
      script: [{ method: "POST", path, status: 201, body: { data: { accessToken: "tok-b", member: aBusinessMember, business: aBusiness } } }],
    });
    const result = await test.core.run(registerBusiness({ method, registrationData, socialToken: "provider-token" }));

    const session = { token: "tok-b", member: aBusinessMember, accountType: "Business", profilePicture: null, business: summary };
    expect(result).toEqual({ ok: true, value: { signedIn: true, member: aBusinessMember, activationRequired: false, session } });
    expect(JSON.parse(test.http.requests[0]?.body ?? "")).toEqual({ registrationData, socialToken: "provider-token" });
    expect(test.types()).toEqual(["v1.BusinessRegistered", "v1.SignedIn"]);
    expect(test.core.stores.session.value).toEqual({ status: "loggedIn", ...session });
    expect(JSON.parse(test.saved() ?? "null")).toEqual(session);
  });

  it("broken details are named per field, nested ones by their own name, before any call", async () => {
    const test = makeTestCore();
    const input = {
      method: "email" as const,
      registrationData: { ...registrationData, phone: "call me", registrationNumber: "#1" },
      email: "hr@dataworks.bn",
      password: "short",
    };
    const result = await test.core.run(registerBusiness(input));

    expect(result.ok ? null : result.error).toMatchObject({
      _tag: "ValidationFailed",
      fieldErrors: {
        phone: "Please enter a phone number (digits, spaces, + - and brackets; 7 to 20 characters).",
        registrationNumber: "Please enter the registration number from the business certificate.",
        password: "Passwords are 8 to 128 characters long.",
      },
    });
    expect(test.http.requests).toEqual([]);
  });

  it("an e-mail already in use reads the catalogue's words", async () => {
    const message = "Sorry, this email already belongs to an account. Please login instead.";
    const test = makeTestCore({ script: [{ method: "POST", path: "/businesses/registrations/email-passwords", status: 409, body: problemOf("email-taken", message) }] });
    const result = await test.core.run(registerBusiness({ method: "email", registrationData, email: "hr@dataworks.bn", password: "correct horse" }));
    expect(result.ok ? null : result.error).toMatchObject({ _tag: "EmailAlreadyRegistered", message });
  });

  it("a provider token that does not prove the identity is IdentityNotVerified, and no session expires", async () => {
    const test = makeTestCore({ script: [{ method: "POST", path: "/businesses/registrations/linkedin", status: 401, body: problemOf("linkedin-identity-refused") }] });
    const result = await test.core.run(registerBusiness({ method: "linkedin", registrationData, socialToken: "li-old" }));

    expect(result.ok ? null : result.error).toMatchObject({ _tag: "IdentityNotVerified", message: "Unauthorized" });
    expect(test.types()).toEqual(["v1.CommandFailed"]);
  });
});
