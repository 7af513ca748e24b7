import { describe, expect, it } from "vitest";
import { aMember, makeTestCore } from "../../test-support/test-core.ts";
import { signUpTalent } from "./sign-up-talent.ts";

const form = { email: "ann@example.com", password: "correct horse", name: "Ann Talent" };

describe("signUpTalent", () => {
  it("posts email, password and name, appends TalentSignedUp and does not sign in", async () => {
    const test = makeTestCore({
      script: [
        { method: "POST", path: "/talents/sign-ups/username-pwd", status: 201, body: { data: { member: aMember, activationRequired: true } } },
      ],
    });
    const result = await test.core.run(signUpTalent(form));

    expect(result).toEqual({ ok: true, value: { member: aMember, activationRequired: true } });
    expect(JSON.parse(test.http.requests[0]?.body ?? "")).toEqual(form);
    expect(test.types()).toEqual(["v1.TalentSignedUp"]);
    expect(test.core.stores.session.value.token).toBeNull();
  });

  it("an e-mail already in use reads the catalogue's words", async () => {
    const message = "Sorry, this email already belongs to an account. Please login instead.";
    const test = makeTestCore({
      script: [{ method: "POST", path: "/talents/sign-ups/username-pwd", status: 409, body: { title: "Conflict", status: 409, messages: [message] } }],
    });
    const result = await test.core.run(signUpTalent(form));

    expect(result.ok ? null : result.error).toMatchObject({ _tag: "EmailAlreadyRegistered", message });
    expect(test.core.stores.toasts.value).toEqual([{ id: "toast-1", tone: "danger", message }]);
  });

  it("the server's field errors come back per field, first message first", async () => {
    const test = makeTestCore({
      script: [
        {
          method: "POST",
          path: "/talents/sign-ups/username-pwd",
          status: 400,
          body: { title: "Bad Request", status: 400, errors: { name: ["Please enter your name (up to 120 characters)."] } },
        },
      ],
    });
    const result = await test.core.run(signUpTalent(form));
    expect(result.ok ? null : result.error).toMatchObject({
      _tag: "ValidationFailed",
      message: "Please enter your name (up to 120 characters).",
      fieldErrors: { name: "Please enter your name (up to 120 characters)." },
    });
  });
});
