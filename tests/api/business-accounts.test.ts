// Businesses: registration by e-mail (activated from the mail exactly as a Talent), by Google and by LinkedIn
// (active and signed in at once), and sign-in at the Business door, whose every answer carries the business.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readStream } from "@ictm/server/events/store.ts";
import { startIdentityProvider, type IdentityProvider } from "../fixtures/identity-provider.ts";
import { portalClient, signUpActiveTalent, testPassword, uniqueEmail } from "../support/api.ts";
import { registerActiveBusiness, sampleRegistration } from "../support/business.ts";
import { activationLinkFrom, startTestServer, type TestServer } from "../support/server.ts";

let provider: IdentityProvider;
let server: TestServer;
beforeAll(async () => {
  provider = await startIdentityProvider();
  server = await startTestServer({ demo: true, identityProvider: provider });
});
afterAll(async () => {
  await server?.close();
  await provider?.close();
});

const loginIncorrect = ["Login details incorrect. Please try again."];
const api = () => portalClient(server);
const signInByEmail = (email: string, password = testPassword) => api().POST("/businesses/sign-ins/username-pwd", { body: { email, password } });

describe("a Business registering by e-mail", () => {
  it("gets the activation mail, activates, and signs in with its member and business", async () => {
    const email = uniqueEmail("registers");
    const registered = await api().POST("/businesses/registrations/email-passwords", {
      body: { email, password: testPassword, registrationData: sampleRegistration({ registrationNumber: "rc/00098765" }) },
    });
    expect(registered.response.status).toBe(201);
    expect(registered.data?.data).toMatchObject({ activationRequired: true, member: { email, name: "Kampong Ayer Software Sdn Bhd", accountType: "Business" } });

    const refused = await signInByEmail(email);
    expect(refused.response.status).toBe(403);
    expect(refused.error?.messages).toEqual(["Please activate your account first. We have sent you an activation link by e-mail."]);

    const mail = await server.outbox.waitForMail(email);
    expect(mail.subject).toBe("Activate your ICT Manpower Portal account");
    expect(mail.text).toContain("Dear Kampong Ayer Software Sdn Bhd,");
    const link = activationLinkFrom(mail);
    const activated = await api().POST("/members/activate/{token}", { params: { path: { token: link.token }, query: { memberEmail: email } } });
    expect(activated.data?.data).toEqual({ email, activated: true, accountType: "Business" });

    const signedIn = await signInByEmail(email);
    expect(signedIn.response.status).toBe(200);
    expect(signedIn.response.headers.getSetCookie()[0]).toMatch(/^ictm_member_token=/);
    const member = registered.data?.data.member;
    expect(signedIn.data?.data.member).toEqual(member);
    expect(signedIn.data?.data.business).toMatchObject({ ...sampleRegistration(), registrationNumber: "RC/00098765", logo: null });

    const business = signedIn.data?.data.business;
    const events = await readStream(server.portal.db.orm, `business-${business?.key}`);
    expect(events.map((event) => [event.type, event.payload])).toEqual([
      ["v1.BusinessRegistered", { memberKey: member?.key, businessName: "Kampong Ayer Software Sdn Bhd", businessType: "private-limited", registrationNumber: "RC/00098765" }],
    ]);
  });

  it("refuses an e-mail that already has an account of either kind, and names each wrong field", async () => {
    const { email } = await signUpActiveTalent(server);
    const taken = await api().POST("/businesses/registrations/email-passwords", { body: { email: email.toUpperCase(), password: testPassword, registrationData: sampleRegistration() } });
    expect(taken.response.status).toBe(409);
    expect(taken.error?.messages).toEqual(["Sorry, this email already belongs to an account. Please login instead."]);
    const invalid = await fetch(`${server.url}/api/v1/businesses/registrations/email-passwords`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: uniqueEmail("invalid"), password: testPassword, registrationData: { ...sampleRegistration(), businessType: "llc", phone: "call me" } }),
    });
    expect(await invalid.json()).toMatchObject({
      status: 400,
      errors: {
        "registrationData.businessType": ["Please choose the type of business."],
        "registrationData.phone": ["Please enter a phone number (digits, spaces, + - and brackets; 7 to 20 characters)."],
      },
    });
  });
});

