import { describe, expect, it } from "vitest";
import { makeTestCore } from "../test-support/test-core.ts";
import { activateAccount } from "./activate-account.ts";
import { requestActivationMail } from "./request-activation-mail.ts";

describe("activateAccount", () => {
  it("posts the token with the member's e-mail as a query value and appends AccountActivated", async () => {
    const test = makeTestCore({
      script: [{ method: "POST", path: "/members/activate/abc123", status: 200, body: { data: { email: "ann@example.com", activated: true } } }],
    });
    const result = await test.core.run(activateAccount({ token: "abc123", memberEmail: "ann@example.com" }));

    expect(result).toEqual({ ok: true, value: { email: "ann@example.com", activated: true } });
    expect(test.http.requests[0]?.url).toBe("http://portal.test/api/v1/members/activate/abc123?memberEmail=ann%40example.com");
    expect(test.core.eventLog.snapshot().map(({ type, payload }) => ({ type, payload }))).toEqual([
      { type: "v1.AccountActivated", payload: { email: "ann@example.com" } },
    ]);
  });

  it("a used or expired link is ActivationLinkInvalid in the server's words, and no session expires", async () => {
    const test = makeTestCore({
      script: [
        { method: "POST", path: "/members/activate/old", status: 410, body: { type: "urn:ictm:problem:activation-link-invalid", title: "Gone", status: 410, messages: ["This link has expired."] } },
      ],
    });
    const result = await test.core.run(activateAccount({ token: "old", memberEmail: "ann@example.com" }));
    expect(result.ok ? null : result.error).toMatchObject({ _tag: "ActivationLinkInvalid", message: "This link has expired." });
    expect(test.types()).toEqual(["v1.CommandFailed"]);
  });
});

describe("requestActivationMail", () => {
  it("asks for a new link and appends ActivationMailRequested", async () => {
    const notice = { message: "If an account is waiting for activation, a new link is on its way." };
    const test = makeTestCore({
      script: [{ method: "POST", path: "/members/activation-requests", status: 202, body: { data: notice } }],
    });
    const result = await test.core.run(requestActivationMail({ memberEmail: "ann@example.com" }));

    expect(result).toEqual({ ok: true, value: notice });
    expect(test.types()).toEqual(["v1.ActivationMailRequested"]);
  });

  it("too many requests is TooManyAttempts, and a 401 here is not an expired session", async () => {
    const test = makeTestCore({
      script: [
        { method: "POST", path: "/members/activation-requests", status: 429, body: { title: "Too Many Requests", status: 429 } },
        { method: "POST", path: "/members/activation-requests", status: 401, body: { title: "Unauthorized", status: 401 } },
      ],
    });
    const first = await test.core.run(requestActivationMail({ memberEmail: "ann@example.com" }));
    const second = await test.core.run(requestActivationMail({ memberEmail: "ann@example.com" }));

    expect(first.ok ? null : first.error).toMatchObject({ _tag: "TooManyAttempts", message: "Too Many Requests" });
    expect(second.ok ? null : second.error).toMatchObject({ _tag: "Refused", message: "Unauthorized" });
    expect(test.types()).not.toContain("v1.SessionExpired");
  });
});
