import { describe, expect, it } from "vitest";
import { aMember, makeTestCore } from "../test-support/test-core.ts";
import { signIn } from "./sign-in.ts";

const credentials = { accountType: "Talent" as const, email: "ann@example.com", password: "correct horse" };

describe("signIn", () => {
  it("a successful sign-in fills the session store and saves the session to storage and cookie", async () => {
    const { core, http, saved, cookies, types } = makeTestCore({
      script: [
        { method: "POST", path: "/talents/sign-ins/username-pwd", status: 200, body: { data: { accessToken: "tok-1", member: aMember } } },
      ],
    });
    const result = await core.run(signIn(credentials));

    expect(result).toEqual({ ok: true, value: { token: "tok-1", member: aMember, accountType: "Talent", profilePicture: null, business: null } });
    expect(core.stores.session.value).toEqual({
      status: "loggedIn",
      token: "tok-1",
      member: aMember,
      accountType: "Talent",
      profilePicture: null,
      business: null,
    });
    expect(JSON.parse(saved() ?? "null")).toEqual({ token: "tok-1", member: aMember, accountType: "Talent", profilePicture: null, business: null });
    expect(cookies.read()).toBe("ictm_member_token=tok-1");
    expect(JSON.parse(http.requests[0]?.body ?? "")).toEqual({ email: "ann@example.com", password: "correct horse" });
    expect(types()).toEqual(["v1.SignedIn"]);
  });

  it("wrong credentials fail with LoginDetailsIncorrect in the server's words, a CommandFailed event and a toast", async () => {
    const { core, saved } = makeTestCore({
      script: [
        {
          method: "POST",
          path: "/talents/sign-ins/username-pwd",
          status: 401,
          body: { title: "Unauthorized", status: 401, messages: ["Login details incorrect. Please try again."] },
        },
      ],
    });
    const result = await core.run(signIn({ ...credentials, password: "wrong password" }));

    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error._tag).toBe("LoginDetailsIncorrect");
    expect(result.error.message).toBe("Login details incorrect. Please try again.");
    expect(core.eventLog.tail().map(({ type, payload }) => ({ type, payload }))).toEqual([
      {
        type: "v1.CommandFailed",
        payload: {
          command: "commands.signIn",
          error: "LoginDetailsIncorrect",
          message: "Login details incorrect. Please try again.",
          silent: false,
        },
      },
    ]);
    // A 401 on the whitelist is not an expired session.
    expect(core.stores.session.value.status).toBe("unknown");
    expect(core.stores.toasts.value).toEqual([
      { id: "toast-1", tone: "danger", message: "Login details incorrect. Please try again." },
    ]);
    expect(saved()).toBeNull();
  });

  it("an invalid form never reaches the server and names each field", async () => {
    const { core, http } = makeTestCore();
    const result = await core.run(signIn({ accountType: "Talent", email: "ann", password: "" }));

    expect(result.ok ? null : result.error).toMatchObject({
      _tag: "ValidationFailed",
      fieldErrors: { email: "Please enter a valid e-mail address.", password: "Please enter your password." },
    });
    expect(http.requests).toEqual([]);
  });

  it("an account not yet activated is refused with the server's message", async () => {
    const { core } = makeTestCore({
      script: [
        {
          method: "POST",
          path: "/talents/sign-ins/username-pwd",
          status: 403,
          body: { type: "urn:ictm:problem:activation-required", title: "Forbidden", status: 403, messages: ["Please activate your account first."] },
        },
      ],
    });
    const result = await core.run(signIn(credentials));
    expect(result.ok ? null : result.error).toMatchObject({ _tag: "AccountNotActivated", message: "Please activate your account first." });
  });
});