describe("the Business sign-in door", () => {
  it("answers a wrong password, an unknown address and a Talent's address with the same words", async () => {
    const { email } = await registerActiveBusiness(server);
    const talent = await signUpActiveTalent(server);
    const answers = [await signInByEmail(email, "wrong password"), await signInByEmail(uniqueEmail("nobody")), await signInByEmail(talent.email)];
    for (const answer of answers) {
      expect(answer.response.status).toBe(401);
      expect(answer.error?.messages).toEqual(loginIncorrect);
    }
    const atTalentDoor = await api().POST("/talents/sign-ins/username-pwd", { body: { email, password: testPassword } });
    expect(atTalentDoor.error?.messages).toEqual(loginIncorrect);
  });

  it("lets the demo Business in", async () => {
    const signedIn = await signInByEmail("business@demo.ictm.bn", "Demo!2345");
    expect(signedIn.data?.data.member).toMatchObject({ name: "Borneo Digital Sdn Bhd", accountType: "Business" });
    expect(signedIn.data?.data.business).toMatchObject({ businessName: "Borneo Digital Sdn Bhd", registrationNumber: "RC/00012345", contactPerson: "Hajah Siti Nurhaliza" });
  });
});

describe("a Business with Google or LinkedIn", () => {
  it("registers with Google, active and signed in at once, and signs in with Google again", async () => {
    const email = uniqueEmail("google-business");
    const registration = sampleRegistration({ businessName: "Tutong Cloud Enterprise", businessType: "sole-proprietorship" });
    const token = await provider.mintGoogleIdToken({ email, name: "Awang Contact" });
    expect((await api().POST("/businesses/sign-ins/google", { body: { googleCredentials: token } })).error?.messages).toEqual([
      "There is no account for this address yet. Please sign up first.",
    ]);
    const registered = await api().POST("/businesses/registrations/google", { body: { registrationData: registration, socialToken: token } });
    expect(registered.response.status).toBe(201);
    expect(registered.data?.data.member).toMatchObject({ email, name: "Tutong Cloud Enterprise", accountType: "Business" });
    expect(registered.data?.data.business).toMatchObject({ businessName: "Tutong Cloud Enterprise", businessType: "sole-proprietorship" });
    const profile = await portalClient(server, registered.data?.data.accessToken).GET("/talents/profiles");
    expect(profile.response.status).toBe(403);

    const signedIn = await api().POST("/businesses/sign-ins/google", { body: { googleCredentials: token } });
    expect(signedIn.data?.data.business.key).toBe(registered.data?.data.business.key);
    expect((await signInByEmail(email, "any password")).error?.messages).toEqual(loginIncorrect);
  });

  it("registers with LinkedIn and signs in with LinkedIn; a Talent's address is refused at both", async () => {
    const email = uniqueEmail("linkedin-business");
    const token = provider.issueLinkedInAccessToken({ email, name: "Dayang Contact" });
    const registered = await api().POST("/businesses/registrations/linkedin", { body: { registrationData: sampleRegistration(), socialToken: token } });
    expect(registered.response.status).toBe(201);
    const signedIn = await api().POST("/businesses/sign-ins/linkedin", { body: { accessToken: token } });
    expect(signedIn.data?.data.member.key).toBe(registered.data?.data.member.key);

    const talent = await signUpActiveTalent(server);
    const talentToken = provider.issueLinkedInAccessToken({ email: talent.email, name: "A Talent" });
    const answers = [
      await api().POST("/businesses/registrations/linkedin", { body: { registrationData: sampleRegistration(), socialToken: talentToken } }),
      await api().POST("/businesses/sign-ins/linkedin", { body: { accessToken: talentToken } }),
    ];
    for (const answer of answers) expect(answer.response.status).toBe(409);
    const refused = await api().POST("/businesses/registrations/linkedin", { body: { registrationData: sampleRegistration(), socialToken: "never-issued" } });
    expect(refused.error?.messages).toEqual(["We could not verify your LinkedIn account. Please try again."]);
  });
});
