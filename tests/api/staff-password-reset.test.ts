// The staff password reset by mail: the request answers the same for any address (and mails only a staff member),
// is limited like the members' one, and the link sets the password once and signs the staff member out everywhere.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES, STAFF_MESSAGES } from "@ictm/core/domain";
import { readStream } from "@ictm/server/events/store.ts";
import { backofficeClient, signInStaffMember, staffClient, testPassword, uniqueEmail } from "../support/api.ts";
import { staffResetTokenFrom } from "../support/mail.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { addStaffMember } from "../support/staff.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { limits: { passwordResetMail: { perEmail: 3, perClient: 30, windowMs: 60_000 } } } });
});
afterAll(async () => server?.close());

const anyone = () => backofficeClient(server);

describe("POST /password-resets", () => {
  it("answers an unknown address exactly as a known one, and mails only the known one", async () => {
    const { email } = await addStaffMember(server, ["evaluator"]);
    const known = await anyone().POST("/password-resets", { body: { email: email.toUpperCase() } });
    const stranger = uniqueEmail("stranger");
    const unknown = await anyone().POST("/password-resets", { body: { email: stranger } });
    expect([known.response.status, unknown.response.status]).toEqual([200, 200]);
    expect(unknown.data).toEqual(known.data);
    expect(known.data?.data.message).toBe(STAFF_MESSAGES.resetNotice);
    const mail = await server.outbox.waitForMail(email);
    expect(new URL(mail.links[0] ?? "").pathname).toBe("/backoffice/reset-password");
    expect(mail.text).toContain("one hour");
    expect((await server.outbox.all()).some((each) => each.to === stranger)).toBe(false);
  });

  it("is limited per e-mail address: 429 too-many-requests with Retry-After", async () => {
    const email = uniqueEmail("flood");
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) statuses.push((await anyone().POST("/password-resets", { body: { email } })).response.status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe("POST /password-resets/completions", () => {
  it("sets the new password once, signs the staff member out everywhere and tells them by mail", async () => {
    const { email, key, token: first } = await addStaffMember(server, ["officer"]);
    const second = await signInStaffMember(server, email, testPassword);
    await anyone().POST("/password-resets", { body: { email } });
    const token = staffResetTokenFrom(await server.outbox.waitForMail(email));

    const done = await anyone().POST("/password-resets/completions", { body: { token, password: "Another-Horse-7" } });
    expect(done.data?.data).toEqual({ passwordChanged: true, sessionsRevoked: 2 });
    for (const session of [first, second]) expect((await staffClient(server, session).GET("/me")).response.status).toBe(401);
    expect((await anyone().POST("/sign-ins", { body: { email, password: testPassword } })).response.status).toBe(401);
    expect(await signInStaffMember(server, email, "Another-Horse-7")).toBeTruthy();
    expect((await server.outbox.waitForMail(email)).subject).toBe("Your ICT Manpower back-office password was changed");

    const again = await anyone().POST("/password-resets/completions", { body: { token, password: "Third-Horse-5" } });
    expect(again.error).toMatchObject({ status: 410, type: "urn:ictm:problem:reset-link-invalid", messages: [MESSAGES.passwordResetLinkInvalid] });
    const events = await readStream(server.portal.db.orm, `staff-${key}`);
    expect(events.map((event) => event.type)).toContain("v1.StaffPasswordResetCompleted");
    expect(JSON.stringify(events.map((event) => event.payload))).not.toContain(token);
  });

  it("refuses an unknown token and a short password with the contract's words", async () => {
    const unknown = await anyone().POST("/password-resets/completions", { body: { token: "x".repeat(43), password: testPassword } });
    expect(unknown.response.status).toBe(410);
    const short = await anyone().POST("/password-resets/completions", { body: { token: "x".repeat(43), password: "short" } });
    expect(short.error?.errors).toEqual({ password: ["Passwords are 8 to 128 characters long."] });
  });
});
