// Public answers compressed, and only they (server/src/http/public-answers.ts): a GET anyone may make (the
// contract's `x-ictm-callers: [anyone]`) asked by nobody the server knows, with JSON of 1 kB or more, goes out as
// the request accepts (br preferred, gzip), decoding to the very answer sent uncompressed; with Vary: Accept-Encoding.
// A member's own answers, the same public search asked with a member's token, a write's answer (a sign-in's tokens),
// a small answer and an error are sent as they are: compressing a secret beside input the asker chose can give it
// away by its size (BREACH).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPRESSED_FROM_BYTES } from "@ictm/server/http/public-answers.ts";
import { demoAccounts } from "@ictm/server/demo/dataset.ts";
import { decoded, rawRequest } from "../support/raw-http.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

const demoPassword = demoAccounts[0].password;
let server: TestServer;
let talentToken: string;
beforeAll(async () => {
  server = await startTestServer({ demo: true });
  const signedIn = await rawRequest(`${server.url}/api/v1/talents/sign-ins/username-pwd`, null, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "talent@demo.ictm.bn", password: demoPassword }),
  });
  talentToken = (JSON.parse(signedIn.body.toString("utf8")) as { data: { accessToken: string } }).data.accessToken;
}, 120_000);
afterAll(async () => server?.close());

const get = (path: string, acceptEncoding: string | null, headers: Record<string, string> = {}) => rawRequest(`${server.url}${path}`, acceptEncoding, { headers });

describe("a public read asked by nobody known", () => {
  for (const path of ["/api/v1/portal/common-data", "/api/v1/talents/searches?pageNumber=1&pageSize=10", "/api/v1/job-vacancies/searches?pageNumber=1&pageSize=10"]) {
    it(`${path}: compressed as the request accepts, the same JSON once decoded`, async () => {
      const plain = await get(path, null);
      expect(plain.status).toBe(200);
      expect(plain.body.length).toBeGreaterThanOrEqual(COMPRESSED_FROM_BYTES);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.headers["vary"]).toMatch(/accept-encoding/i);
      for (const [accepted, chosen] of [["gzip, deflate, br", "br"], ["gzip", "gzip"], ["br;q=0, gzip", "gzip"], ["identity", undefined]] as const) {
        const answer = await get(path, accepted);
        expect(answer.status).toBe(200);
        expect(answer.headers["content-encoding"], accepted).toBe(chosen);
        expect(answer.headers["vary"]).toMatch(/accept-encoding/i);
        expect(JSON.parse(decoded(answer.body, chosen))).toEqual(JSON.parse(plain.body.toString("utf8")));
        if (chosen !== undefined) expect(answer.body.length).toBeLessThan(plain.body.length / 2);
      }
    });
  }
});

describe("sent as they are", () => {
  it("the same public search asked with a member's token (its answer may hold what only the member sees)", async () => {
    const answer = await get("/api/v1/talents/searches?pageNumber=1&pageSize=10", "br", { "x-member-authorization": talentToken });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.body.length).toBeGreaterThanOrEqual(COMPRESSED_FROM_BYTES);
  });

  it("a member's own answers, a write's answer with its tokens, and an error", async () => {
    const own = await get("/api/v1/talents/profiles", "br", { "x-member-authorization": talentToken });
    expect(own.status).toBe(200);
    expect(own.headers["content-encoding"]).toBeUndefined();
    const signIn = await rawRequest(`${server.url}/api/v1/talents/sign-ins/username-pwd`, "br", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "talent@demo.ictm.bn", password: demoPassword }),
    });
    expect(signIn.status).toBe(200);
    expect(signIn.headers["content-encoding"]).toBeUndefined();
    expect(decoded(signIn.body, null)).toContain("accessToken");
    const refused = await get("/api/v1/talents/searches?pageNumber=0", "br");
    expect(refused.status).toBe(400);
    expect(refused.headers["content-encoding"]).toBeUndefined();
  });
});
