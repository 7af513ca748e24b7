// Talents with Google and LinkedIn, against the loopback identity provider: the server verifies every token for
// real (signature, issuer, audience, expiry, verified e-mail; LinkedIn's userinfo), one e-mail stays one account,
// and every refusal says which provider could not vouch for the person.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readStream } from "@ictm/server/events/store.ts";
import { startIdentityProvider, type IdentityProvider } from "../fixtures/identity-provider.ts";
import { portalClient, signUpActiveTalent, testPassword, uniqueEmail } from "../support/api.ts";
import { registerActiveBusiness } from "../support/business.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

let provider: IdentityProvider;
let server: TestServer;
beforeAll(async () => {
  provider = await startIdentityProvider();
  server = await startTestServer({ identityProvider: provider, config: { limits: { socialSignIn: { perClient: 500, windowMs: 60_000 } } } });
});
afterAll(async () => {
  await server?.close();
  await provider?.close();
});

const googleRefused = ["We could not verify your Google account. Please try again."];
const linkedInRefused = ["We could not verify your LinkedIn account. Please try again."];
const api = () => portalClient(server);
const googleSignUp = (googleCredentials: string) => api().POST("/talents/sign-ups/google", { body: { googleCredentials } });
const googleSignIn = (googleCredentials: string) => api().POST("/talents/sign-ins/google", { body: { googleCredentials } });
const linkedInSignUp = (accessToken: string) => api().POST("/talents/sign-ups/linkedin", { body: { accessToken } });
const linkedInSignIn = (accessToken: string) => api().POST("/talents/sign-ins/linkedin", { body: { accessToken } });

describe("a Talent with Google", () => {
  it("signs up as an active Talent without a password, signs in again, and reads the profile", async () => {
    const email = uniqueEmail("google");
    const signedUp = await googleSignUp(await provider.mintGoogleIdToken({ email, name: "Dayang Nurul Huda" }));
    expect(signedUp.response.status).toBe(200);
    expect(signedUp.data?.data.member).toMatchObject({ email, name: "Dayang Nurul Huda", accountType: "Talent", profilePicture: null });
    expect(signedUp.response.headers.getSetCookie()[0]).toMatch(/^ictm_member_token=[A-Za-z0-9_-]{43};/);
    const profile = await portalClient(server, signedUp.data?.data.accessToken).GET("/talents/profiles");
    expect(profile.data?.data.activatedAt).toBeTruthy();

    const signedIn = await googleSignIn(await provider.mintGoogleIdToken({ email: email.toUpperCase(), name: "Dayang Nurul Huda" }));
    expect(signedIn.data?.data.member.key).toBe(signedUp.data?.data.member.key);
    // No password was ever chosen: the e-mail door answers as for a wrong one.
    const byPassword = await api().POST("/talents/sign-ins/username-pwd", { body: { email, password: "anything at all" } });
    expect(byPassword.error?.messages).toEqual(["Login details incorrect. Please try again."]);

    const stream = await readStream(server.portal.db.orm, `member-${signedUp.data?.data.member.key}`);
    expect(stream.map((event) => [event.type, event.payload["method"]])).toEqual([
      ["v1.MemberRegistered", "google"],
      ["v1.MemberActivated", "google"],
      ["v1.MemberSignedIn", "google"],
      ["v1.MemberSignedIn", "google"],
    ]);
  });

  it("signs an existing Talent in at sign-up, activating one that waited for its mail, without a second account", async () => {
    const email = uniqueEmail("waiting");
    const byMail = await api().POST("/talents/sign-ups/username-pwd", { body: { email, password: testPassword, name: "Waiting Talent" } });
    await server.outbox.waitForMail(email);
    const viaGoogle = await googleSignUp(await provider.mintGoogleIdToken({ email, name: "Another Name" }));
    expect(viaGoogle.response.status).toBe(200);
    expect(viaGoogle.data?.data.member).toMatchObject({ key: byMail.data?.data.member.key, name: "Waiting Talent" });
    // Active now, so the password chosen at sign-up works too.
    expect((await api().POST("/talents/sign-ins/username-pwd", { body: { email, password: testPassword } })).response.status).toBe(200);
  });

  it("refuses a token signed by a stranger, for another audience or issuer, expired, or with an unverified e-mail", async () => {
    const email = uniqueEmail("refused");
    const person = { email, name: "Refused Person" };
    const tokens = await Promise.all([
      provider.mintGoogleIdToken({ ...person, signedByStranger: true }),
      provider.mintGoogleIdToken({ ...person, audience: "someone-else.apps.googleusercontent.com" }),
      provider.mintGoogleIdToken({ ...person, issuer: "https://accounts.example.com" }),
      provider.mintGoogleIdToken({ ...person, expiresInSeconds: -60 }),
      provider.mintGoogleIdToken({ ...person, emailVerified: false }),
    ]);
    for (const token of [...tokens, "not-a-jwt", `${tokens[1]}x`]) {
      const answer = await googleSignUp(token);
      expect(answer.response.status, token.slice(0, 20)).toBe(401);
      expect(answer.error?.messages).toEqual(googleRefused);
    }
    expect((await googleSignIn(tokens[0] ?? "")).error?.messages).toEqual(googleRefused);
    // Nothing was created by any of them.
    expect((await googleSignIn(await provider.mintGoogleIdToken(person))).error?.messages).toEqual([
      "There is no account for this address yet. Please sign up first.",
    ]);
  });

  it("refuses an address that belongs to a Business, at sign-up and at sign-in", async () => {
    const { email } = await registerActiveBusiness(server);
    const token = await provider.mintGoogleIdToken({ email, name: "Business Person" });
    for (const answer of [await googleSignUp(token), await googleSignIn(token)]) {
      expect(answer.response.status).toBe(409);
      expect(answer.error?.messages).toEqual(["Sorry, this email already belongs to an account. Please login instead."]);
    }
  });
});

