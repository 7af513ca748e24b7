// A person in Chromium against the built portal served by the real server: a new Talent
// signs up, opens the activation link from the outbox (straight on to sign-in, the address filled), signs in, finds
// a home page that speaks to them, reloads, logs out; the used link then says the account is active. The rough
// edges: a wrong password said at the form with the focus on it, a taken address said once, the privacy options
// each announced with their own description. Every page visited must pass axe-core without serious or critical
// violations.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { activationLinkFrom } from "../support/server.ts";
import { e2eHarness } from "./harness.ts";

const e2e = e2eHarness();
const { newPage, expectAccessible, signIn } = e2e;

const WRONG_DETAILS = "Login details incorrect. Please try again.";

/** The radios of the page as Chromium's accessibility tree has them: name and description. */
async function radiosInTheAccessibilityTree(page: Page): Promise<Array<{ name: string; description: string }>> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as {
    nodes: Array<{ role?: { value?: string }; name?: { value?: string }; description?: { value?: string }; ignored?: boolean }>;
  };
  await cdp.detach();
  return nodes
    .filter((node) => !node.ignored && node.role?.value === "radio")
    .map((node) => ({ name: String(node.name?.value ?? ""), description: String(node.description?.value ?? "") }));
}

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
    // Straight on to sign-in, saying the account is active, the address filled.
    await page.getByRole("heading", { name: "Your account is active" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/talents/sign-in");
    const emailField = page.getByRole("textbox", { name: "E-mail address" });
    expect(await emailField.inputValue()).toBe(email);
    await expectAccessible(page, "activated");
    await page.getByLabel("Password").fill("a good passphrase");
    await expectAccessible(page, "sign-in");
    await page.getByRole("button", { name: "Sign in" }).click();

    const accountMenu = page.getByRole("button", { name: /Amal Hakimi/ });
    await accountMenu.waitFor();
    await page.reload();
    await accountMenu.waitFor();
    await expectAccessible(page, "signed-in");

    // The home page speaks to the Talent: no sign-up prompts.
    await page.goto(`${e2e.server.url}/`);
    await page.getByRole("heading", { name: "Welcome back, Amal Hakimi" }).waitFor();
    for (const prompt of ["Start with your Talent account", "How to get started", "Create your Talent account", "Available today"]) {
      expect(await page.getByText(prompt).count(), prompt).toBe(0);
    }
    await page.getByRole("link", { name: "Search jobs" }).first().waitFor();
    await expectAccessible(page, "home-talent");

    await accountMenu.click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await page.getByRole("link", { name: "Sign in" }).first().waitFor();
    await page.reload();
    await page.getByRole("link", { name: "Sign in" }).first().waitFor();
    expect(await page.getByRole("button", { name: /Amal Hakimi/ }).count()).toBe(0);

    // The used link, opened again: the account is active already; sign in, not "send a new link".
    const again = await newPage();
    await again.goto(link.url.href);
    await again.getByRole("heading", { name: "Your account is already active" }).waitFor();
    expect(await again.getByRole("textbox", { name: "E-mail address" }).inputValue()).toBe(email);
    await again.getByRole("button", { name: "Sign in", exact: true }).waitFor();
    expect(await again.getByText("Send a new activation link").count()).toBe(0);
    await expectAccessible(again, "activation-link-used");
  });

  it("says a wrong password at the form (the fields marked, the focus on the message) and in a danger toast", async () => {
    const page = await newPage();
    await page.goto(`${e2e.server.url}/talents/sign-in`);
    const emailField = page.getByRole("textbox", { name: "E-mail address" });
    const password = page.getByLabel("Password", { exact: true });
    await emailField.fill("talent@demo.ictm.bn");
    await password.fill("not the password");
    await page.getByRole("button", { name: "Sign in" }).click();
    const focused = page.locator(":focus");
    await expect.poll(async () => (await focused.count()) === 1 && (await focused.innerText()).trim()).toBe(WRONG_DETAILS);
    // The toast says it too.
    await page.getByRole("alertdialog").getByText(WRONG_DETAILS).waitFor();
    for (const field of [emailField, password]) {
      expect(await field.getAttribute("aria-invalid")).toBe("true");
      const described = (await field.getAttribute("aria-describedby")) ?? "";
      const texts = await Promise.all(described.split(" ").map((id) => page.locator(`[id="${id}"]`).innerText()));
      expect(texts.map((text) => text.trim())).toContain(WRONG_DETAILS);
    }
    await expectAccessible(page, "sign-in-refused");
    // Typing again clears the marks.
    await password.fill("another try");
    expect(await password.getAttribute("aria-invalid")).toBeNull();
  });

  it("says a taken address once, under the field, with its way to sign in instead (no toast over it)", async () => {
    const page = await newPage();
    await page.goto(`${e2e.server.url}/talents/sign-up`);
    await page.getByRole("textbox", { name: "Full name" }).fill("Someone Else");
    await page.getByRole("textbox", { name: "E-mail address" }).fill("talent@demo.ictm.bn");
    await page.getByLabel("Password").fill("a good passphrase");
    await page.getByRole("button", { name: "Create account" }).click();
    const taken = page.getByText("Sorry, this email already belongs to an account.");
    await taken.waitFor();
    const signInInstead = page.getByRole("link", { name: "Sign in instead" }).first();
    expect(await signInInstead.getAttribute("href")).toContain("email=talent%40demo.ictm.bn");
    await page.waitForTimeout(600); // past the danger toasts' debounce
    expect(await taken.count()).toBe(1);
    expect(await page.getByRole("alertdialog").count()).toBe(0);
    await expectAccessible(page, "sign-up-taken");
  });

  it("an activation link without its details says what is missing in its heading", async () => {
    const page = await newPage();
    await page.goto(`${e2e.server.url}/activate?token=abc`);
    await page.getByRole("heading", { level: 1, name: "This activation link is missing its e-mail address" }).waitFor();
    await page.goto(`${e2e.server.url}/activate`);
    await page.getByRole("heading", { level: 1, name: "This activation link is missing its code and e-mail address" }).waitFor();
    await expectAccessible(page, "activation-incomplete");
  });

  it("announces each privacy option with its own description", async () => {
    const page = await newPage();
    await signIn(page, "talents", "talent@demo.ictm.bn");
    await page.goto(`${e2e.server.url}/account`);
    const group = page.getByRole("radiogroup", { name: "Who can see your profile" });
    await group.waitFor();
    expect(await radiosInTheAccessibilityTree(page)).toEqual([
      { name: "Everyone", description: "Anyone who visits the portal can find and read your profile." },
      { name: "Signed-in businesses only", description: "Only businesses signed in to the portal can find your profile." },
      { name: "Nobody", description: "Your profile is hidden from search and from every business." },
    ]);
    await expectAccessible(page, "account-privacy");
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
