// Expat permit applications in Chromium against the real server, as the demo Business: an empty lpa submit lists
// every message core's submit rules give (each a link to its field); then the Business fills the application —
// a person with a passport copy, a contract with a passport number, an LBD plan with an annual plan at 100 %,
// a supporting document and the declaration — submits it and sees it read-only; and archives a draft after
// confirming. Every page visited passes axe-core.
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { PERMIT_MESSAGES, permitSubmitVerdict } from "@ictm/core";
import { pdfDocument, pngImage } from "@ictm/server/demo/sample-files.ts";
import { portalClient } from "../support/api.ts";
import { signInBusiness } from "../support/business.ts";
import { fillDate } from "./date-field.ts";
import { demoPassword, e2eHarness } from "./harness.ts";

const e2e = e2eHarness();
const { expectAccessible } = e2e;
const BUSINESS = "business@demo.ictm.bn";

const signedIn = async (): Promise<Page> => {
  const page = await e2e.newPage();
  await e2e.signIn(page, "businesses", BUSINESS);
  await page.getByRole("button", { name: /Borneo Digital/ }).waitFor();
  return page;
};

/** Starts an application of the type named in the dialog and answers its id (from the editor's address). */
const startApplication = async (page: Page, typeName: RegExp): Promise<string> => {
  await page.goto(`${e2e.server.url}/business/expat-permits`);
  await page.getByRole("heading", { name: "Expat permits", level: 1 }).waitFor();
  await page.getByRole("button", { name: "New application" }).click();
  await page.getByRole("radio", { name: typeName }).check();
  await page.getByRole("button", { name: "Start application" }).click();
  await page.waitForURL(/\/business\/expat-permits\/(pvv|sawp|lpa)\/[^/]+$/);
  await page.getByRole("navigation", { name: "Sections of the application" }).waitFor();
  return new URL(page.url()).pathname.split("/").at(-1) ?? "";
};

