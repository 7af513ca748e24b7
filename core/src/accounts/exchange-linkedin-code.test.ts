import { describe, expect, it } from "vitest";
import { makeTestCore, problemOf } from "../test-support/test-core.ts";
import { exchangeLinkedInCode } from "./exchange-linkedin-code.ts";

const input = { code: "AQT-code", redirectUri: "https://portal.ictm.bn/auth/linkedin/callback" };

describe("exchangeLinkedInCode", () => {
  it("trades the code for LinkedIn's access token and keeps the token out of the log", async () => {
    const test = makeTestCore({
      script: [{ method: "POST", path: "/members/linkedin/access-tokens", status: 200, body: { data: { accessToken: "li-token" } } }],
    });
    const result = await test.core.run(exchangeLinkedInCode(input));

    expect(result).toEqual({ ok: true, value: { accessToken: "li-token" } });
    expect(JSON.parse(test.http.requests[0]?.body ?? "")).toEqual(input);
    expect(test.core.eventLog.snapshot().map(({ type, payload }) => ({ type, payload }))).toEqual([
      { type: "v1.LinkedInCodeExchanged", payload: { redirectUri: input.redirectUri } },
    ]);
    expect(JSON.stringify(test.core.eventLog.snapshot())).not.toContain("li-token");
  });

  it("a code LinkedIn refuses is IdentityNotVerified and never an expired session", async () => {
    const message = "We could not verify your LinkedIn account. Please try again.";
    const test = makeTestCore({ script: [{ method: "POST", path: "/members/linkedin/access-tokens", status: 401, body: problemOf("linkedin-identity-refused", message) }] });
    const result = await test.core.run(exchangeLinkedInCode(input));

    expect(result.ok ? null : result.error).toMatchObject({ _tag: "IdentityNotVerified", message });
    expect(test.types()).toEqual(["v1.CommandFailed"]);
  });

  it("a missing code or an address that is not http(s) asks to sign in with LinkedIn again", async () => {
    const test = makeTestCore();
    const result = await test.core.run(exchangeLinkedInCode({ code: "", redirectUri: "javascript:alert(1)" }));
    expect(result.ok ? null : result.error).toMatchObject({
      fieldErrors: { code: "Please sign in with LinkedIn again.", redirectUri: "Please sign in with LinkedIn again." },
    });
    expect(test.http.requests).toEqual([]);
  });
});
