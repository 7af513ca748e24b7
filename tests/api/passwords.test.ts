// Forgotten and changed passwords: the reset request that reveals nothing, the one-hour single-use link that
// signs the member out everywhere, and the change that keeps only the caller's session; each with its events
// and the mail telling the member their password changed.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readStream } from "@ictm/server/events/store.ts";
import { startIdentityProvider, type IdentityProvider } from "../fixtures/identity-provider.ts";
import { createTestClock, hours, minutes } from "../support/clock.ts";
import { portalClient, signIn, signUpActiveTalent, testPassword, uniqueEmail } from "../support/api.ts";
import { registerActiveBusiness, signInBusiness } from "../support/business.ts";
import { resetLinkFrom, startTestServer, type TestServer } from "../support/server.ts";

const clock = createTestClock();
const window = minutes(15);
let provider: IdentityProvider;
let server: TestServer;
beforeAll(async () => {
  provider = await startIdentityProvider();
  server = await startTestServer({
    clock,
    identityProvider: provider,
    config: { limits: { passwordChange: { perMember: 3, windowMs: window }, passwordResetMail: { perEmail: 3, perClient: 100, windowMs: window } } },
  });
});
afterAll(async () => {
  await server?.close();
  await provider?.close();
});
beforeEach(() => {
  // Every test starts past the rate-limit windows of the tests before it.
  clock.advance(window + 1000);
});

const newPassword = "Another-Horse-7";
const resetInvalid = ["This password reset link is invalid or has expired. Please request a new one."];
const api = (token?: string) => portalClient(server, token);
const requestTalentReset = (talentEmail: string) => api().POST("/talents/reset-password-request", { params: { query: { talentEmail } } });
const reset = (token: string, memberEmail: string, password = newPassword) =>
  api().POST("/members/password-resets", { body: { token, memberEmail, newPassword: password } });

async function mailedResetLink(email: string) {
  const mail = await server.outbox.waitForMail(email);
  expect(mail.subject).toBe("Reset your ICT Manpower Portal password");
  return resetLinkFrom(mail);
}

describe("asking for a password reset", () => {
  it("answers the same for a Talent, a stranger and a Business at the Talent door, and mails only the Talent", async () => {
    const talent = await signUpActiveTalent(server);
    const business = await registerActiveBusiness(server);
    const stranger = uniqueEmail("stranger");
    const answers = [await requestTalentReset(talent.email), await requestTalentReset(stranger), await requestTalentReset(business.email)];
    for (const answer of answers) expect(answer.response.status).toBe(202);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.data))).size).toBe(1);

    const mail = await server.outbox.waitForMail(talent.email);
    expect(mail.text).toContain("expires in one hour");
    expect(mail.text).toContain("If you did not ask for this, you can ignore this message");
    const link = resetLinkFrom(mail);
    expect(link.url.origin).toBe(server.url);
    expect(link.memberEmail).toBe(talent.email);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const others = (await server.outbox.all()).filter((m) => m.to === stranger || (m.to === business.email && m.subject.startsWith("Reset")));
    expect(others).toEqual([]);
  });

  it("limits the requests for one address", async () => {
    const email = uniqueEmail("limited");
    for (let i = 0; i < 3; i++) expect((await requestTalentReset(email)).response.status).toBe(202);
    const refused = await requestTalentReset(email);
    expect(refused.response.status).toBe(429);
    expect(refused.response.headers.get("retry-after")).toBeTruthy();
  });
});

