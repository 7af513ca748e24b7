// Signing in and who may call what: the one text for wrong password and unknown account, the unactivated account,
// the 401 answers for missing, unknown and revoked tokens, and a Business refused the Talent profile.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activationLinkFrom, startTestServer, type TestServer } from "../support/server.ts";
import { portalClient, signIn, signUpActiveTalent, testPassword, uniqueEmail } from "../support/api.ts";
import { registerActiveBusiness, signInBusiness } from "../support/business.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const loginIncorrect = ["Login details incorrect. Please try again."];
const pleaseLoginAgain = { type: "urn:ictm:problem:unauthorized", title: "Unauthorized", status: 401, messages: ["Sorry, please login again."] };

describe("signing in", () => {
  it("answers a wrong password and an unknown account with the same words", async () => {
    const { email } = await signUpActiveTalent(server);
    const api = portalClient(server);
    const wrongPassword = await api.POST("/talents/sign-ins/username-pwd", { body: { email, password: "not the password" } });
    const unknown = await api.POST("/talents/sign-ins/username-pwd", { body: { email: uniqueEmail("nobody"), password: testPassword } });
    for (const answer of [wrongPassword, unknown]) {
      expect(answer.response.status).toBe(401);
      expect(answer.error?.messages).toEqual(loginIncorrect);
      expect(answer.response.headers.getSetCookie()).toEqual([]);
    }
    expect(unknown.error).toEqual(wrongPassword.error);
  });

  it("accepts the e-mail in any capitals", async () => {
    const { email } = await signUpActiveTalent(server);
    expect(await signIn(server, email.toUpperCase())).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("asks an unactivated account to activate first, and the resend mails a working link", async () => {
    const email = uniqueEmail("unactivated");
    const api = portalClient(server);
    await api.POST("/talents/sign-ups/username-pwd", { body: { email, password: testPassword, name: "Not Yet" } });
    await server.outbox.waitForMail(email);

    const refused = await api.POST("/talents/sign-ins/username-pwd", { body: { email, password: testPassword } });
    expect(refused.response.status).toBe(403);
    expect(refused.error?.messages).toEqual(["Please activate your account first. We have sent you an activation link by e-mail."]);

    const resend = await api.POST("/members/activation-requests", { params: { query: { memberEmail: email } } });
    expect(resend.response.status).toBe(202);
    const link = activationLinkFrom(await server.outbox.waitForMail(email));
    const activated = await api.POST("/members/activate/{token}", { params: { path: { token: link.token }, query: { memberEmail: email } } });
    expect(activated.response.status).toBe(200);
    expect(await signIn(server, email)).toBeTruthy();
  });

  it("does not tell a Business account's password apart on the Talent sign-in", async () => {
    const { email } = await registerActiveBusiness(server);
    const answer = await portalClient(server).POST("/talents/sign-ins/username-pwd", { body: { email, password: testPassword } });
    expect(answer.response.status).toBe(401);
    expect(answer.error?.messages).toEqual(loginIncorrect);
  });
});

describe("calls that need a signed-in member", () => {
  it("answer 401 'please login again' without a token, with an unknown one, and with a revoked one", async () => {
    const { email } = await signUpActiveTalent(server);
    const revoked = await signIn(server, email);
    await portalClient(server, revoked).POST("/members/sign-outs");

    for (const token of [undefined, "not-a-real-token", revoked]) {
      const profile = await portalClient(server, token).GET("/talents/profiles");
      expect(profile.response.status).toBe(401);
      expect(profile.response.headers.get("content-type")).toMatch(/^application\/problem\+json/);
      expect(profile.error).toEqual(pleaseLoginAgain);
    }
    const signOutAgain = await portalClient(server, revoked).POST("/members/sign-outs");
    expect(signOutAgain.error).toEqual(pleaseLoginAgain);
  });

  it("refuse a Business the Talent profile (403) while the Talent's own token reads it", async () => {
    const { email } = await registerActiveBusiness(server);
    const businessToken = await signInBusiness(server, email);
    const forbidden = await portalClient(server, businessToken).GET("/talents/profiles");
    expect(forbidden.response.status).toBe(403);
    expect(forbidden.error).toMatchObject({ title: "Forbidden", status: 403 });
    expect(forbidden.error?.messages?.[0]).toBeTruthy();
  });

  it("keep each session apart: signing out one device leaves the other signed in", async () => {
    const { email } = await signUpActiveTalent(server);
    const [phone, laptop] = await Promise.all([signIn(server, email), signIn(server, email)]);
    await portalClient(server, phone).POST("/members/sign-outs");
    expect((await portalClient(server, laptop).GET("/talents/profiles")).response.status).toBe(200);
    expect((await portalClient(server, phone).GET("/talents/profiles")).response.status).toBe(401);
  });
});
