// When something breaks inside the server (here: the mail relay refuses connections), the caller gets the
// catalogue's unexpected-error problem with no internals, and the half-done change is rolled back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server.ts";
import { portalClient, testPassword, uniqueEmail } from "../support/api.ts";

let server: TestServer;
beforeAll(async () => {
  // Port 9 (discard) on loopback: nothing listens, so every SMTP connection is refused at once.
  server = await startTestServer({ config: { smtpUrl: "smtp://127.0.0.1:9" } });
});
afterAll(async () => {
  await server?.close();
});

describe("an unexpected failure", () => {
  it("answers 500 with the catalogue's text and stores nothing of the sign-up", async () => {
    const email = uniqueEmail("no-mail");
    const body = { email, password: testPassword, name: "Mail Less" };
    const first = await portalClient(server).POST("/talents/sign-ups/username-pwd", { body });
    expect(first.response.status).toBe(500);
    expect(first.response.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect(first.error).toEqual({
      type: "urn:ictm:problem:unexpected",
      title: "Sorry, an unexpected error has occurred.",
      status: 500,
      messages: ["Sorry, an unexpected error has occurred."],
    });
    expect(JSON.stringify(first.error)).not.toMatch(/ECONNREFUSED|stack|127\.0\.0\.1/);
    // Rolled back: the same sign-up is not refused as a duplicate.
    const second = await portalClient(server).POST("/talents/sign-ups/username-pwd", { body });
    expect(second.response.status).toBe(500);
  });
});
