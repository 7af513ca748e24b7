// What every call shares: validation failures in people's words, problem+json for unknown routes, security
// headers, the API docs and the raw contract.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EDGE_MESSAGES } from "@ictm/core/domain";
import { startTestServer, type TestServer } from "../support/server.ts";
import { portalClient } from "../support/api.ts";

let server: TestServer;
let uis: string;
beforeAll(async () => {
  // Stand-ins for the built UIs: an index.html and one hashed asset each.
  uis = await mkdtemp(join(tmpdir(), "ictm-uis-"));
  for (const ui of ["portal", "backoffice"]) {
    await mkdir(join(uis, ui, "assets"), { recursive: true });
    const providerTags = ui === "portal" ? `<meta name="google-signin-client_id" content="" /><meta name="linkedin-callback-url" content="" />` : "";
    await writeFile(join(uis, ui, "index.html"), `<!doctype html><html><head><title>${ui}</title>${providerTags}</head></html>`);
    await writeFile(join(uis, ui, "assets", "app-1a2b.js"), `console.log("${ui}")`);
  }
  server = await startTestServer({ config: { portalDist: join(uis, "portal"), backofficeDist: join(uis, "backoffice") } });
});
afterAll(async () => {
  await server?.close();
  await rm(uis, { recursive: true, force: true });
});

