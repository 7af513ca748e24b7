// The statistics in Chromium against the real server (the demo dataset): an officer opens Statistics from the header
// (/statistics redirects to the default workflow's statistics-board), reads the summary tiles, opens the table of
// "Applications by permit type" (its total is the tile's), downloads its CSV (core's file name for the range, the
// byte-order mark and the header), changes the range with a quick range and by typing one (each in the address, a
// new history entry; the far past has no applications, so the figures change, and Back brings them back), and opens
// an application's journey from the applications moved last. An administrator edits a step's target (the statistics
// show it at once); the public holidays page lists 2026's, and the administrator adds one and removes it. Each
// screen passes axe-core; screenshots at 1280 and 390 wide go to /tmp/shots13b. The charts' code (visx) is in a
// chunk of its own, never on the board's first load.
import { mkdirSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Download, Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEFAULT_WORKFLOW_ID, STATISTICS_TEXTS } from "@ictm/core";
import { CSV_BOM, csvLine } from "@ictm/core/domain";
import { bundleReport } from "../bundle/report.ts";
import { demoStaffOf } from "../support/board.ts";
import { e2eHarness } from "./harness.ts";

const e2e = e2eHarness();
const root = new URL("../../", import.meta.url).pathname;
const shots = "/tmp/shots13b";

