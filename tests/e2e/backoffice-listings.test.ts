// The approved and archived listings in Chromium against the real server: an officer opens Listings from the
// header, searches the approved applications (a match, then no match and "Clear the search", each search kept in
// the address), exports the list as CSV (the file is named for the day, with the byte-order mark and the header),
// opens the demo's approved application in the side panel over the listing (every tab of the approved listing),
// archives it from the info tab (it leaves the list and the board), finds it in the archived listing (whose panel
// has the info tab alone) and unarchives it from its row, which brings it back to the approved list. Each screen
// passes axe-core.
import { readFile } from "node:fs/promises";
import type { Download, Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ARCHIVE_TEXTS, DEFAULT_WORKFLOW_ID } from "@ictm/core";
import { CSV_BOM, csvLine } from "@ictm/core/domain";
import { LISTING_CSV_HEADER } from "@ictm/server/archive/present.ts";
import { demoStaffOf } from "../support/board.ts";
import { e2eHarness } from "./harness.ts";

const e2e = e2eHarness();
const { expectAccessible } = e2e;

const table = (page: Page, name: string): Locator => page.getByRole("table", { name });
const rowOf = (page: Page, name: string, reference: string): Locator => table(page, name).getByRole("row").filter({ has: page.getByRole("rowheader", { name: reference }) });
const column = (page: Page, step: string): Locator => page.getByRole("region", { name: "Work Permits board" }).getByRole("region", { name: step, exact: true });

/** Searches the listing on screen for `terms` with its search form: its button, or Enter in the field. */
async function search(page: Page, landmark: string, terms: string, by: "button" | "enter" = "button"): Promise<void> {
  const form = page.getByRole("search", { name: landmark });
  const field = form.getByRole("searchbox", { name: "Search terms" });
  await field.fill(terms);
  if (by === "enter") await field.press("Enter");
  else await form.getByRole("button", { name: "Search", exact: true }).click();
}

/** Clicks a download button and answers the file the browser saved: its name and text. */
async function downloaded(page: Page, button: Locator): Promise<{ name: string; text: string }> {
  const saving: Promise<Download> = page.waitForEvent("download");
  await button.click();
  const file = await saving;
  return { name: file.suggestedFilename(), text: await readFile(await file.path(), "utf8") };
}

describe("the approved and archived listings", () => {
  it("searches, exports, archives from the panel and unarchives from the archived list", async () => {
    const page = await e2e.boardAs(demoStaffOf("officer").email);
    const approvedOnBoard = column(page, "Approved").getByRole("listitem");
    const reference = (await approvedOnBoard.first().getByRole("link").first().textContent()) ?? "";
    expect(reference).toMatch(/^(PVV|SAWP|LPA)-\d{4}-\d{4}$/);

    // Listings, from the header: the approved applications, newest approval first.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Listings" }).click();
    await page.waitForURL(new RegExp(`/backoffice/expat-permits/listing/${DEFAULT_WORKFLOW_ID}$`));
    await page.getByRole("heading", { name: "Approved applications", level: 1 }).waitFor();
    const row = rowOf(page, "Approved applications", reference);
    await row.waitFor();
    const business = (await row.getByRole("cell").nth(1).textContent()) ?? "";
    await expectAccessible(page, "backoffice-listing-approved");

    // A search that matches (the business's first word and the reference), kept in the address; then one that
    // does not, and the way back.
    await search(page, "Search the approved applications", `${business.split(" ")[0] ?? ""} ${reference}`);
    await page.waitForURL(/\?searchTerms=/);
    await row.waitFor();
    await page.getByText(/^1 approved application matching “/).waitFor();
    await search(page, "Search the approved applications", "no-such-business-anywhere", "enter");
    await page.getByRole("heading", { name: ARCHIVE_TEXTS.noMatch("approved", "no-such-business-anywhere") }).waitFor();
    await expectAccessible(page, "backoffice-listing-no-match");
    await page.goBack();
    await row.waitFor();
    await page.getByRole("link", { name: "Listings" }).first().click();
    await row.waitFor();

    // Export CSV: every row of the list, named for the day.
    const csv = await downloaded(page, page.getByRole("button", { name: "Export CSV" }));
    expect(csv.name).toMatch(/^approved-applications-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.text.startsWith(CSV_BOM + csvLine([...LISTING_CSV_HEADER]))).toBe(true);
    expect(csv.text).toContain(reference);

    // The side panel over the listing: the approved listing's tabs; archived from its info tab.
    await row.getByRole("link", { name: reference }).click();
    const panel = page.getByRole("dialog", { name: reference });
    await panel.getByRole("tab", { name: "Info", selected: true }).waitFor();
    expect(await panel.getByRole("tab").allTextContents()).toEqual(["Info", "Discussion", "Application", "Attachments", "Person approval", "Final approval", "Final notifications", "Evaluations"]);
    await expectAccessible(page, "backoffice-listing-panel");
    await panel.getByRole("button", { name: "Archive", exact: true }).click();
    const confirm = page.getByRole("alertdialog", { name: `Archive ${reference}?` });
    await confirm.getByText("It leaves the approved list and the board; it can be unarchived from the archived list.").waitFor();
    await expectAccessible(page, "backoffice-listing-archive-confirm");
    await confirm.getByRole("button", { name: "Archive", exact: true }).click();
    await page.getByText(ARCHIVE_TEXTS.archived(reference)).first().waitFor();
    await panel.waitFor({ state: "detached" });
    await expect.poll(() => rowOf(page, "Approved applications", reference).count()).toBe(0);

    // Off the board too.
    await page.getByRole("link", { name: "Board", exact: true }).click();
    await page.getByRole("heading", { name: "Work Permits board", level: 1 }).waitFor();
    expect(await column(page, "Approved").getByRole("listitem", { name: new RegExp(`^${reference},`) }).count()).toBe(0);

    // The archived listing: the row, its panel with the info tab alone.
    await page.getByRole("navigation", { name: "Listings" }).getByRole("link", { name: "Archived applications" }).click();
    await page.getByRole("heading", { name: "Archived applications", level: 1 }).waitFor();
    const archivedRow = rowOf(page, "Archived applications", reference);
    await archivedRow.getByText(demoStaffOf("officer").name).waitFor();
    await expectAccessible(page, "backoffice-listing-archived");
    await archivedRow.getByRole("link", { name: reference }).click();
    const archivedPanel = page.getByRole("dialog", { name: reference });
    await archivedPanel.getByRole("tab", { name: "Info", selected: true }).waitFor();
    expect(await archivedPanel.getByRole("tab").allTextContents()).toEqual(["Info"]);
    await archivedPanel.getByText("An archived application cannot be changed.").waitFor();
    await expectAccessible(page, "backoffice-listing-archived-panel");
    await archivedPanel.getByRole("button", { name: "Close" }).click();
    await archivedPanel.waitFor({ state: "detached" });

    // Unarchived from its row: back in the approved list.
    await archivedRow.getByRole("button", { name: `Unarchive ${reference}` }).click();
    await page.getByRole("alertdialog", { name: `Unarchive ${reference}?` }).getByRole("button", { name: "Unarchive", exact: true }).click();
    await page.getByText(ARCHIVE_TEXTS.unarchived(reference)).first().waitFor();
    await expect.poll(() => rowOf(page, "Archived applications", reference).count()).toBe(0);
    await page.getByRole("navigation", { name: "Listings" }).getByRole("link", { name: "Approved" }).click();
    await rowOf(page, "Approved applications", reference).waitFor();
  });
});
