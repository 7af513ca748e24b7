// Job applications in Chromium against the real server with the demo dataset (issue 16): a Talent applies from the
// job search's pane with a cover note, finds it under "My applications", applies for a second vacancy from its page
// and withdraws that one (asked first); the demo Business sees the applicant count on its vacancy list, opens the
// applicants, reads the cover note and the resume as sent, and shortlists with a note: the talent is mailed. A
// visitor is asked to sign in as a talent. Each vacancy has a unique word, so the search finds only this file's.
import { describe, expect, it } from "vitest";
import { demoAccounts } from "@ictm/server/demo/dataset.ts";
import { mailContaining } from "../support/board-calls.ts";
import { signInBusiness } from "../support/business.ts";
import { createVacancy } from "../support/search.ts";
import { talentPage } from "./courses-steps.ts";
import { e2eHarness } from "./harness.ts";

const e2e = e2eHarness();
const { newPage, expectAccessible, signIn } = e2e;
const business = "business@demo.ictm.bn";
const word = `zephyr${Date.now().toString(36)}`;

async function businessToken(): Promise<string> {
  const account = demoAccounts.find((entry) => entry.email === business);
  if (account === undefined) throw new Error("The demo dataset has no business account.");
  return signInBusiness(e2e.server, business, account.password);
}

describe("job applications", () => {
  it("a Talent applies, sees it under My applications and withdraws one; the Business shortlists with a note", async () => {
    const token = await businessToken();
    const title = `Applications Engineer ${word}`;
    const other = `Support Analyst ${word}`;
    const vacancyId = await createVacancy(e2e.server, token, { title, description: `Build the portal's ${word} features.` });
    const otherId = await createVacancy(e2e.server, token, { title: other, description: `Answer the ${word} help desk.` });

    // A visitor reads how to apply.
    const visitor = await newPage();
    await visitor.goto(`${e2e.server.url}/jobs/${vacancyId}`);
    await visitor.getByRole("heading", { name: title, level: 1 }).waitFor();
    await visitor.getByRole("link", { name: "Sign in as a talent to apply" }).waitFor();
    await visitor.close();

    const { page, email } = await talentPage(e2e, { name: "Aminah Applicant" });
    await page.goto(`${e2e.server.url}/account/applications`);
    await page.getByRole("heading", { name: "You have not applied for any jobs yet" }).waitFor();
    await expectAccessible(page, "applications-mine-empty");

    // From the job search's pane.
    await page.goto(`${e2e.server.url}/jobs?searchTerms=${encodeURIComponent(title)}&activeJobId=${vacancyId}`);
    await page.getByRole("heading", { name: title, level: 2, exact: true }).waitFor();
    await page.getByRole("button", { name: "Apply", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: `Apply for “${title}”` });
    await dialog.getByText("2,000 characters left").waitFor();
    await dialog.getByRole("textbox", { name: "Cover note" }).fill("I built two portals like this one.");
    await dialog.getByText("1,966 characters left").waitFor();
    await dialog.getByRole("heading", { name: "Your resume" }).waitFor();
    await expectAccessible(page, "applications-apply-dialog");
    await dialog.getByRole("button", { name: "Submit application" }).click();
    await page.getByText(/^Applied on \d{1,2} [A-Z][a-z]{2} \d{4}$/).first().waitFor();
    await expectAccessible(page, "applications-search-applied");

    // From the job's own page.
    await page.goto(`${e2e.server.url}/jobs/${otherId}`);
    await page.getByRole("heading", { name: other, level: 1 }).waitFor();
    await page.getByRole("button", { name: "Apply", exact: true }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Submit application" }).click();
    await page.getByText(/^Applied on /).first().waitFor();

    await page.goto(`${e2e.server.url}/account/applications`);
    const card = (name: string) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, level: 2 }) });
    await card(title).getByText("Submitted", { exact: true }).waitFor();
    await card(other).getByText("Submitted", { exact: true }).waitFor();
    await expectAccessible(page, "applications-mine");
    await card(other).getByRole("button", { name: `Withdraw your application for ${other}` }).click();
    const confirm = page.getByRole("alertdialog");
    await confirm.getByRole("button", { name: "Withdraw application" }).click();
    await card(other).getByText("Withdrawn", { exact: true }).waitFor();
    expect(await card(other).getByRole("button", { name: /^Withdraw/ }).count()).toBe(0);
    expect(await card(title).getByRole("link", { name: title }).getAttribute("href")).toBe(`/jobs/${vacancyId}`);

    // The Business: the count on its list, then the applicants.
    const office = await newPage();
    await signIn(office, "businesses", business);
    await office.goto(`${e2e.server.url}/business/vacancies`);
    const count = office.getByRole("link", { name: new RegExp(`^1 applicant, \\d+ local, for ${title}$`) });
    await count.click();
    await office.getByRole("heading", { name: "Applicants", level: 1 }).waitFor();
    const row = office.getByRole("listitem").filter({ has: office.getByRole("heading", { name: "Aminah Applicant", level: 3 }) });
    await row.getByText("I built two portals like this one.").waitFor();
    await row.getByText("Resume Aminah Applicant sent").click();
    await expectAccessible(office, "applicants");

    await row.getByRole("button", { name: "Shortlist Aminah Applicant" }).click();
    const note = office.getByRole("dialog", { name: "Shortlist Aminah Applicant?" });
    await note.getByRole("textbox", { name: "Note to the talent (optional)" }).fill("Could you come in on Monday?");
    await expectAccessible(office, "applicants-shortlist-dialog");
    await note.getByRole("button", { name: "Shortlist", exact: true }).click();
    await row.getByText("Shortlisted", { exact: true }).first().waitFor();
    await office.getByRole("link", { name: "Shortlisted (1)" }).waitFor();
    const mail = await mailContaining(e2e.server, email, "Could you come in on Monday?");
    expect(mail.text).toContain(title);

    // The Talent reads the decision and the note.
    await page.reload();
    await card(title).getByText("Shortlisted", { exact: true }).waitFor();
    await card(title).getByText(/Could you come in on Monday\?/).waitFor();
  });
});