/** axe-core on the page as it is, then screenshots at a desk's and a phone's width into /tmp/shots13b. */
async function checked(page: Page, name: string): Promise<void> {
  await e2e.expectAccessible(page, `statistics-${name}`);
  mkdirSync(shots, { recursive: true });
  const original = page.viewportSize();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150); // the charts measure their new width
    await page.screenshot({ path: join(shots, `${name}-${width}.png`), fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

const section = (page: Page, title: string): Locator => page.getByRole("region", { name: title, exact: true });
/** A summary tile's number (the definition after its term). */
const tileValue = (summary: Locator, label: string): Locator => summary.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);

async function downloaded(page: Page, button: Locator): Promise<{ name: string; text: string }> {
  const saving: Promise<Download> = page.waitForEvent("download");
  await button.click();
  const file = await saving;
  return { name: file.suggestedFilename(), text: await readFile(await file.path(), "utf8") };
}

/** Types a day into a date field's three segments, in the order the field shows them (the apps' en-GB: day first). */
async function typeDay(page: Page, firstSegment: Locator, day: string): Promise<void> {
  const [year = "", month = "", date = ""] = day.split("-");
  const values: Record<string, string> = { day: date, month, year };
  // The segments of one date are siblings (a range field has two dates): the first and the two spinbuttons after it.
  const order = await firstSegment.evaluate((first) => {
    const types: string[] = [];
    for (let node: Element | null = first; node !== null && types.length < 3; node = node.nextElementSibling) {
      if (node.getAttribute("role") === "spinbutton") types.push(node.getAttribute("data-type") ?? "");
    }
    return types;
  });
  await firstSegment.click();
  await page.keyboard.type(order.map((type) => values[type] ?? "").join(""));
}

describe("the statistics", () => {
  it("keeps the charts' code off the board's first load", () => {
    const report = bundleReport("back-office", join(root, "ui-backoffice", "dist"));
    const hasVisx = (file: string) => file.endsWith(".js") && readFileSync(join(root, "ui-backoffice", "dist", file), "utf8").includes("visx-axis");
    expect(report.entry.files.filter(hasVisx)).toEqual([]);
    const withVisx = report.lazy.filter((set) => set.files.some(hasVisx)).map((set) => set.name);
    expect(withVisx).toEqual([expect.stringMatching(/statistics\/charts\.tsx$/)]);
  });

  it("shows staff the figures of a range, as charts, tables and CSV, and a journey", async () => {
    const page = await e2e.boardAs(demoStaffOf("officer").email);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Statistics" }).click();
    await page.waitForURL(new RegExp(`/backoffice/statistics/details/${DEFAULT_WORKFLOW_ID}$`));
    await page.getByRole("heading", { name: STATISTICS_TEXTS.title, level: 1 }).waitFor();
    const summary = page.getByRole("group", { name: "Summary" });
    await summary.waitFor();
    const submitted = Number(await tileValue(summary, "Submitted").textContent());
    expect(submitted).toBeGreaterThan(0);
    const shownRange = (await page.getByText(/^Showing /).textContent()) ?? "";
    const byType = section(page, STATISTICS_TEXTS.sections.applications);
    await byType.getByRole("img", { name: new RegExp(`^${STATISTICS_TEXTS.sections.applications}, `) }).waitFor();
    await section(page, STATISTICS_TEXTS.sections.workflow).getByRole("img", { name: new RegExp(`^${STATISTICS_TEXTS.sections.workflow}, `) }).waitFor();
    await checked(page, "board");

    // The table of a chart: the same numbers, its total the tile's.
    await byType.getByRole("tab", { name: STATISTICS_TEXTS.table }).click();
    const table = byType.getByRole("table");
    const totalRow = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "All permit types" }) });
    expect(Number(await totalRow.getByRole("cell").first().textContent())).toBe(submitted);
    await checked(page, "table");

    // Its CSV, named for the range.
    const csv = await downloaded(page, byType.getByRole("button", { name: /^Download CSV/ }));
    expect(csv.name).toMatch(/^statistics-by-permit-type-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.text.startsWith(CSV_BOM + csvLine(["Permit type", "Submitted", "In progress", "Approved", "Archived"]))).toBe(true);
    expect(csv.text).toContain(`All permit types,${submitted},`);

    // A quick range: in the address.
    await page.getByRole("group", { name: "Quick ranges" }).getByRole("button", { name: "Last 7 days" }).click();
    await page.waitForURL(/\?startDate=\d{4}-\d{2}-\d{2}&endDate=\d{4}-\d{2}-\d{2}$/);
    await page.getByRole("group", { name: "Quick ranges" }).getByRole("button", { name: "Last 7 days", pressed: true }).waitFor();

    // A typed range in the far past: no applications then.
    const field = page.getByRole("group", { name: "Date range" });
    const segments = field.getByRole("spinbutton");
    await typeDay(page, segments.nth(0), "2020-01-01");
    await typeDay(page, segments.nth(3), "2020-01-31");
    await page.getByRole("button", { name: "Apply", exact: true }).click();
    await page.waitForURL(/\?startDate=2020-01-01&endDate=2020-01-31$/);
    await page.getByText("Showing 1 Jan 2020 – 31 Jan 2020").waitFor();
    await byType.getByRole("heading", { name: STATISTICS_TEXTS.empty.applications }).waitFor();
    await expect.poll(async () => tileValue(summary, "Submitted").textContent()).toBe("0");
    await checked(page, "empty");

    // Back twice: the first range and its figures again.
    await page.goBack();
    await page.waitForURL(/\?startDate=/);
    await page.goBack();
    await page.waitForURL(new RegExp(`/statistics/details/${DEFAULT_WORKFLOW_ID}$`));
    await page.getByText(shownRange).waitFor();
    await expect.poll(async () => Number(await tileValue(summary, "Submitted").textContent())).toBe(submitted);

    // A journey, from the applications moved last.
    const journeys = section(page, STATISTICS_TEXTS.sections.journey);
    const first = journeys.getByRole("list", { name: "Applications moved last" }).getByRole("link").first();
    const reference = ((await first.locator("span").first().textContent()) ?? "").trim();
    await first.click();
    await page.waitForURL(/\?applicationId=[0-9a-f-]{36}$/);
    await journeys.getByRole("heading", { name: `Journey of ${reference}` }).waitFor();
    await journeys.getByRole("img", { name: new RegExp(`^Journey of ${reference}`) }).waitFor();
    await checked(page, "journey");
    await journeys.getByRole("tablist", { name: `Journey of ${reference}: show as` }).getByRole("tab", { name: STATISTICS_TEXTS.table }).click();
    const visits = journeys.getByRole("table", { name: `Visits of ${reference} to each step, in order` });
    expect(await visits.getByRole("row").count()).toBeGreaterThan(1);

    // The keyboard: the range field, Apply and the quick ranges are reached with Tab.
    await page.getByRole("button", { name: "Apply", exact: true }).focus();
    await page.keyboard.press("Tab");
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? "")).toBe("Last 7 days");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\?startDate=\d{4}-\d{2}-\d{2}&endDate=\d{4}-\d{2}-\d{2}&applicationId=/);
  });

  it("lets an administrator edit a step's target, and lists the public holidays", async () => {
    const page = await e2e.boardAs(demoStaffOf("administrator").email);
    await page.goto(`${e2e.server.url}/backoffice/statistics`);
    await page.waitForURL(new RegExp(`/backoffice/statistics/details/${DEFAULT_WORKFLOW_ID}$`));
    const workflow = section(page, STATISTICS_TEXTS.sections.workflow);
    const now = workflow.getByRole("table", { name: "Each step now, and the cards that entered and left it in the range" });
    await now.waitFor();

    await page.getByRole("button", { name: "Edit targets" }).click();
    const dialog = page.getByRole("dialog", { name: "Step targets" });
    const screening = dialog.getByRole("textbox", { name: "Screening" });
    await screening.fill("0.3");
    await dialog.getByRole("button", { name: "Save targets" }).click();
    await dialog.getByText("Enter a target between 0.5 and 250 working days, in half days.").waitFor();
    await checked(page, "targets-dialog");
    await screening.fill("4.5");
    await dialog.getByRole("button", { name: "Save targets" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByText(STATISTICS_TEXTS.targetSaved("Screening", 4.5)).first().waitFor();
    const screeningRow = now.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Screening" }) });
    await expect.poll(() => screeningRow.getByRole("cell").first().textContent()).toBe("4.5");

    // The public holidays, from the statistics' sub-navigation.
    await page.getByRole("navigation", { name: STATISTICS_TEXTS.title }).getByRole("link", { name: STATISTICS_TEXTS.holidaysTitle }).click();
    await page.getByRole("heading", { name: STATISTICS_TEXTS.holidaysTitle, level: 1 }).waitFor();
    await page.goto(`${e2e.server.url}/backoffice/statistics/holidays?year=2026`);
    const holidays = page.getByRole("table", { name: "Public holidays in 2026, by date" });
    const birthday = holidays.getByRole("row").filter({ hasText: "Sultan's Birthday" });
    await birthday.getByRole("rowheader", { name: "15 Jul 2026" }).waitFor();
    await birthday.getByText("Wednesday").waitFor();
    await checked(page, "holidays");
    await page.getByRole("link", { name: "Next year, 2027" }).click();
    await page.waitForURL(/\/statistics\/holidays\?year=2027$/);
    await page.getByRole("table", { name: "Public holidays in 2027, by date" }).waitFor();

    // An administrator adds a holiday (typed in the date field), then removes it, after confirming.
    await page.getByRole("button", { name: "Add holiday" }).first().click();
    const adding = page.getByRole("dialog", { name: "Add a public holiday" });
    await typeDay(page, adding.getByRole("group", { name: "Date" }).getByRole("spinbutton").first(), "2027-03-03");
    await adding.getByRole("textbox", { name: "Name" }).fill("Staff retreat day");
    await adding.getByRole("switch", { name: "Provisional" }).check({ force: true });
    await checked(page, "holiday-add");
    await adding.getByRole("button", { name: "Add holiday" }).click();
    await adding.waitFor({ state: "detached" });
    await page.getByText(STATISTICS_TEXTS.holidaySaved("Staff retreat day")).first().waitFor();
    const added = page.getByRole("table", { name: "Public holidays in 2027, by date" }).getByRole("row").filter({ hasText: "Staff retreat day" });
    await added.getByRole("rowheader", { name: "3 Mar 2027" }).waitFor();
    await added.getByText(STATISTICS_TEXTS.provisional).waitFor();

    await page.getByRole("button", { name: "Remove Staff retreat day, 3 Mar 2027" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Remove Staff retreat day?" });
    await confirm.getByText(/The day becomes a working day again/).waitFor();
    await checked(page, "holiday-remove");
    await confirm.getByRole("button", { name: "Remove", exact: true }).click();
    await confirm.waitFor({ state: "detached" });
    await expect.poll(() => added.count()).toBe(0);
  });
});
