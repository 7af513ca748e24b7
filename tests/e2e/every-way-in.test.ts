// Every way in, as a person does it in Chromium: a Talent signs up with Google and signs in with it again
// (the Google button is the loopback identity provider's stand-in for Google's script, and the server verifies
// the token it mints against its JWKS); a Business registers by e-mail, activates and signs in; a member resets
// a forgotten password from the mailed link and the session on the other device stops working.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { activationLinkFrom, resetLinkFrom } from "../support/server.ts";
import { e2eHarness } from "./harness.ts";

const e2e = e2eHarness({ identityProvider: true });
const { newPage, expectAccessible, signIn } = e2e;

const logOut = async (page: Page, name: RegExp): Promise<void> => {
  await page.getByRole("button", { name }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await page.getByRole("link", { name: "Sign in", exact: true }).first().waitFor();
};

describe("a Talent with a Google account", () => {
  it("signs up with Google and signs in with it again", async () => {
    const identity = { email: `nurul.${Date.now()}@example.bn`, name: "Nurul Google" };
    const page = await newPage();
    await page.goto(`${e2e.server.url}/talents/sign-up`);
    e2e.identityProvider.nextGoogleIdentity(identity);
    await page.getByRole("button", { name: "Sign in with Google" }).click();
    await page.getByRole("button", { name: /Nurul Google/ }).waitFor();
    await expectAccessible(page, "google-signed-up");
    await logOut(page, /Nurul Google/);

    await page.goto(`${e2e.server.url}/talents/sign-in`);
    e2e.identityProvider.nextGoogleIdentity(identity);
    await page.getByRole("button", { name: "Sign in with Google" }).click();
    await page.getByRole("button", { name: /Nurul Google/ }).waitFor();
  });
});

describe("a Business registering by e-mail", () => {
  it("registers, activates from the mailed link and signs in", async () => {
    const email = `hr.${Date.now()}@kampong-tech.bn`;
    const page = await newPage();
    await page.goto(`${e2e.server.url}/businesses/register`);
    await page.getByRole("heading", { name: "Register your business" }).waitFor();
    await page.getByRole("textbox", { name: "Business name" }).fill("Kampong Tech Sdn Bhd");
    await page.getByRole("button", { name: /Type of business/ }).click();
    await page.getByRole("option", { name: "Private limited company (Sdn Bhd)" }).click();
    await page.getByRole("textbox", { name: "Registration number" }).fill("RC/00099887");
    await page.getByRole("textbox", { name: "Contact person" }).fill("Awang Faizal");
    await page.getByRole("textbox", { name: "Phone number" }).fill("+673 876 5432");
    await page.getByRole("textbox", { name: "Business address" }).fill("Unit 5, Simpang 88, Kiulap, Bandar Seri Begawan BE1518");
    await page.getByRole("textbox", { name: "E-mail address" }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill("kampong tech passphrase");
    await expectAccessible(page, "business-register");
    await page.getByRole("button", { name: "Register business" }).click();
    await page.getByRole("heading", { name: "Check your e-mail" }).waitFor();

    const link = activationLinkFrom(await e2e.server.outbox.waitForMail(email));
    await page.goto(link.url.href);
    // Straight on to the business sign-in, saying the account is active.
    await page.getByRole("heading", { name: "Sign in to your business account" }).waitFor();
    await page.getByRole("heading", { name: "Your account is active" }).waitFor();
    const emailField = page.getByRole("textbox", { name: "E-mail address" });
    expect(await emailField.inputValue()).toBe(email);
    await page.getByLabel("Password", { exact: true }).fill("kampong tech passphrase");
    await expectAccessible(page, "business-sign-in");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.getByRole("button", { name: /Kampong Tech Sdn Bhd/ }).waitFor();
    await expectAccessible(page, "business-signed-in");

    // The home page speaks to the Business: its next steps, no sign-up prompts.
    await page.goto(`${e2e.server.url}/`);
    await page.getByRole("heading", { name: "Welcome back, Kampong Tech Sdn Bhd" }).waitFor();
    await page.getByRole("link", { name: "Post a vacancy" }).first().waitFor();
    expect(await page.getByText("Create your Talent account").count()).toBe(0);
    expect(await page.getByText("How to get started").count()).toBe(0);
    await expectAccessible(page, "home-business");
  });
});

describe("a member who forgot the password", () => {
  it("resets it from the mailed link, and the session on the other device stops working", async () => {
    const email = "talent@demo.ictm.bn";
    const otherDevice = await newPage();
    await signIn(otherDevice, "talents", email);
    await otherDevice.getByRole("button", { name: /Nur Aisyah Rahman/ }).waitFor();

    const page = await newPage();
    await page.goto(`${e2e.server.url}/talents/sign-in`);
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await page.getByRole("heading", { name: "Forgot your password?" }).waitFor();
    await page.getByRole("textbox", { name: "E-mail address" }).fill(email);
    await expectAccessible(page, "forgot-password");
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByText("If an account uses this address").waitFor();

    const link = resetLinkFrom(await e2e.server.outbox.waitForMail(email));
    await page.goto(link.url.href);
    await page.getByRole("heading", { name: "Choose a new password" }).waitFor();
    await page.getByLabel("New password", { exact: true }).fill("a fresh demo passphrase");
    await page.getByLabel("Confirm new password").fill("a fresh demo passphrase");
    await expectAccessible(page, "reset-password");
    await page.getByRole("button", { name: "Set new password" }).click();
    await page.getByRole("heading", { name: "Your password has been changed" }).waitFor();

    await otherDevice.goto(`${e2e.server.url}/account`);
    await otherDevice.getByText("Sorry, please login again.").waitFor();
    await otherDevice.getByRole("link", { name: "Sign in", exact: true }).first().waitFor();
  });
});
