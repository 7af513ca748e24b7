// Members keeping their own pages, in Chromium against the real server: a Talent fills the profile, sets
// privacy and uploads a picture that shows in the header; a Business uploads a logo, asks for verification
// and creates a vacancy that shows in its list (a newly registered Business: the demo one is verified already). Every page visited passes axe-core.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { pdfDocument, pngImage } from "@ictm/server/demo/sample-files.ts";
import { testPassword } from "../support/api.ts";
import { registerActiveBusiness } from "../support/business.ts";
import { fillDate } from "./date-field.ts";
import { e2eHarness } from "./harness.ts";

const e2e = e2eHarness();
const { expectAccessible } = e2e;

/** A new page, signed in as the member. */
const signIn = async (kind: "talents" | "businesses", email: string, password?: string): Promise<Page> => {
  const page = await e2e.newPage();
  await e2e.signIn(page, kind, email, password);
  return page;
};

describe("a Talent's own profile", () => {
  it("fills the profile, sets privacy, and uploads a picture that shows in the header", async () => {
    const page = await signIn("talents", "talent@demo.ictm.bn");
    const menu = page.getByRole("button", { name: /Nur Aisyah Rahman/ });
    await menu.waitFor();
    await page.goto(`${e2e.server.url}/account`);

    await page.getByRole("textbox", { name: "Headline" }).fill("Cloud engineer who ships");
    await page.getByRole("spinbutton", { name: "Years of experience" }).fill("7");
    await expectAccessible(page, "talent-profile");
    await page.getByRole("button", { name: "Save profile" }).click();
    await page.getByText("Saved Successfully").first().waitFor();

    await page.getByRole("radio", { name: "Nobody" }).check();
    await page.getByRole("button", { name: "Save privacy settings" }).click();
    await page.getByText("Saved Successfully").first().waitFor();

    await page.locator('input[type="file"]').first().setInputFiles({ name: "me.png", mimeType: "image/png", buffer: pngImage(96, 96) });
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
    const { email } = await registerActiveBusiness(e2e.server, { registration: { businessName: "Tasek Cloud Sdn Bhd" } });
    const page = await signIn("businesses", email, testPassword);
    await page.getByRole("button", { name: /Tasek Cloud Sdn Bhd/ }).waitFor();

    await page.goto(`${e2e.server.url}/business`);
    await page.getByRole("button", { name: "Upload a logo" }).waitFor();
    await page.locator('input[type="file"]').first().setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: pngImage(120, 60) });
    await page.getByRole("banner").locator('img[src*="/files/"]').first().waitFor();
    await expectAccessible(page, "business-profile");

    await page.goto(`${e2e.server.url}/business/verification`);
    await page.getByRole("heading", { name: "Verify your business" }).waitFor();
    await page.getByLabel("Registration certificate").setInputFiles({ name: "certificate.pdf", mimeType: "application/pdf", buffer: pdfDocument() });
    await page.getByRole("textbox", { name: "Your name" }).fill("Hajah Siti Nurhaliza");
    await page.getByRole("textbox", { name: "Your position" }).fill("Director");
    await expectAccessible(page, "business-verification");
    await page.getByRole("button", { name: "Submit for verification" }).click();
    await page.getByText("Pending review").first().waitFor();
    // Core's transitions offer replacing a pending request until staff decide; the form opens on request.
    await page.getByRole("button", { name: "Replace the request" }).click();
    await page.getByRole("heading", { name: "Replace the pending request" }).waitFor();
    expect(await page.getByRole("textbox", { name: "Your name" }).inputValue()).toBe("Hajah Siti Nurhaliza");

    await page.goto(`${e2e.server.url}/business/vacancies/new`);
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

