// A job leads to its employer, in Chromium against the real server with the demo dataset (issue 16): a job's page
// shows the business's contact details under "Contact the employer" (a tel: link, a website opening in a new tab),
// and a saved job its business closed still opens from "Saved jobs": its status line and its page say the day it
// closed, with no Apply or Save, and the Talent can still remove it from the saved jobs.
import { describe, expect, it } from "vitest";
import { bruneiDateOf, DATE_FORMATS, formatDate } from "@ictm/core";
import { demoAccounts } from "@ictm/server/demo/dataset.ts";
import { portalClient, signIn as signInOverApi, signUpActiveTalent, testPassword } from "../support/api.ts";
import { signInBusiness } from "../support/business.ts";
import { createVacancy, vacancyInput } from "../support/search.ts";
import { e2eHarness } from "./harness.ts";

const e2e = e2eHarness();
const { newPage, expectAccessible, signIn } = e2e;
const business = "business@demo.ictm.bn";
const word = `quokka${Date.now().toString(36)}`;

async function businessToken(): Promise<string> {
  const account = demoAccounts.find((entry) => entry.email === business);
  if (account === undefined) throw new Error("The demo dataset has no business account.");
  return signInBusiness(e2e.server, business, account.password);
}

describe("the employer behind a job", () => {
  it("a job's page shows how to contact the employer", async () => {
    const token = await businessToken();
    const contact = { phone: "+673 222 4455", address: "Unit 3, Kiulap Plaza", website: "https://demo-business.example.bn", linkedinUrl: null, githubUrl: null };
    expect((await portalClient(e2e.server, token).PUT("/talents/contact-details", { body: contact })).response.status).toBe(200);
    const title = `Contact Engineer ${word}`;
    const id = await createVacancy(e2e.server, token, { title });

    const page = await newPage();
    await page.goto(`${e2e.server.url}/jobs/${id}`);
    await page.getByRole("heading", { name: title, level: 1 }).waitFor();
    const section = page.getByRole("region", { name: "Contact the employer" });
    expect(await section.getByRole("link", { name: "+673 222 4455" }).getAttribute("href")).toBe("tel:+6732224455");
    const website = section.getByRole("link", { name: /demo-business\.example\.bn/ });
    expect(await website.getAttribute("target")).toBe("_blank");
    expect(await website.getAttribute("rel")).toBe("noopener noreferrer");
    await section.getByText("Unit 3, Kiulap Plaza").waitFor();
    await expectAccessible(page, "employer-contact-job-page");
    await page.close();
  });

  it("a saved job that closed opens from Saved jobs and says when it closed, with no Apply or Save", async () => {
    const token = await businessToken();
    const title = `Closed Analyst ${word}`;
    const id = await createVacancy(e2e.server, token, { title });
    const { email } = await signUpActiveTalent(e2e.server, { name: "Sofia Saver" });
    const talent = await signInOverApi(e2e.server, email);
    expect((await portalClient(e2e.server, talent).POST("/talents/saved-jobs/{jobId}", { params: { path: { jobId: id } } })).response.status).toBe(200);
    const close = vacancyInput({ title, status: "closed" });
    expect((await portalClient(e2e.server, token).PUT("/businesses/job-vacancies/{id}", { params: { path: { id } }, body: close })).response.status).toBe(200);
    const today = formatDate(bruneiDateOf(Date.now()), DATE_FORMATS.day);

    const page = await newPage();
    await signIn(page, "talents", email, testPassword);
    await page.goto(`${e2e.server.url}/account/saved-jobs`);
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title, level: 2 }) });
    await card.getByText(`Closed on ${today}`, { exact: true }).waitFor();
    expect(await card.getByText(/Closes /).count()).toBe(0);
    await expectAccessible(page, "employer-saved-closed");

    await card.getByRole("link", { name: title }).click();
    await page.getByRole("heading", { name: title, level: 1 }).waitFor();
    await page.getByText(`This vacancy closed on ${today}`, { exact: true }).waitFor();
    expect(await page.getByRole("button", { name: "Apply", exact: true }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Save job" }).count()).toBe(0);
    await expectAccessible(page, "employer-closed-job-page");
    await page.getByRole("button", { name: "Remove from saved jobs" }).click();
    await page.getByRole("button", { name: "Remove from saved jobs" }).waitFor({ state: "detached" });
    expect(await page.getByRole("button", { name: "Save job" }).count()).toBe(0);
    await page.close();
  });
});
