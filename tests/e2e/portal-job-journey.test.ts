// One job's whole way in Chromium against the real server with the demo dataset (issue 16): a Talent misspells a
// search ("devlop"), is asked "Did you mean …", follows the suggestion to the vacancy, opens its page and applies
// with a cover note, and finds it under My applications; the demo Business opens the vacancy's applicants and
// shortlists the Talent with a note; the Talent is mailed and reads "Shortlisted". The vacancy has a word of its own
// (letters only, so the vocabulary keeps it whole) and the search names it too, so it finds only this file's vacancy.
// Suggestions come from the vocabulary as refreshed in the background: the test refreshes it itself after listing.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { demoAccounts } from "@ictm/server/demo/dataset.ts";
import { refreshSearchVocabulary } from "@ictm/server/search/suggestions.ts";
import { mailContaining } from "../support/board-calls.ts";
import { signInBusiness } from "../support/business.ts";
import { createVacancy } from "../support/search.ts";
import { query, results, talentPage } from "./courses-steps.ts";
import { e2eHarness } from "./harness.ts";

const e2e = e2eHarness();
const { newPage, expectAccessible, signIn } = e2e;
const business = "business@demo.ictm.bn";
const word = `jy${randomUUID().replace(/[0-9-]/g, "").slice(0, 8)}`;

async function businessToken(): Promise<string> {
  const account = demoAccounts.find((entry) => entry.email === business);
  if (account === undefined) throw new Error("The demo dataset has no business account.");
  return signInBusiness(e2e.server, business, account.password);
}

describe("a job's journey", () => {
  it("a misspelt search leads a Talent to a vacancy; the Talent applies, the Business shortlists, the Talent reads it", async () => {
    const title = `Junior Web Developer ${word}`;
    const vacancyId = await createVacancy(e2e.server, await businessToken(), { title, description: `Build the ${word} portal's pages.` });
    await refreshSearchVocabulary(e2e.server.portal.db.orm);

    // The misspelt search finds nothing and suggests the word as listed.
    const { page, email } = await talentPage(e2e, { name: "Jasmin Journey" });
    await page.goto(`${e2e.server.url}/jobs?searchTerms=${encodeURIComponent(`devlop ${word}`)}`);
    const suggestion = page.getByRole("link", { name: `developer ${word}`, exact: true });
    await suggestion.waitFor();
    await expect.poll(async () => (await suggestion.locator("xpath=..").innerText()).trim()).toMatch(/^Did you mean /);
    await expectAccessible(page, "job-journey-did-you-mean");
    await suggestion.click();
    await expect.poll(() => query(page).get("searchTerms")).toBe(`developer ${word}`);
    await expect.poll(() => results(page).count()).toBe(1);
    expect(await results(page).first().innerText()).toContain(title);
    await results(page).first().click();
    await page.getByRole("heading", { name: title, level: 2, exact: true }).waitFor();
    await expectAccessible(page, "job-journey-search-result");

    // The job's own page: apply with a cover note.
    await page.getByRole("link", { name: "Open the full job page" }).click();
    await page.getByRole("heading", { name: title, level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/jobs/${vacancyId}`);
    await page.getByRole("button", { name: "Apply", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: `Apply for “${title}”` });
    await dialog.getByRole("textbox", { name: "Cover note" }).fill("I found you through a typo and built three portals since.");
    await dialog.getByRole("button", { name: "Submit application" }).click();
    await page.getByText(/^Applied on \d{1,2} [A-Z][a-z]{2} \d{4}$/).first().waitFor();
    await expectAccessible(page, "job-journey-job-applied");

    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title, level: 2 }) });
    await page.goto(`${e2e.server.url}/account/applications`);
    await card.getByText("Submitted", { exact: true }).waitFor();
    expect(await card.getByRole("link", { name: title }).getAttribute("href")).toBe(`/jobs/${vacancyId}`);

    // The Business: the vacancy's applicants, then the shortlist with a note.
    const office = await newPage();
    await signIn(office, "businesses", business);
    await office.goto(`${e2e.server.url}/business/vacancies`);
    await office.getByRole("link", { name: new RegExp(`^1 applicant, \\d+ local, for ${title}$`) }).click();
    await office.getByRole("heading", { name: "Applicants", level: 1 }).waitFor();
    const row = office.getByRole("listitem").filter({ has: office.getByRole("heading", { name: "Jasmin Journey", level: 3 }) });
    await row.getByText("I found you through a typo and built three portals since.").waitFor();
    await row.getByRole("button", { name: "Shortlist Jasmin Journey" }).click();
    const note = office.getByRole("dialog", { name: "Shortlist Jasmin Journey?" });
    await note.getByRole("textbox", { name: "Note to the talent (optional)" }).fill("Are you free on Thursday afternoon?");
    await note.getByRole("button", { name: "Shortlist", exact: true }).click();
    await row.getByText("Shortlisted", { exact: true }).first().waitFor();
    await expectAccessible(office, "job-journey-applicants-shortlisted");
    const mail = await mailContaining(e2e.server, email, "Are you free on Thursday afternoon?");
    expect(mail.text).toContain(title);

    // The Talent reads the decision and the note.
    await page.reload();
    await card.getByText("Shortlisted", { exact: true }).waitFor();
    await card.getByText(/Are you free on Thursday afternoon\?/).waitFor();
    await expectAccessible(page, "job-journey-applications-shortlisted");
  });
});
