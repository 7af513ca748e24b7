// When something breaks inside the server, the caller gets the catalogue's unexpected-error problem with no
// internals, and the half-done change is rolled back. A mail relay that refuses connections is not such a failure:
// the change is kept, and its mail waits in the outbox to be retried.
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

/** One statement straight to the database, behind the server's back. */
const sql = (text: string, params: unknown[] = []) => server.portal.db.rawTransaction((raw) => raw.query(text, params));

describe("an unexpected failure", () => {
  it("answers 500 with the catalogue's text and stores nothing of the sign-up", async () => {
    const email = uniqueEmail("no-outbox");
    const body = { email, password: testPassword, name: "Outbox Less" };
    // The sign-up's last write (its activation mail into the outbox) fails after the member row was written.
    await sql("alter table outbox rename to outbox_away");
    try {
      const first = await portalClient(server).POST("/talents/sign-ups/username-pwd", { body });
      expect(first.response.status).toBe(500);
      expect(first.response.headers.get("content-type")).toMatch(/^application\/problem\+json/);
      expect(first.error).toEqual({
        type: "urn:ictm:problem:unexpected",
        title: "Sorry, an unexpected error has occurred.",
        status: 500,
        messages: ["Sorry, an unexpected error has occurred."],
      });
      expect(JSON.stringify(first.error)).not.toMatch(/outbox|relation|stack|sql/i);
    } finally {
      await sql("alter table outbox_away rename to outbox");
    }
    // Rolled back: the same sign-up is not refused as a duplicate.
    const second = await portalClient(server).POST("/talents/sign-ups/username-pwd", { body });
    expect(second.response.status).toBe(201);
  });

  it("a refused mail relay loses nothing: the sign-up stands and its mail waits in the outbox for a retry", async () => {
    const email = uniqueEmail("relay-down");
    const answer = await portalClient(server).POST("/talents/sign-ups/username-pwd", {
      body: { email, password: testPassword, name: "Relay Down" },
    });
    expect(answer.response.status).toBe(201);
    const result = await server.portal.services.outbox.deliverDue(new Date(Date.now() + 24 * 3600_000));
    expect(result.sent).toBe(0);
    // The server's own delivery loop may hold the mail at this moment (it wakes on the sign-up's commit): its refused
    // attempt is recorded when the relay has answered, so wait for that, whichever of the two tried.
    const outboxRow = async () => (await sql("select attempts, sent_at, next_attempt_at, last_error from outbox where recipient = $1", [email]))[0];
    await expect.poll(async () => Number((await outboxRow())?.["attempts"] ?? 0), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    const rows = await sql("select attempts, sent_at, next_attempt_at, last_error from outbox where recipient = $1", [email]);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row?.["sent_at"]).toBeNull();
    expect(Number(row?.["attempts"])).toBeGreaterThanOrEqual(1);
    expect(row?.["next_attempt_at"]).not.toBeNull();
    expect(String(row?.["last_error"])).not.toBe("");
  });
});