describe("a Business's expat permit application", () => {
  it("sees every message on an empty submit, then fills an lpa application and submits it", async () => {
    const page = await signedIn();
    const id = await startApplication(page, /Local professional approval/);
    await expectAccessible(page, "permit-editor");

    // An empty submit: the server refuses with every problem, listed by section, each a link to its field.
    await page.getByRole("link", { name: /Review and submit/ }).click();
    await page.getByRole("button", { name: "Submit application" }).click();
    const problems = page.getByRole("region", { name: /things to fix before you submit/ });
    await problems.waitFor();
    const token = await signInBusiness(e2e.server, BUSINESS, demoPassword);
    const { data } = await portalClient(e2e.server, token).GET("/expat-permits/{type}/applications/{id}/forms/records", { params: { path: { type: "lpa", id } } });
    const expected = Object.values(permitSubmitVerdict("lpa", data?.data.form.content ?? {}, { fileIds: new Set() })).flat();
    expect(expected).toContain(PERMIT_MESSAGES.agree);
    const links = await problems.getByRole("link").allTextContents();
    expect(links).toHaveLength(expected.length);
    for (const message of expected) expect(links.some((text) => text.endsWith(message))).toBe(true);
    await expectAccessible(page, "permit-review-refused");
    // A problem's link opens its section with focus on the field.
    await problems.getByRole("link", { name: PERMIT_MESSAGES.required("Reason for Application") }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("applicationReason");

    await fillApplication(page);
    await fillPersonnel(page);
    await fillContracts(page);
    await fillLbdPlan(page);
    await fillDeclaration(page);

    await page.getByRole("link", { name: /Review and submit/ }).click();
    await page.getByText("Everything the application needs is filled in.").waitFor();
    await page.getByRole("button", { name: "Submit application" }).click();
    await page.getByRole("heading", { name: "Where it stands" }).waitFor();
    await page.getByText("Submitted", { exact: true }).first().waitFor();
    await expectAccessible(page, "permit-submitted");
  });

  it("archives a draft after confirming", async () => {
    const page = await signedIn();
    await startApplication(page, /Visit permit/);
    const reference = (await page.getByText(/^PVV-\d{4}-\d{4} · Draft$/).textContent())?.split(" · ")[0] ?? "";
    await page.getByRole("link", { name: "Expat permits" }).click();
    await page.getByRole("heading", { name: reference }).waitFor();
    await expectAccessible(page, "permit-list");
    await page.getByRole("button", { name: `Archive ${reference} Visit permit` }).click();
    await page.getByRole("alertdialog", { name: "Archive this draft?" }).waitFor();
    await page.getByRole("button", { name: "Archive draft" }).click();
    await page.getByRole("heading", { name: reference }).waitFor({ state: "detached" });
  });
});

/** Saves the section on screen and closes the success toast, so it covers nothing afterwards. */
const saveSection = async (page: Page) => {
  await page.getByRole("button", { name: "Save section" }).click();
  const saved = page.getByText("Saved Successfully").first();
  await saved.waitFor();
  await page.getByRole("button", { name: "Dismiss" }).first().click();
  await saved.waitFor({ state: "hidden" });
};

const openSection = async (page: Page, title: string) => {
  await page.getByRole("navigation", { name: "Sections of the application" }).getByRole("link", { name: new RegExp(`^${title}`) }).click();
  await page.getByRole("heading", { name: title, level: 2 }).waitFor();
};

const choose = async (page: Page, scope: Page | Locator, label: string, option?: string) => {
  await scope.getByRole("button", { name: new RegExp(label) }).click();
  const options = page.getByRole("option");
  await (option === undefined ? options.first() : options.filter({ hasText: option }).first()).click();
};

async function fillApplication(page: Page) {
  await page.getByRole("heading", { name: "Application", level: 2 }).waitFor();
  await choose(page, page, "Application Type");
  await choose(page, page, "Job Vacancy");
  await page.getByRole("textbox", { name: "Reason for Application" }).fill("We are building the national e-payment platform.");
  await page.getByRole("textbox", { name: "Justification for Non-local Employment" }).fill("No local applicant had five years of payment-switch experience.");
  await page.getByRole("textbox", { name: "Efforts in Hiring Locals" }).fill("Advertised on the portal for 30 days and interviewed four locals.");
  await saveSection(page);
}

async function fillPersonnel(page: Page) {
  await openSection(page, "Non-local personnel");
  await page.getByRole("button", { name: "Add person" }).click();
  const person = page.getByRole("group", { name: "Person 1" });
  await person.getByRole("textbox", { name: "Full Name" }).fill("Arjun Mehta");
  await choose(page, person, "Nationality");
  await person.getByRole("textbox", { name: "Passport Number" }).fill("K1234567");
  await fillDate(page, "Date of Birth", new Date(1988, 4, 17), { scope: person, exact: true });
  await person.getByLabel("Passport Copy", { exact: true }).setInputFiles({ name: "passport.pdf", mimeType: "application/pdf", buffer: pdfDocument() });
  await person.getByRole("link", { name: /passport/ }).waitFor();
  await person.getByRole("textbox", { name: "Salary" }).fill("6500");
  await choose(page, person, "Pay Interval");
  await person.getByRole("textbox", { name: "Job Description" }).fill("Lead engineer of the payment switch.");
  await person.getByRole("textbox", { name: "Qualifications" }).fill("MSc Computer Science; 8 years in card payments.");
  await saveSection(page);
}

async function fillContracts(page: Page) {
  await openSection(page, "Contracts");
  await page.getByRole("button", { name: "Add contract" }).click();
  const contract = page.getByRole("group", { name: "Contract 1" });
  await contract.getByRole("textbox", { name: "Contract Reference" }).fill("MOF-2026-118");
  await fillDate(page, "Start Date", new Date(2027, 0, 4), { scope: contract, exact: true });
  await fillDate(page, "End Date", new Date(2028, 11, 31), { scope: contract, exact: true });
  await contract.getByRole("textbox", { name: "Contract Owner Name" }).fill("Ministry of Finance and Economy");
  await contract.getByRole("textbox", { name: "Contract Owner Email" }).fill("projects@mofe.gov.bn");
  await contract.getByRole("textbox", { name: "Contract Owner Phone Number" }).fill("+673 238 0100");
  await contract.getByRole("button", { name: "Add passport number" }).click();
  await contract.getByRole("textbox", { name: "Passport Number 1" }).fill("K1234567");
  await saveSection(page);
}

async function fillLbdPlan(page: Page) {
  await openSection(page, "LBD plan");
  await fillDate(page, "Current Status Date", new Date(2026, 10, 1), { scope: page, exact: true });
  for (const [label, value] of [
    ["Total Local Workforce", "42"],
    ["Total Non-local Workforce", "6"],
    ["Local Workforce Percentage", "87.5"],
    ["Local Technical and Skilled Workforce", "30"],
    ["Non-local Technical and Skilled Workforce", "5"],
    ["Local Technical and Skilled Percentage", "85.7"],
  ] as const) {
    await page.getByRole("textbox", { name: label, exact: true }).fill(value);
  }
  await page.getByRole("button", { name: "Add employment plan" }).click();
  const plan = page.getByRole("group", { name: "Employment plan 1" });
  await plan.getByRole("textbox", { name: "Position" }).fill("Payment switch engineer");
  // A new plan starts with its first year, which cannot be removed; the two percentages make 100 %.
  const year = plan.getByRole("group", { name: "Year 1" });
  await year.getByRole("textbox", { name: "Year", exact: true }).fill("2027");
  await year.getByRole("textbox", { name: "Local Percentage", exact: true }).fill("60");
  await year.getByRole("textbox", { name: "Non-local Percentage", exact: true }).fill("40");
  expect(await year.getByRole("button", { name: "Remove Year 1" }).count()).toBe(0);
  await expectAccessible(page, "permit-lbd-plan");
  await saveSection(page);
}

async function fillDeclaration(page: Page) {
  await openSection(page, "Supporting documents and declaration");
  await page.getByLabel("Other Supporting Documents", { exact: true }).setInputFiles({ name: "org-chart.png", mimeType: "image/png", buffer: pngImage(200, 120) });
  await page.getByRole("link", { name: /org-chart/ }).waitFor();
  await page.getByRole("checkbox", { name: /I declare/ }).check();
  await saveSection(page);
}

