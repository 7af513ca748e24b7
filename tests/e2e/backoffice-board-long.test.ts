// A board with long columns in Chromium: each column draws its first cards before the first paint and the rest of
// its first 40 just after (issue 17: the board's first render), so once the board settles every column shows
// min(its cards, 40), and a longer one offers "Show N more", which adds cards with the focus kept on the button.
// 1,000 generated applications (the board benchmark's generator) put a few hundred cards in the Approved column.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { seedPermitPopulation } from "@ictm/server/demo/permits.ts";
import { e2eHarness } from "./harness.ts";

const e2e = e2eHarness();

beforeAll(async () => {
  const { server } = e2e;
  await seedPermitPopulation(server.portal.db, { count: 1000, seed: 7, dataDir: server.dataDir, now: new Date(), log: () => undefined });
}, 120_000);

/** Each column's title, its count as the head shows it, and the cards it draws. */
const columnsOf = (page: Page) =>
  page
    .getByRole("region", { name: "Work Permits board" })
    .locator("section[data-column-id]")
    .evaluateAll((sections) =>
      sections.map((section) => ({
        title: section.querySelector("h2")?.textContent ?? "",
        count: Number([...section.querySelectorAll("[aria-label]")].find((element) => /^\d+ applications?$/.test(element.getAttribute("aria-label") ?? ""))?.textContent ?? "NaN"),
        drawn: section.querySelectorAll("li[data-card-id]").length,
      })),
    );

describe("a board with long columns", () => {
  it("draws each column's first 40 cards once settled, and shows more on request with the focus kept", async () => {
    const page = await e2e.boardAs("officer@demo.ictm.bn");
    await expect.poll(async () => (await columnsOf(page)).every((column) => column.drawn === Math.min(column.count, 40)), { timeout: 15_000 }).toBe(true);
    const columns = await columnsOf(page);
    const long = columns.reduce((longest, column) => (column.count > longest.count ? column : longest));
    if (long.count <= 240) throw new Error(`no column holds more than 240 cards: ${JSON.stringify(columns)}`);

    const more = page.getByRole("button", { name: new RegExp(`^Show \\d+ more in ${long.title}$`) });
    await expect.poll(() => more.count()).toBe(1);
    await more.focus();
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await columnsOf(page)).find((column) => column.title === long.title)?.drawn, { timeout: 15_000 }).toBe(240);
    // The button stays (more are left), and the keyboard is still on it.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? "")).toMatch(/^Show \d+ more/);
    await page.screenshot({ path: ".tmp/screenshots/backoffice-board-long-1280.png" });
  }, 120_000);
});
