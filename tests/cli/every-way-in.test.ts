// `ictm` for every way in: a Business by e-mail, a Talent by a Google ID token and by a LinkedIn access token
// from the loopback identity provider, and a forgotten password reset from the mailed token, then changed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startIdentityProvider, type IdentityProvider } from "../fixtures/identity-provider.ts";
import { resetLinkFrom } from "../support/server.ts";
import { startCliServer, type CliServer } from "./cli-server.ts";

const DEMO_BUSINESS = { email: "business@demo.ictm.bn", password: "Demo!2345", name: "Borneo Digital Sdn Bhd" };

let identityProvider: IdentityProvider;
let cli: CliServer;
beforeAll(async () => {
  identityProvider = await startIdentityProvider();
  cli = await startCliServer({ demo: true, identityProvider });
});
afterAll(async () => {
  await cli?.close();
  await identityProvider?.close();
});

const ictm = (args: string[], env?: Record<string, string>) => cli.ictm(args, env);

describe("ictm login for every kind of member and every way in", () => {
  it("signs a Business in by e-mail and says who it is", async () => {
    const login = await ictm(["login", "--as", "business", "--email", DEMO_BUSINESS.email], { ICTM_PASSWORD: DEMO_BUSINESS.password });
    expect(login.stderr).toBe("");
    expect(login.code).toBe(0);
    expect(login.stdout).toContain(DEMO_BUSINESS.name);
    const whoami = await ictm(["whoami", "--json"]);
    expect(JSON.parse(whoami.stdout)).toMatchObject({ data: { email: DEMO_BUSINESS.email, accountType: "Business" } });
    expect((await ictm(["logout"])).code).toBe(0);
  });

  it("signs a Talent in with a Google ID token once the Talent has signed up with Google", async () => {
    const email = `google.${Date.now()}@example.bn`;
    const signUp = await fetch(`${cli.server.url}/api/v1/talents/sign-ups/google`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ googleCredentials: await identityProvider.mintGoogleIdToken({ email, name: "Hadi Google" }) }),
    });
    expect(signUp.status).toBe(200);
    const token = await identityProvider.mintGoogleIdToken({ email, name: "Hadi Google" });
    const login = await ictm(["login", "--google-token", token]);
    expect(login.code).toBe(0);
    expect(login.stdout).toContain("Hadi Google");
  });

  it("refuses a Google token signed by a stranger", async () => {
    const token = await identityProvider.mintGoogleIdToken({ email: "someone@example.bn", name: "Someone", signedByStranger: true });
    const login = await ictm(["login", "--google-token", token]);
    expect(login.code).toBe(1);
    expect(login.stderr).toContain("We could not verify your Google account. Please try again.");
  });

  it("refuses a LinkedIn identity that has no account yet", async () => {
    const token = identityProvider.issueLinkedInAccessToken({ email: `linkedin.${Date.now()}@example.bn`, name: "Lina" });
    const login = await ictm(["login"], { ICTM_LINKEDIN_TOKEN: token });
    expect(login.code).toBe(1);
    expect(login.stderr).toContain("There is no account for this address yet. Please sign up first.");
  });

  it("wants exactly one way in", async () => {
    const none = await ictm(["login"]);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain("Give exactly one way in");
  });
});

describe("ictm password", () => {
  it("resets a forgotten password with the mailed token and then changes it, signing out the other session", async () => {
    const email = DEMO_BUSINESS.email;
    const asked = await ictm(["password", "reset-request", "--as", "business", "--email", email]);
    expect(asked.code).toBe(0);
    const link = resetLinkFrom(await cli.server.outbox.waitForMail(email));

    // A token may start with "-" (base64url): `--token <value>` takes it all the same (cli/src/args.ts).
    const reset = await ictm(["password", "reset", "--token", link.token, "--email", link.memberEmail], {
      ICTM_NEW_PASSWORD: "a brand new passphrase",
    });
    expect(reset.code).toBe(0);
    const reused = await ictm(["password", "reset", `--token=${link.token}`, "--email", link.memberEmail], {
      ICTM_NEW_PASSWORD: "yet another passphrase",
    });
    expect(reused.code).toBe(1);
    const dashed = await ictm(["password", "reset", "--token", "-Ab3_not-a-mailed-token", "--email", link.memberEmail], {
      ICTM_NEW_PASSWORD: "yet another passphrase",
    });
    expect(dashed).toMatchObject({ code: 1, stderr: reused.stderr });

    const oldPassword = await ictm(["login", "--as", "business", "--email", email], { ICTM_PASSWORD: DEMO_BUSINESS.password });
    expect(oldPassword.code).toBe(1);
    expect(oldPassword.stderr).toContain("Login details incorrect. Please try again.");

    const otherSession = await fetch(`${cli.server.url}/api/v1/businesses/sign-ins/username-pwd`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: "a brand new passphrase" }),
    });
    const { data }: { data: { accessToken: string } } = await otherSession.json();

    const login = await ictm(["login", "--as", "business", "--email", email], { ICTM_PASSWORD: "a brand new passphrase" });
    expect(login.code).toBe(0);
    const wrong = await ictm(["password", "change", "--current-password", "not it"], { ICTM_NEW_PASSWORD: "the third passphrase" });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain("Your current password is not correct.");
    const changed = await ictm(["password", "change"], {
      ICTM_PASSWORD: "a brand new passphrase",
      ICTM_NEW_PASSWORD: "the third passphrase",
    });
    expect(changed.code).toBe(0);
    expect(changed.stdout).toContain("Saved Successfully");

    const signOut = await fetch(`${cli.server.url}/api/v1/members/sign-outs`, {
      method: "POST",
      headers: { "x-member-authorization": data.accessToken },
    });
    expect(signOut.status).toBe(401);
    const kept = await fetch(`${cli.server.url}/api/v1/members/sign-outs`, {
      method: "POST",
      headers: { "x-member-authorization": await cli.savedToken() },
    });
    expect(kept.status).toBe(200);
  });
});
