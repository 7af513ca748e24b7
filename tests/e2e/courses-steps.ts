// The steps the training-course browser tests share: a course's card in the Business's list, the course form's
// Select and date field, filling in what a published course needs, and the Talent's side (a new Talent signed in,
// the course search's field, results and detail, the address's query).
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { signUpActiveTalent, testPassword } from "../support/api.ts";
import { fillDate } from "./date-field.ts";
import type { E2eHarness } from "./harness.ts";

/** A course's card in the Business's list (or a registration's in My training courses), by its title. */
export const courseCard = (page: Page, title: string): Locator =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

/** A ui-kit Select: its button (named by the label), then the option. */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole("button", { name: new RegExp(`^${label}\\b|\\b${label}$`) }).first().click();
  await page.getByRole("option", { name: option, exact: true }).click();
}


/** Fills every field but the title that publishing needs, on the open course form (a start three weeks ahead). */
export async function fillPublishableCourse(page: Page): Promise<void> {
  await page.getByRole("textbox", { name: "Short description" }).fill("Protect cloud accounts, networks and data in two weeks of evening classes.");
  await page.getByRole("textbox", { name: "Full description" }).fill("Identity, encryption, logging and incident response on AWS and Azure.\nLabs every evening in Gadong.");
  await choose(page, "Topic", "Cybersecurity");
  await choose(page, "Level", "Intermediate");
  await choose(page, "Language", "English");
  await fillDate(page, "Start date", new Date(Date.now() + 21 * 24 * 3600 * 1000));
  await page.getByRole("textbox", { name: "Duration", exact: true }).fill("2");
  await choose(page, "Duration in", "Weeks");
  await page.getByRole("textbox", { name: "Fee (BND)" }).fill("1,250.50");
  await page.getByRole("textbox", { name: "Contact e-mail" }).fill("training@demo.ictm.bn");
}

/** The address's query of the page as it is now. */
export const query = (page: Page): URLSearchParams => new URL(page.url()).searchParams;
/** The course search's results. */
export const results = (page: Page): Locator => page.getByRole("list", { name: "Results" }).getByRole("listitem");
/** The course search's field. */
export const searchBox = (page: Page): Locator =>
  page.getByRole("searchbox", { name: "Search terms" }).or(page.getByRole("textbox", { name: "Search terms" }));
/** The course search's detail pane, by the course's name. */
export const detail = (page: Page, name: string): Locator => page.getByRole("heading", { name, level: 2, exact: true });

/** Searches for `terms` with the search field and its button, and waits until the address has them. */
export async function searchCourses(page: Page, terms: string): Promise<void> {
  await searchBox(page).fill(terms);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect.poll(() => query(page).get("searchTerms")).toBe(terms);
}

/** A Talent signed in on a new page: a new active one (named `name`) unless `email` is given. */
export async function talentPage(e2e: E2eHarness, options: { email?: string; name?: string } = {}): Promise<{ page: Page; email: string }> {
  const email = options.email ?? (await signUpActiveTalent(e2e.server, { name: options.name ?? "Course Learner" })).email;
  const page = await e2e.newPage();
  await e2e.signIn(page, "talents", email, testPassword);
  return { page, email };
}
