import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { restoreSession } from "../accounts/restore-session.ts";
import { loadWorkflows } from "../workflows/load-workflows.ts";
import { aMember, makeTestCore } from "../test-support/test-core.ts";
import { ApiClient, type CallOptions } from "./api-client.ts";

const saved = { token: "tok-1", member: aMember, accountType: "Talent" as const, profilePicture: null };
const getProfile = (options?: CallOptions) =>
  Effect.gen(function* () {
    const api = yield* ApiClient;
    return yield* api.portal((client) => client.GET("/talents/profiles"), options);
  });
const unauthorized = { method: "GET", path: "/talents/profiles", status: 401, body: { title: "Unauthorized", status: 401 } };

describe("ApiClient", () => {
  it("sends no member header without a session", async () => {
    const test = makeTestCore({ script: [{ ...unauthorized }] });
    await test.core.run(getProfile());
    expect(test.http.requests[0]?.headers).not.toHaveProperty("x-member-authorization");
  });

  it("a call flagged skipAuthCheck fails silently: no expiry, no toast", async () => {
    const test = makeTestCore({ saved, script: [{ ...unauthorized }] });
    await test.core.run(restoreSession());
    const result = await test.core.run(getProfile({ skipAuthCheck: true }), { command: "test.getProfile" });

    expect(result.ok ? null : result.error).toMatchObject({ _tag: "SessionExpired", silent: true });
    expect(test.core.stores.session.value.status).toBe("loggedIn");
    expect(test.core.stores.toasts.value).toEqual([]);
    expect(test.core.eventLog.tail().at(-1)).toMatchObject({
      type: "v1.CommandFailed",
      payload: { command: "test.getProfile", silent: true },
    });
  });

  it("a call flagged silent still expires the session on 401 but shows no toast", async () => {
    const test = makeTestCore({ saved, script: [{ ...unauthorized }] });
    await test.core.run(restoreSession());
    await test.core.run(getProfile({ silent: true }));

    expect(test.core.stores.session.value.status).toBe("loggedOut");
    expect(test.core.stores.toasts.value).toEqual([]);
  });

  it("no answer at all reads 'Sorry, an unexpected error has occurred.'", async () => {
    const test = makeTestCore();
    const result = await test.core.run(getProfile());

    expect(result.ok ? null : result.error).toMatchObject({
      _tag: "NetworkError",
      message: "Sorry, an unexpected error has occurred.",
    });
    expect(test.core.stores.toasts.value.map((toast) => toast.message)).toEqual(["Sorry, an unexpected error has occurred."]);
  });

  it("an error answer that is not problem+json reads 'Sorry, an unexpected error has occurred.'", async () => {
    const test = makeTestCore({ script: [{ method: "GET", path: "/talents/profiles", status: 502, body: "Bad gateway" }] });
    const result = await test.core.run(getProfile());
    expect(result.ok ? null : result.error).toMatchObject({
      _tag: "UnexpectedError",
      message: "Sorry, an unexpected error has occurred.",
    });
  });

  it("reads each call's flags from the contract by method and path: a 401 on a way in expires nothing", async () => {
    const test = makeTestCore({
      saved,
      script: [{ method: "POST", path: "/talents/sign-ins/username-pwd", status: 401, body: { title: "Unauthorized", status: 401 } }],
    });
    await test.core.run(restoreSession());
    const signIn = ApiClient.use((api) =>
      api.portal((client) => client.POST("/talents/sign-ins/username-pwd", { body: { email: "ann@example.com", password: "correct horse" } })),
    );
    const result = await test.core.run(Effect.asVoid(signIn), { command: "test.signIn" });

    expect(result.ok ? null : result.error).toMatchObject({ _tag: "LoginDetailsIncorrect", message: "Unauthorized" });
    expect(test.core.stores.session.value.status).toBe("loggedIn");
  });

  it("tags a failure by the problem kind the server names", async () => {
    const stale = { type: "urn:ictm:problem:stale-version", title: "Conflict", status: 409 };
    const test = makeTestCore({ saved, script: [{ method: "GET", path: "/talents/profiles", status: 409, body: stale }] });
    await test.core.run(restoreSession());
    const result = await test.core.run(getProfile());
    expect(result.ok ? null : result.error).toMatchObject({ _tag: "StaleVersion", message: "Conflict" });
  });

  it("back-office calls go to the back-office base and feed the workflows store", async () => {
    const workflows = [{ id: "6f1c1d1e-0000-4000-8000-000000000001", name: "Expat permits", permitTypes: ["pvv", "sawp"] }];
    const test = makeTestCore({ script: [{ method: "GET", path: "/backoffice/api/v1/workflows", status: 200, body: { data: workflows } }] });
    const result = await test.core.run(loadWorkflows());

    expect(result).toEqual({ ok: true, value: workflows });
    expect(test.http.requests[0]?.url).toBe("http://portal.test/backoffice/api/v1/workflows");
    expect(test.core.stores.workflows.value).toEqual({ status: "loaded", items: workflows });
  });
});
