// A new installation's way into the back-office: with FIRST_ADMIN_EMAIL set, a start on a database without an
// administrator makes one, who is mailed a link to choose a password, signs in and can add the other staff; a
// later start (or a second server) makes nobody else.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureFirstAdministrator } from "@ictm/server/staff/first-administrator.ts";
import { backofficeClient, signInStaffMember, staffClient, testPassword } from "../support/api.ts";
import { staffResetTokenFrom } from "../support/mail.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

const firstAdministrator = { email: "Chief.Admin@Example.BN", name: "Chief Administrator" };
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { firstAdministrator } });
});
afterAll(async () => server?.close());

describe("the first administrator", () => {
  it("is made at start, chooses a password from the mailed link, signs in and manages staff", async () => {
    const email = "chief.admin@example.bn";
    const token = staffResetTokenFrom(await server.outbox.waitForMail(email));
    const chosen = await backofficeClient(server).POST("/password-resets/completions", { body: { token, password: testPassword } });
    expect(chosen.response.status).toBe(200);
    const session = await signInStaffMember(server, email, testPassword);
    const api = staffClient(server, session);
    expect((await api.GET("/me")).data?.data).toMatchObject({ email, name: "Chief Administrator", roles: ["administrator"] });
    expect((await api.GET("/staff")).data?.data).toHaveLength(1);
  });

  it("is made once: another start finds an administrator and makes nobody", async () => {
    expect(await ensureFirstAdministrator(server.portal.services, { email: "someone.else@example.bn", name: "Someone Else" })).toBe(false);
    expect(await ensureFirstAdministrator(server.portal.services, firstAdministrator)).toBe(false);
  });
});
