// Members keeping their own pages, in Chromium against the real server: a Talent fills the profile, sets
// privacy and uploads a picture that shows in the header; a Business uploads a logo, asks for verification
// and creates a vacancy that shows in its list (a newly registered Business: the demo one is verified already). Every page visited passes axe-core.
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testPassword } from "../support/api.ts";
import { registerActiveBusiness } from "../support/business.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { launchBrowser, screenshots, seriousViolations } from "./browser.ts";
import { samplePdf, samplePng } from "./sample-files.ts";

const root = new URL("../../", import.meta.url).pathname;
const portalDist = join(root, "ui-portal", "dist");
const backofficeDist = join(root, "ui-backoffice", "dist");

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  if (!existsSync(join(portalDist, "index.html"))) throw new Error(`${portalDist} is not built: run \`npm run build\` first.`);
  server = await startTestServer({ demo: true, config: { portalDist, backofficeDist } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const expectAccessible = async (page: Page, name: string): Promise<void> => {
  expect(await seriousViolations(page), `axe-core on ${name}`).toEqual([]);
  await screenshots(page, name);
};

const signIn = async (kind: "talents" | "businesses", email: string, password = "Demo!2345"): Promise<Page> => {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await page.goto(`${server.url}/${kind}/sign-in`);
  await page.getByRole("textbox", { name: "E-mail address" }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  return page;
};

describe("a Talent's own profile", () => {
  it("fills the profile, sets privacy, and uploads a picture that shows in the header", async () => {
    const page = await signIn("talents", "talent@demo.ictm.bn");
    const menu = page.getByRole("button", { name: /Nur Aisyah Rahman/ });
    await menu.waitFor();
    await page.goto(`${server.url}/account`);

    await page.getByRole("textbox", { name: "Headline" }).fill("Cloud engineer who ships");
    await page.getByRole("textbox", { name: "Years of experience" }).fill("7");
    await expectAccessible(page, "talent-profile");
    await page.getByRole("button", { name: "Save profile" }).click();
    await page.getByText("Saved Successfully").first().waitFor();

    await page.getByRole("radio", { name: "Nobody" }).check();
    await page.getByRole("button", { name: "Save privacy settings" }).click();
    await page.getByText("Saved Successfully").first().waitFor();

    await page.locator('input[type="file"]').first().setInputFiles({ name: "me.png", mimeType: "image/png", buffer: samplePng(96, 96) });
    const avatar = page.getByRole("banner").locator('img[src*="/files/"]');
    await avatar.first().waitFor();
    await expectAccessible(page, "talent-picture");

    await page.reload();
    expect(await page.getByRole("textbox", { name: "Headline" }).inputValue()).toBe("Cloud engineer who ships");
    expect(await page.getByRole("radio", { name: "Nobody" }).isChecked()).toBe(true);
    await avatar.first().waitFor();
  });
});

describe("a Business's own pages", () => {
  it("uploads a logo, submits verification and creates a vacancy that shows in its list", async () => {
    const { email } = await registerActiveBusiness(server, { registration: { businessName: "Tasek Cloud Sdn Bhd" } });
    const page = await signIn("businesses", email, testPassword);
    await page.getByRole("button", { name: /Tasek Cloud Sdn Bhd/ }).waitFor();

    await page.goto(`${server.url}/business`);
    await page.getByRole("button", { name: "Upload a logo" }).waitFor();
    await page.locator('input[type="file"]').first().setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: samplePng(120, 60) });
    await page.getByRole("banner").locator('img[src*="/files/"]').first().waitFor();
    await expectAccessible(page, "business-profile");

    await page.goto(`${server.url}/business/verification`);
    await page.getByRole("heading", { name: "Verify your business" }).waitFor();
    await page.getByLabel("Registration certificate").setInputFiles({ name: "certificate.pdf", mimeType: "application/pdf", buffer: samplePdf() });
    await page.getByRole("textbox", { name: "Your name" }).fill("Hajah Siti Nurhaliza");
    await page.getByRole("textbox", { name: "Your position" }).fill("Director");
    await expectAccessible(page, "business-verification");
    await page.getByRole("button", { name: "Submit for verification" }).click();
    await page.getByText("Pending review").first().waitFor();

    await page.goto(`${server.url}/business/vacancies/new`);
    await page.getByRole("heading", { name: "New job vacancy" }).waitFor();
    await page.getByRole("textbox", { name: "Job title" }).fill("Site Reliability Engineer");
    await page.getByRole("textbox", { name: "Description" }).fill("Keep our national platforms fast and available, around the clock.");
    await page.getByRole("button", { name: /District/ }).click();
    await page.getByRole("option", { name: "Brunei-Muara" }).click();
    await page.getByRole("button", { name: /Employment type/ }).click();
    await page.getByRole("option", { name: /Full-time/i }).click();
    await page.getByRole("textbox", { name: "Minimum salary (BND)" }).fill("3500");
    await page.getByRole("textbox", { name: "Maximum salary (BND)" }).fill("4800");
    await page.getByRole("button", { name: /Salary interval/ }).click();
    await page.getByRole("option", { name: /Monthly/i }).click();
    await page.getByRole("textbox", { name: "Skills" }).fill("Kubernetes");
    await page.keyboard.press("Enter");
    const closing = new Date(Date.now() + 30 * 24 * 3600 * 1000);
    await fillDate(page, "Closing date", closing);
    await expectAccessible(page, "vacancy-new");
    await page.getByRole("button", { name: "Publish" }).click();

    await page.getByRole("heading", { name: "Job vacancies", level: 1 }).waitFor();
    await page.getByText("Site Reliability Engineer").first().waitFor();
    await expectAccessible(page, "vacancy-list");
  });
});

/** react-aria's DateField is a group of spinbuttons: focus the first and type the digits in the locale's order. */
async function fillDate(page: Page, label: string, date: Date): Promise<void> {
  const group = page.getByRole("group", { name: label });
  const segments = group.getByRole("spinbutton");
  const order = await segments.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-type") ?? ""));
  const values: Record<string, string> = {
    day: String(date.getDate()).padStart(2, "0"),
    month: String(date.getMonth() + 1).padStart(2, "0"),
    year: String(date.getFullYear()),
  };
  await segments.first().click();
  for (const type of order) {
    const value = values[type];
    if (value) await page.keyboard.type(value);
  }
}