describe("resetting the password with the mailed link", () => {
  it("sets the new password, signs out every session, works once, and tells the member by mail", async () => {
    const { email, key } = await registerActiveBusiness(server);
    const [first, second] = [await signInBusiness(server, email), await signInBusiness(server, email)];
    await api().POST("/businesses/reset-password-request", { params: { query: { businessEmail: email } } });
    const link = await mailedResetLink(email);

    const done = await reset(link.token, email.toUpperCase());
    expect(done.response.status).toBe(200);
    expect(done.data?.data).toEqual({ passwordChanged: true, otherSessionsRevoked: 2 });
    for (const token of [first, second]) expect((await api(token).POST("/members/sign-outs")).response.status).toBe(401);
    expect((await api().POST("/businesses/sign-ins/username-pwd", { body: { email, password: testPassword } })).response.status).toBe(401);
    expect(await signInBusiness(server, email, newPassword)).toBeTruthy();
    expect((await server.outbox.waitForMail(email)).subject).toBe("Your ICT Manpower Portal password was changed");

    const again = await reset(link.token, email, "Third-Horse-5");
    expect(again.response.status).toBe(410);
    expect(again.error?.messages).toEqual(resetInvalid);

    const types = (await readStream(server.portal.db.orm, `member-${key}`)).map((event) => event.type);
    expect(types.slice(-4)).toEqual(["v1.PasswordResetRequested", "v1.PasswordReset", "v1.SessionsRevoked", "v1.MemberSignedIn"]);
  });

  it("refuses a link after one hour, for another address, or unknown", async () => {
    const { email } = await signUpActiveTalent(server);
    await requestTalentReset(email);
    const link = await mailedResetLink(email);
    expect((await reset(link.token, uniqueEmail("other"))).error?.messages).toEqual(resetInvalid);
    expect((await reset("x".repeat(43), email)).error?.messages).toEqual(resetInvalid);
    clock.advance(hours(1) + 1000);
    const expired = await reset(link.token, email);
    expect(expired.response.status).toBe(410);
    expect(expired.error?.messages).toEqual(resetInvalid);
  });

  it("lets a member who joined with Google choose a password", async () => {
    const email = uniqueEmail("google-only");
    const credential = await provider.mintGoogleIdToken({ email, name: "Google Only", issuedAt: clock.now() });
    expect((await api().POST("/talents/sign-ups/google", { body: { googleCredentials: credential } })).response.status).toBe(200);
    await requestTalentReset(email);
    const link = await mailedResetLink(email);
    expect((await reset(link.token, email)).data?.data).toEqual({ passwordChanged: true, otherSessionsRevoked: 1 });
    expect(await signIn(server, email, newPassword)).toBeTruthy();
  });
});

describe("changing the password while signed in", () => {
  const change = (token: string, currentPassword: string, password = newPassword) =>
    api(token).PUT("/password-change", { body: { currentPassword, newPassword: password } });

  it("keeps the caller's session, signs out the others, and mails the notice", async () => {
    const { email, key } = await signUpActiveTalent(server);
    const [caller, phone, laptop] = [await signIn(server, email), await signIn(server, email), await signIn(server, email)];
    const changed = await change(caller, testPassword);
    expect(changed.response.status).toBe(200);
    expect(changed.data?.data).toEqual({ passwordChanged: true, otherSessionsRevoked: 2 });
    expect((await api(caller).GET("/talents/profiles")).response.status).toBe(200);
    for (const token of [phone, laptop]) expect((await api(token).GET("/talents/profiles")).response.status).toBe(401);
    expect(await signIn(server, email, newPassword)).toBeTruthy();
    expect((await server.outbox.all()).some((mail) => mail.to === email && mail.subject === "Your ICT Manpower Portal password was changed")).toBe(true);
    const events = (await readStream(server.portal.db.orm, `member-${key}`)).filter((event) => event.type.startsWith("v1.Password") || event.type === "v1.SessionsRevoked");
    expect(events.map((event) => [event.type, event.payload])).toEqual([
      ["v1.PasswordChanged", { email }],
      ["v1.SessionsRevoked", { count: 2, reason: "password-change", keptCurrentSession: true }],
    ]);
  });

  it("refuses a wrong current password with 403, and too many attempts with 429", async () => {
    const { email } = await signUpActiveTalent(server);
    const token = await signIn(server, email);
    for (let i = 0; i < 3; i++) {
      const wrong = await change(token, "not my password");
      expect(wrong.response.status).toBe(403);
      expect(wrong.error?.messages).toEqual(["Your current password is not correct."]);
    }
    const limited = await change(token, testPassword);
    expect(limited.response.status).toBe(429);
    expect((await api().PUT("/password-change", { body: { currentPassword: testPassword, newPassword } })).response.status).toBe(401);
  });
});
