// The search filters (issue 16) as a person uses them, against the demo dataset: each filter is in the address (a new
// history entry, the first page), Back restores the previous filters, each choice shows its count, the chips remove
// one filter or all, the keyboard alone works, and on a phone one "Filters (N)" button opens a dialog with them all.
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { e2eHarness } from "./harness.ts";

const e2e = e2eHarness();
const { newPage, expectAccessible } = e2e;

const query = (page: Page): URLSearchParams => new URL(page.url()).searchParams;
const results = (page: Page) => page.getByRole("list", { name: "Results" }).getByRole("listitem");
const showing = (page: Page) => page.getByRole("status").filter({ hasText: /^Showing / });
const filterBar = (page: Page) => page.getByRole("group", { name: "Filters" });

/** The count a choice's label carries: "Belait (3)" → 3. */
const countIn = async (choice: Locator): Promise<number> => {
  const label = (await choice.locator("xpath=ancestor::label").innerText()).trim();
  const match = /\((\d+)\)$/.exec(label);
  if (match === null) throw new Error(`No count in "${label}"`);
  return Number(match[1]);
};

/** The results' count as "Showing 1–3 of 3 jobs" says it. */
const shownCount = async (page: Page): Promise<number> => Number(/of ([\d,]+) \D+$/.exec(await showing(page).innerText())?.[1]?.replace(/,/g, "") ?? "NaN");

describe("job search filters", () => {
  it("filters by district and employment type in the address, shows counts, and Back restores the previous filters", async () => {
    const page = await newPage();
    await page.goto(`${e2e.server.url}/jobs`);
    await results(page).first().waitFor();
    const everyJob = await shownCount(page);

    await filterBar(page).getByRole("button", { name: "District" }).click();
    const districts = page.getByRole("dialog", { name: "District" });
    const belait = districts.getByRole("checkbox", { name: /^Belait \(\d+\)$/ });
    await belait.waitFor();
    const inBelait = await countIn(belait);
    expect(inBelait).toBeGreaterThan(0);
    await expectAccessible(page, "search-filters-jobs-district");
    await belait.click();
    await expect.poll(() => query(page).getAll("district")).toEqual(["belait"]);
    await expect.poll(() => shownCount(page)).toBe(inBelait);
    for (const text of await results(page).allInnerTexts()) expect(text).toContain("Belait");
    await page.keyboard.press("Escape");
    await expect.poll(() => districts.count()).toBe(0);

    await filterBar(page).getByRole("button", { name: /^Employment type/ }).click();
    const types = page.getByRole("dialog", { name: "Employment type" });
    const offered = types.getByRole("checkbox", { disabled: false });
    await offered.first().waitFor();
    const firstType = offered.first();
    const ofType = await countIn(firstType);
    await firstType.click();
    await expect.poll(() => query(page).getAll("employmentType").length).toBe(1);
    expect(query(page).getAll("district")).toEqual(["belait"]);
    expect(query(page).get("pageNumber")).toBeNull();
    await expect.poll(() => shownCount(page)).toBe(ofType);
    await page.keyboard.press("Escape");
    await expect.poll(() => filterBar(page).getByRole("button", { name: /^Clear filters$/ }).count()).toBe(1);
    await expectAccessible(page, "search-filters-jobs-chips");

    await page.goBack();
    await expect.poll(() => query(page).getAll("employmentType")).toEqual([]);
    expect(query(page).getAll("district")).toEqual(["belait"]);
    await expect.poll(() => shownCount(page)).toBe(inBelait);
    await page.goBack();
    await expect.poll(() => query(page).getAll("district")).toEqual([]);
    await expect.poll(() => shownCount(page)).toBe(everyJob);
  });

  it("filters by a monthly salary from, removes it with its chip, and clears filters that leave nothing", async () => {
    const page = await newPage();
    await page.goto(`${e2e.server.url}/jobs`);
    await results(page).first().waitFor();
    await filterBar(page).getByRole("button", { name: "Salary" }).click();
    const from = page.getByRole("dialog", { name: "Salary" }).getByLabel("Salary from");
    await from.fill("3000");
    await from.press("Enter");
    await expect.poll(() => query(page).get("salaryFrom")).toBe("3000");
    await page.keyboard.press("Escape");
    const chips = page.getByRole("grid", { name: "Filters in use" });
    await chips.getByRole("row", { name: /From BND 3,000 a month/ }).waitFor();
    await results(page).first().waitFor();

    await chips.getByRole("button", { name: /^Remove/ }).click();
    await expect.poll(() => query(page).get("salaryFrom")).toBeNull();

    await page.goto(`${e2e.server.url}/jobs?salaryFrom=9999999`);
    await page.getByRole("heading", { name: "No jobs match these filters." }).waitFor();
    await expectAccessible(page, "search-filters-jobs-none");
    await page.getByRole("main").getByRole("link", { name: "Clear filters" }).click();
    await expect.poll(() => query(page).get("salaryFrom")).toBeNull();
    await results(page).first().waitFor();
  });

  it("works with the keyboard alone: Tab to a filter, Space to choose, Escape to close", async () => {
    const page = await newPage();
    await page.goto(`${e2e.server.url}/jobs`);
    await results(page).first().waitFor();
    const button = filterBar(page).getByRole("button", { name: "District" });
    await page.getByRole("button", { name: "Search", exact: true }).focus();
    await page.keyboard.press("Tab");
    await expect.poll(() => button.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "District" });
    await dialog.waitFor();
    const first = dialog.getByRole("checkbox").first();
    await first.waitFor();
    // Focus is in the dialog; Tab reaches the first choice.
    for (let step = 0; step < 3; step += 1) {
      if (await first.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press("Tab");
    }
    await expect.poll(() => first.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press("Space");
    await expect.poll(() => query(page).getAll("district").length).toBe(1);
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => filterBar(page).getByRole("button", { name: /^District \(1\)$/ }).evaluate((element) => element === document.activeElement)).toBe(true);
  });
});

