// Sign-in attempts are limited per e-mail and per client address within a window measured on the server's
// clock (small limits here; 10 and 30 in 15 minutes by default).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestClock, minutes } from "../support/clock.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { portalClient, signUpActiveTalent, testPassword, uniqueEmail } from "../support/api.ts";

const clock = createTestClock();
const window = minutes(15);
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    clock,
    config: {
      limits: {
        signIn: { perEmail: 3, perClient: 6, windowMs: window },
        activationMail: { perEmail: 2, perClient: 30, windowMs: window },
      },
    },
  });
});
afterAll(async () => {
  await server?.close();
});
beforeEach(() => {
  // Every test starts past the windows of the tests before it.
  clock.advance(window + 1000);
});

const tooMany = ["Too many sign-in attempts. Please wait 15 minutes and try again."];
const attempt = (email: string, password = "wrong password") =>
  portalClient(server).POST("/talents/sign-ins/username-pwd", { body: { email, password } });

describe("the sign-in rate limit", () => {
  it("refuses the attempt after the limit for one e-mail with 429 and Retry-After, even with the right password", async () => {
    const { email } = await signUpActiveTalent(server);
    for (let i = 0; i < 3; i++) expect((await attempt(email)).response.status).toBe(401);
    clock.advance(minutes(5));
    const refused = await attempt(email, testPassword);
    expect(refused.response.status).toBe(429);
    expect(refused.error?.messages).toEqual(tooMany);
    expect(refused.response.headers.get("retry-after")).toBe(String(10 * 60));
  });

  it("lets the e-mail try again once the oldest attempt leaves the window", async () => {
    const { email } = await signUpActiveTalent(server);
    for (let i = 0; i < 3; i++) await attempt(email);
    expect((await attempt(email, testPassword)).response.status).toBe(429);
    clock.advance(window);
    expect((await attempt(email, testPassword)).response.status).toBe(200);
  });

  it("counts every e-mail tried from one client address", async () => {
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push((await attempt(uniqueEmail(`spray-${i}`))).response.status);
    expect(answers).toEqual([401, 401, 401, 401, 401, 401, 429]);
  });

  it("limits activation mails per e-mail too", async () => {
    const email = uniqueEmail("resend");
    const request = () => portalClient(server).POST("/members/activation-requests", { params: { query: { memberEmail: email } } });
    expect((await request()).response.status).toBe(202);
    expect((await request()).response.status).toBe(202);
    const refused = await request();
    expect(refused.response.status).toBe(429);
    expect(refused.response.headers.get("retry-after")).toBeTruthy();
  });
});