const postJson = (path: string, body: string) =>
  fetch(`${server.url}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body });

describe("validation failures", () => {
  it("name each field with the contract's message", async () => {
    const answer = await portalClient(server).POST("/talents/sign-ups/username-pwd", { body: { email: "not-an-email", password: "short", name: " " } });
    expect(answer.response.status).toBe(400);
    expect(answer.response.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect(answer.error).toEqual({
      type: "urn:ictm:problem:validation-failed",
      title: "The request is not valid.",
      status: 400,
      errors: {
        email: ["Please enter a valid e-mail address."],
        password: ["Passwords are 8 to 128 characters long."],
        name: ["Please enter your name (up to 120 characters)."],
      },
    });
  });

  it("refuse control characters in a name rather than failing in the database", async () => {
    const answer = await postJson("/api/v1/talents/sign-ups/username-pwd", JSON.stringify({ email: "bel@test.ictm.bn", password: "long enough", name: "Ali\u0007" }));
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ errors: { name: ["Please enter your name (up to 120 characters)."] } });
    // A NUL (which PostgreSQL cannot store) is named in the edge's words, as the sign-up form names it.
    const nul = await postJson("/api/v1/talents/sign-ups/username-pwd", JSON.stringify({ email: "nul@test.ictm.bn", password: "long enough", name: "Ali\u0000" }));
    expect(await nul.json()).toMatchObject({ status: 400, errors: { name: [EDGE_MESSAGES.unsafeCharacter] } });
  });

  it("say which fields are missing, in the same words", async () => {
    const answer = await postJson("/api/v1/talents/sign-ins/username-pwd", "{}");
    expect(await answer.json()).toMatchObject({
      status: 400,
      errors: { email: ["Please enter a valid e-mail address."], password: ["Please enter your password."] },
    });
  });

  it("check query parameters, and a body that is not JSON, without validator jargon", async () => {
    const badQuery = await fetch(`${server.url}/api/v1/members/activation-requests?memberEmail=nope`, { method: "POST" });
    expect(await badQuery.json()).toMatchObject({ status: 400, errors: { memberEmail: ["Please enter a valid e-mail address."] } });
    const missingQuery = await fetch(`${server.url}/api/v1/members/activation-requests`, { method: "POST" });
    expect(await missingQuery.json()).toMatchObject({ status: 400, errors: { memberEmail: ["Please enter a valid e-mail address."] } });
    const notJson = await postJson("/api/v1/talents/sign-ups/username-pwd", "{ email:");
    const body: unknown = await notJson.json();
    expect(notJson.status).toBe(400);
    expect(body).toMatchObject({ errors: { body: ["The request body is not valid JSON."] } });
    for (const text of [JSON.stringify(body), JSON.stringify(await (await postJson("/api/v1/talents/sign-ups/username-pwd", "[]")).json())]) {
      expect(text).not.toMatch(/must (be|match|have|NOT)|instancePath|schemaPath/);
    }
  });
});

describe("any other address", () => {
  it("answers an unknown API route with a 404 problem", async () => {
    for (const path of ["/api/v1/no-such-thing", "/backoffice/api/v1/nothing", "/api/v2/talents/profiles"]) {
      const answer = await fetch(`${server.url}${path}`);
      expect(answer.status).toBe(404);
      expect(answer.headers.get("content-type")).toMatch(/^application\/problem\+json/);
      expect(await answer.json()).toMatchObject({ title: "Not Found", status: 404 });
    }
  });

  it("sends security headers and keeps API answers out of caches", async () => {
    const answer = await fetch(`${server.url}/backoffice/api/v1/workflows`);
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    expect(answer.headers.get("referrer-policy")).toBe("no-referrer");
    expect(answer.headers.get("x-frame-options")).toBe("DENY");
    expect(answer.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(answer.headers.get("cache-control")).toBe("no-store");
  });
});

describe("the built UIs", () => {
  const get = (path: string) => fetch(`${server.url}${path}`);

  it("serve each app's index.html at its root and for its own deep links", async () => {
    for (const [path, title] of [["/", "portal"], ["/talents/searches?pageNumber=2", "portal"], ["/backoffice/", "backoffice"], ["/backoffice/workflows/1/board", "backoffice"]]) {
      const page = await get(path ?? "");
      expect(page.status).toBe(200);
      expect(page.headers.get("content-type")).toMatch(/^text\/html/);
      expect(await page.text()).toContain(`<title>${title}</title>`);
    }
    expect((await get("/backoffice")).url).toBe(`${server.url}/backoffice/`);
  });

  it("serve hashed assets for a year and answer a missing file with 404, never with the page", async () => {
    const asset = await get("/assets/app-1a2b.js");
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await asset.text()).toContain("portal");
    expect((await get("/backoffice/assets/app-1a2b.js").then((answer) => answer.text()))).toContain("backoffice");
    expect((await get("/assets/missing-0000.js")).status).toBe(404);
  });
});

describe("Google and LinkedIn, when not configured", () => {
  it("answer 503 saying the portal does not offer them", async () => {
    const api = portalClient(server);
    const google = await api.POST("/talents/sign-ins/google", { body: { googleCredentials: "x" } });
    const linkedin = await api.POST("/businesses/sign-ins/linkedin", { body: { accessToken: "x" } });
    const exchange = await api.POST("/members/linkedin/access-tokens", { body: { code: "x", redirectUri: `${server.url}/auth/linkedin/callback` } });
    expect([google.response.status, linkedin.response.status, exchange.response.status]).toEqual([503, 503, 503]);
    expect(google.error?.messages).toEqual(["Signing in with Google is not available on this portal."]);
    expect(linkedin.error?.messages).toEqual(["Signing in with LinkedIn is not available on this portal."]);
  });

  it("leave the portal page's provider meta tags empty and the CSP free of any provider", async () => {
    const page = await fetch(`${server.url}/`);
    const html = await page.text();
    for (const name of ["google-signin-client_id", "ictm-google-script-url", "linkedin-callback-url", "ictm-linkedin-client-id", "ictm-linkedin-authorization-url"]) {
      expect(html, name).toMatch(new RegExp(`<meta name="${name}" content="" />`));
    }
    expect(page.headers.get("content-security-policy")).not.toMatch(/google|linkedin|https?:/);
    expect(page.headers.get("cross-origin-opener-policy")).toBe("same-origin");
  });
});

describe("documentation", () => {
  it("serves Swagger UI for both APIs from our own server", async () => {
    for (const path of ["/api/docs", "/backoffice/api/docs"]) {
      const page = await fetch(`${server.url}${path}`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain("swagger-ui");
      expect(html).not.toMatch(/https?:\/\/(cdn|unpkg|cdnjs)/);
    }
    const spec: unknown = await (await fetch(`${server.url}/api/docs/json`)).json();
    expect(spec).toMatchObject({ openapi: "3.1.0", info: { title: "ICT Manpower Portal API" } });
  });

  it("serves each contract as written", async () => {
    const portal = await fetch(`${server.url}/api/v1/openapi.yaml`);
    expect(portal.headers.get("content-type")).toMatch(/^application\/yaml/);
    expect(await portal.text()).toContain("operationId: signInTalentWithEmail");
    expect(await (await fetch(`${server.url}/backoffice/api/v1/openapi.yaml`)).text()).toContain("operationId: listWorkflows");
  });
});