describe("talent search filters", () => {
  it("finds talents by a skill", async () => {
    const page = await newPage();
    await page.goto(`${e2e.server.url}/talents`);
    await results(page).first().waitFor();
    const everyone = await shownCount(page);
    await filterBar(page).getByRole("button", { name: "Skills" }).click();
    const skills = page.getByRole("dialog", { name: "Skills" }).getByRole("textbox", { name: "Skills" });
    await skills.fill("TypeScript");
    await skills.press("Enter");
    await expect.poll(() => query(page).getAll("skill")).toEqual(["TypeScript"]);
    await expect.poll(() => showing(page).or(page.getByRole("heading", { name: "No talents match these filters." })).count()).toBe(1);
    await expectAccessible(page, "search-filters-talents-skill");
    await page.keyboard.press("Escape");
    await page.getByRole("grid", { name: "Filters in use" }).getByRole("row", { name: /Skill: TypeScript/ }).waitFor();
    if ((await showing(page).count()) === 1) expect(await shownCount(page)).toBeLessThanOrEqual(everyone);
  });
});

describe("business search filters", () => {
  it("shows verified businesses only, with their count", async () => {
    const page = await newPage();
    await page.goto(`${e2e.server.url}/businesses`);
    await results(page).first().waitFor();
    const verifiedOnly = filterBar(page).getByRole("switch", { name: /^Verified businesses only \(\d+\)$/ });
    await verifiedOnly.waitFor();
    const verified = await countIn(verifiedOnly);
    await verifiedOnly.click();
    await expect.poll(() => query(page).get("verified")).toBe("true");
    if (verified === 0) {
      await page.getByRole("heading", { name: "No businesses match these filters." }).waitFor();
    } else {
      await expect.poll(() => shownCount(page)).toBe(verified);
      for (const text of await results(page).allInnerTexts()) expect(text).toContain("Verified");
    }
    await expectAccessible(page, "search-filters-businesses-verified");
  });
});

describe("filters on a phone", () => {
  it("opens one dialog with every filter, without scrolling sideways", async () => {
    const page = await newPage();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${e2e.server.url}/jobs`);
    await results(page).first().waitFor();
    expect(await filterBar(page).getByRole("button", { name: "District" }).isVisible()).toBe(false);
    await filterBar(page).getByRole("button", { name: "Filters", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Filters" });
    await dialog.waitFor();
    for (const name of ["District", "Employment type", "Salary"]) await dialog.getByRole("heading", { name, exact: true }).waitFor();
    for (const name of ["Salary from", "Salary up to", "Closes by"]) await dialog.getByText(name, { exact: true }).waitFor();
    await dialog.getByRole("group", { name: "District" }).getByRole("checkbox", { name: /^Brunei-Muara \(\d+\)$/ }).click();
    await expect.poll(() => query(page).getAll("district")).toEqual(["brunei-muara"]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    await expectAccessible(page, "search-filters-phone-dialog");
    await dialog.getByRole("button", { name: "Done" }).click();
    await filterBar(page).getByRole("button", { name: "Filters (1)" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  });
});
