// The member's way through the portal API: sign up, the activation mail, activate, sign in, read the profile,
// sign out; and the events, cookie and refusals along that way.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readStream } from "@ictm/server/events/store.ts";
import { activationLinkFrom, startTestServer, type TestServer } from "../support/server.ts";
import { portalClient, signIn, signUpActiveTalent, testPassword, uniqueEmail } from "../support/api.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe("a Talent's first visit", () => {
  it("signs up, activates from the mail, signs in, reads the profile and signs out", async () => {
    const email = uniqueEmail("journey");
    const api = portalClient(server);

    const signUp = await api.POST("/talents/sign-ups/username-pwd", { body: { email, password: testPassword, name: "Siti Hajar" } });
    expect(signUp.response.status).toBe(201);
    expect(signUp.data?.data).toMatchObject({ activationRequired: true, member: { email, name: "Siti Hajar", accountType: "Talent", profilePicture: null } });

    const mail = await server.outbox.waitForMail(email);
    expect(mail.subject).toBe("Activate your ICT Manpower Portal account");
    expect(mail.text).toContain("Dear Siti Hajar,");
    expect(mail.html).toContain("Activate my account");
    const link = activationLinkFrom(mail);
    expect(link.url.origin).toBe(server.url);
    expect(link.memberEmail).toBe(email);

    const activated = await api.POST("/members/activate/{token}", { params: { path: { token: link.token }, query: { memberEmail: email } } });
    expect(activated.response.status).toBe(200);
    expect(activated.data?.data).toEqual({ email, activated: true, accountType: "Talent" });

    const signedIn = await api.POST("/talents/sign-ins/username-pwd", { body: { email, password: testPassword } });
    expect(signedIn.response.status).toBe(200);
    const token = signedIn.data?.data.accessToken ?? "";
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(signedIn.data?.data.member).toEqual({ key: signUp.data?.data.member.key, email, name: "Siti Hajar", accountType: "Talent", profilePicture: null });

    const profile = await portalClient(server, token).GET("/talents/profiles");
    expect(profile.response.status).toBe(200);
    expect(profile.data?.data).toMatchObject({ key: signUp.data?.data.member.key, email, name: "Siti Hajar", profilePicture: null });
    expect(Date.parse(profile.data?.data.activatedAt ?? "")).not.toBeNaN();

    const signOut = await portalClient(server, token).POST("/members/sign-outs");
    expect(signOut.response.status).toBe(200);
    expect(signOut.data?.data).toEqual({ signedOut: true });

    const afterSignOut = await portalClient(server, token).GET("/talents/profiles");
    expect(afterSignOut.response.status).toBe(401);
    expect(afterSignOut.error).toEqual({ type: "urn:ictm:problem:unauthorized", title: "Unauthorized", status: 401, messages: ["Sorry, please login again."] });
  });

  it("records each step as an event of the member's stream, in order", async () => {
    const { email, key } = await signUpActiveTalent(server);
    const token = await signIn(server, email);
    await portalClient(server, token).POST("/members/sign-outs");

    const stream = await readStream(server.portal.db.orm, `member-${key}`);
    expect(stream.map((event) => [event.version, event.type])).toEqual([
      [1, "v1.MemberRegistered"],
      [2, "v1.ActivationMailSent"],
      [3, "v1.MemberActivated"],
      [4, "v1.MemberSignedIn"],
      [5, "v1.MemberSignedOut"],
    ]);
    expect(stream.every((event) => event.actor === `member:${key}`)).toBe(true);
    expect(stream[0]?.payload).toEqual({ email, name: "Test Talent", accountType: "Talent" });
    expect(JSON.stringify(stream)).not.toContain(token);
  });

  it("sets the session cookie on sign-in and clears it on sign-out; the cookie alone does not authenticate", async () => {
    const { email } = await signUpActiveTalent(server);
    const signedIn = await portalClient(server).POST("/talents/sign-ins/username-pwd", { body: { email, password: testPassword } });
    const token = signedIn.data?.data.accessToken ?? "";
    const cookie = signedIn.response.headers.getSetCookie();
    expect(cookie).toEqual([`ictm_member_token=${token}; Path=/; Max-Age=2592000; SameSite=Strict`]);
    expect(cookie.join()).not.toMatch(/HttpOnly/i);

    const byCookie = await fetch(`${server.url}/api/v1/talents/profiles`, { headers: { cookie: `ictm_member_token=${token}` } });
    expect(byCookie.status).toBe(401);

    const signOut = await portalClient(server, token).POST("/members/sign-outs");
    expect(signOut.response.headers.getSetCookie()).toEqual([
      "ictm_member_token=; Path=/; Max-Age=0; SameSite=Strict; Expires=Thu, 01 Jan 1970 00:00:00 GMT",
    ]);
  });

  it("refuses a second account for an e-mail, whatever its capitals", async () => {
    const { email } = await signUpActiveTalent(server);
    const again = await portalClient(server).POST("/talents/sign-ups/username-pwd", {
      body: { email: email.toUpperCase(), password: testPassword, name: "Someone Else" },
    });
    expect(again.response.status).toBe(409);
    expect(again.response.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect(again.error?.messages).toEqual(["Sorry, this email already belongs to an account. Please login instead."]);
  });
});