describe("a Talent with LinkedIn", () => {
  it("signs up and in with an access token that LinkedIn's userinfo vouches for", async () => {
    const email = uniqueEmail("linkedin");
    const token = provider.issueLinkedInAccessToken({ email, name: "Pengiran Muda Hakim" });
    expect((await linkedInSignIn(token)).error?.messages).toEqual(["There is no account for this address yet. Please sign up first."]);
    const signedUp = await linkedInSignUp(token);
    expect(signedUp.data?.data.member).toMatchObject({ email, name: "Pengiran Muda Hakim", accountType: "Talent" });
    const signedIn = await linkedInSignIn(token);
    expect(signedIn.data?.data.member.key).toBe(signedUp.data?.data.member.key);
    const stream = await readStream(server.portal.db.orm, `member-${signedUp.data?.data.member.key}`);
    expect(stream.filter((event) => event.type === "v1.MemberSignedIn").map((event) => event.payload)).toEqual([{ method: "linkedin" }, { method: "linkedin" }]);
  });

  it("refuses a token userinfo rejects, and an address LinkedIn has not verified", async () => {
    const { email } = await signUpActiveTalent(server);
    const revoked = provider.issueLinkedInAccessToken({ email, name: "Revoked" });
    provider.revokeLinkedInAccessToken(revoked);
    const unverified = provider.issueLinkedInAccessToken({ email, name: "Unverified", emailVerified: false });
    for (const token of [revoked, unverified, "never-issued"]) {
      for (const answer of [await linkedInSignIn(token), await linkedInSignUp(token)]) {
        expect(answer.response.status).toBe(401);
        expect(answer.error?.messages).toEqual(linkedInRefused);
      }
    }
  });
});

describe("the LinkedIn code exchange", () => {
  const callback = () => `${server.url}/auth/linkedin/callback`;

  async function authorize(loginHint: string): Promise<string> {
    const query = new URLSearchParams({ response_type: "code", client_id: provider.linkedInClientId, redirect_uri: callback(), state: "s-1", login_hint: loginHint });
    const answer = await fetch(`${provider.urls.authorize}?${query}`, { redirect: "manual" });
    const back = new URL(answer.headers.get("location") ?? "");
    expect(back.searchParams.get("state")).toBe("s-1");
    return back.searchParams.get("code") ?? "";
  }

  it("turns the code LinkedIn sent back into an access token that signs the person up", async () => {
    const email = uniqueEmail("code");
    const code = await authorize(email);
    const exchanged = await api().POST("/members/linkedin/access-tokens", { body: { code, redirectUri: callback() } });
    expect(exchanged.response.status).toBe(200);
    const signedUp = await linkedInSignUp(exchanged.data?.data.accessToken ?? "");
    expect(signedUp.data?.data.member.email).toBe(email);
  });

  it("refuses a used code, an unknown one, and a code for another redirect address", async () => {
    const code = await authorize(uniqueEmail("code-once"));
    expect((await api().POST("/members/linkedin/access-tokens", { body: { code, redirectUri: callback() } })).response.status).toBe(200);
    const other = await authorize(uniqueEmail("code-elsewhere"));
    for (const body of [
      { code, redirectUri: callback() },
      { code: "code-unknown", redirectUri: callback() },
      { code: other, redirectUri: "https://elsewhere.example/callback" },
    ]) {
      const answer = await api().POST("/members/linkedin/access-tokens", { body });
      expect(answer.response.status).toBe(401);
      expect(answer.error?.messages).toEqual(linkedInRefused);
    }
  });
});
