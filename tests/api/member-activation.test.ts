// Activation links: single use (opened again once active, they say so), bound to their e-mail, valid for 48 hours on the server's clock; and the resend
// that answers the same for every address.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestClock, hours } from "../support/clock.ts";
import { activationLinkFrom, startTestServer, type TestServer } from "../support/server.ts";
import { portalClient, testPassword, uniqueEmail } from "../support/api.ts";

const clock = createTestClock();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(async () => {
  await server?.close();
});

const invalidLink = ["This activation link is invalid or has expired. Please request a new one."];

async function signUpAndReadLink(label: string) {
  const email = uniqueEmail(label);
  const signUp = await portalClient(server).POST("/talents/sign-ups/username-pwd", { body: { email, password: testPassword, name: "Link Tester" } });
  expect(signUp.response.status).toBe(201);
  return { email, link: activationLinkFrom(await server.outbox.waitForMail(email)) };
}

function activate(token: string, memberEmail: string) {
  return portalClient(server).POST("/members/activate/{token}", { params: { path: { token }, query: { memberEmail } } });
}

describe("activation links", () => {
  it("activate once; opened again, the genuine link says the account is already active", async () => {
    const { email, link } = await signUpAndReadLink("reuse");
    const first = await activate(link.token, email);
    expect(first.response.status).toBe(200);
    expect(first.data?.data).toEqual({ email, activated: true, accountType: "Talent" });
    const again = await activate(link.token, email);
    expect(again.response.status).toBe(200);
    expect(again.data?.data).toMatchObject({ email, alreadyActive: true, accountType: "Talent" });
    // The same token with another address is still nobody's business.
    expect((await activate(link.token, uniqueEmail("reuse-other"))).error?.messages).toEqual(invalidLink);
  });

  it("still work just before 48 hours and are refused just after", async () => {
    const early = await signUpAndReadLink("in-time");
    const late = await signUpAndReadLink("too-late");
    clock.advance(hours(48) - 1000);
    expect((await activate(early.link.token, early.email)).response.status).toBe(200);
    clock.advance(2000);
    const expired = await activate(late.link.token, late.email);
    expect(expired.response.status).toBe(410);
    expect(expired.error?.messages).toEqual(invalidLink);
  });

  it("are refused for another e-mail address or an unknown token", async () => {
    const { email, link } = await signUpAndReadLink("mismatch");
    expect((await activate(link.token, uniqueEmail("other"))).error?.messages).toEqual(invalidLink);
    expect((await activate("x".repeat(43), email)).error?.messages).toEqual(invalidLink);
    expect((await activate(link.token, email.toUpperCase())).response.status).toBe(200);
  });

  it("stop working once the account is active through a newer link", async () => {
    const { email, link: first } = await signUpAndReadLink("two-links");
    await portalClient(server).POST("/members/activation-requests", { params: { query: { memberEmail: email } } });
    const second = activationLinkFrom(await server.outbox.waitForMail(email));
    expect(second.token).not.toBe(first.token);
    expect((await activate(second.token, email)).response.status).toBe(200);
    expect((await activate(first.token, email)).data?.data.alreadyActive).toBe(true);
  });
});

describe("asking for a new activation mail", () => {
  it("answers the same for an unknown, an unactivated and an active address, and mails only the unactivated one", async () => {
    const waiting = await signUpAndReadLink("waiting");
    const active = await signUpAndReadLink("active");
    await activate(active.link.token, active.email);
    const api = portalClient(server);
    const answers = await Promise.all(
      [uniqueEmail("unknown"), waiting.email, active.email].map((memberEmail) =>
        api.POST("/members/activation-requests", { params: { query: { memberEmail } } }),
      ),
    );
    for (const answer of answers) expect(answer.response.status).toBe(202);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.data))).size).toBe(1);
    await server.outbox.waitForMail(waiting.email);
    const toActive = (await server.outbox.all()).filter((mail) => mail.to === active.email);
    expect(toActive).toHaveLength(1);
  });
});
