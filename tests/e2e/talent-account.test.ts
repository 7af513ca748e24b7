// A person in Chromium against the built portal served by the real server: a new Talent
// signs up, opens the activation link from the outbox, signs in, reloads, logs out. Every page visited
// must pass axe-core without serious or critical violations.
import { describe, expect, it } from "vitest";
import { activationLinkFrom } from "../support/server.ts";
import { e2eHarness } from "./harness.ts";

const e2e = e2eHarness();
const { newPage, expectAccessible } = e2e;

describe("a new Talent in the browser", () => {
  it("signs up, activates from the mailed link, signs in, stays signed in across a reload, and logs out", async () => {
    const email = `amal.${Date.now()}@example.bn`;
    const page = await newPage();

    await page.goto(`${e2e.server.url}/`);
    await expectAccessible(page, "home");
    await page.getByRole("link", { name: "Sign up" }).first().click();

    await page.getByRole("textbox", { name: "Full name" }).fill("Amal Hakimi");
    await page.getByRole("textbox", { name: "E-mail address" }).fill(email);
    await page.getByLabel("Password").fill("a good passphrase");
    await expectAccessible(page, "sign-up");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByRole("heading", { name: "Check your e-mail" }).waitFor();
    await expectAccessible(page, "check-email");

    const link = activationLinkFrom(await e2e.server.outbox.waitForMail(email));
    expect(link.url.origin).toBe(e2e.server.url);
    await page.goto(link.url.href);
    await page.getByRole("heading", { name: "Your account is active" }).waitFor();
    await expectAccessible(page, "activated");
    await page.getByRole("button", { name: "Sign in" }).click();

    const emailField = page.getByRole("textbox", { name: "E-mail address" });
    await emailField.waitFor();
    expect(await emailField.inputValue()).toBe(email);
    await page.getByLabel("Password").fill("a good passphrase");
    await expectAccessible(page, "sign-in");
    await page.getByRole("button", { name: "Sign in" }).click();

    const accountMenu = page.getByRole("button", { name: /Amal Hakimi/ });
    await accountMenu.waitFor();
    await page.reload();
    await accountMenu.waitFor();
    await expectAccessible(page, "signed-in");

    await accountMenu.click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await page.getByRole("link", { name: "Sign in" }).first().waitFor();
    await page.reload();
    await page.getByRole("link", { name: "Sign in" }).first().waitFor();
    expect(await page.getByRole("button", { name: /Amal Hakimi/ }).count()).toBe(0);
  });

  it("shows the catalogue's text in a danger toast for a wrong password", async () => {
    const page = await newPage();
    await page.goto(`${e2e.server.url}/talents/sign-in`);
    await page.getByRole("textbox", { name: "E-mail address" }).fill("talent@demo.ictm.bn");
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByText("Login details incorrect. Please try again.").waitFor();
    await expectAccessible(page, "sign-in-refused");
  });

  it("says under the field what is wrong before anything is sent", async () => {
    const page = await newPage();
    const calls: string[] = [];
    page.on("request", (request) => { if (request.url().includes("/api/")) calls.push(request.url()); });
    await page.goto(`${e2e.server.url}/talents/sign-up`);
    await page.getByRole("textbox", { name: "E-mail address" }).fill("not-an-address");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByText("Please enter a valid e-mail address.").waitFor();
    await page.getByText("Please enter your name (up to 120 characters).").waitFor();
    expect(calls.filter((url) => url.includes("/sign-ups/"))).toEqual([]);
  });
});
