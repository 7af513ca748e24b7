// The board's step targets and the journey replay in Chromium against the real server, as the demo officer: the
// column heads say each step's target, a card past its step's target wears "Overdue" (its title says by how much)
// and every card says its working days in the step; then the side panel of the demo's application in Final
// approval: the info tab's journey (each visit with its working days, who moved it and whether it went over the
// target), and "Replay history": it opens on the latest event, Home goes back to the first (the application
// started, not on the board yet), the arrows and Previous/Next walk the events (placed on the board in Submitted,
// the strip marks the step), the form as it was then, and End comes back to the last (Final approval). Each screen
// passes axe-core; the board and the replay are also saved at 1280 and 390 wide when SHOTS_DIR names a folder.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { STATISTICS_TEXTS } from "@ictm/core";
import { demoStaffOf } from "../support/board.ts";
import { e2eHarness } from "./harness.ts";

const e2e = e2eHarness();
const { expectAccessible } = e2e;

const column = (page: Page, step: string): Locator => page.getByRole("region", { name: "Work Permits board" }).getByRole("region", { name: step, exact: true });
const card = (page: Page, reference: string): Locator => page.getByRole("listitem", { name: new RegExp(`^${reference},`) });

/** The page at a desk's and a phone's width, tall enough for the panel's content, into SHOTS_DIR when it is set. */
async function shots(page: Page, name: string): Promise<void> {
  const folder = process.env["SHOTS_DIR"];
  if (folder === undefined || folder === "") return;
  mkdirSync(folder, { recursive: true });
  const original = page.viewportSize();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 2400 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: join(folder, `${name}-${width}.png`) });
  }
  if (original) await page.setViewportSize(original);
}

describe("the board's targets and the journey replay", () => {
  it("marks overdue cards, shows an application's journey and replays its history", async () => {
    const page = await e2e.boardAs(demoStaffOf("officer").email);

    // The demo's newest lpa has waited in Submitted for days (the target is 2 working days): overdue.
    const late = card(page, "LPA-2026-0004");
    await late.waitFor();
    expect(await late.getAttribute("aria-label")).toMatch(/, overdue$/);
    const badge = late.getByTestId("overdue-badge");
    expect(await badge.getAttribute("title")).toMatch(/^\d+(\.\d+)? working days in this step; target 2$/);
    expect(await badge.textContent()).toMatch(/^Overdue: \d+(\.\d+)? working days in this step; target 2$/);
    await late.getByText(/^\d+(\.\d+)? working days? in this step$/).waitFor();
    // Every column with a target says it under its title; Approved has none.
    await column(page, "Submitted").getByText(STATISTICS_TEXTS.target(2), { exact: true }).waitFor();
    await column(page, "Evaluation").getByText(STATISTICS_TEXTS.target(5), { exact: true }).waitFor();
    expect(await column(page, "Approved").getByText(/^Target /).count()).toBe(0);
    await expectAccessible(page, "journey-board-overdue");
    await shots(page, "board");

    // The panel of the demo's lpa in Final approval: its journey, every step it went through.
    await card(page, "LPA-2026-0001").getByRole("link", { name: "LPA-2026-0001" }).click();
    const panel = page.getByRole("dialog", { name: "LPA-2026-0001" });
    await panel.getByRole("tab", { name: "Info", selected: true }).waitFor();
    const journey = panel.getByRole("region", { name: "Journey" });
    const visits = journey.getByRole("table");
    await visits.waitFor();
    const steps = await visits.getByRole("rowheader").allTextContents();
    expect(steps[0]).toBe("Submitted");
    expect(steps.at(-1)).toBe("Final approval");
    expect(steps).toEqual(expect.arrayContaining(["Screening", "Evaluation"]));
    const current = visits.getByRole("row").last();
    await current.getByText("Still there").waitFor();
    await journey.getByText(/ working days? since submission, no final approval yet\.$/).waitFor();
    await expectAccessible(page, "journey-panel");
    await shots(page, "journey");

    // The replay opens on the latest event.
    await journey.getByRole("button", { name: "Replay history" }).click();
    const replay = panel.getByRole("region", { name: "Replay history" });
    const position = replay.getByText(/^Event \d+ of \d+/);
    await position.waitFor();
    const [, shown, total] = /^Event (\d+) of (\d+)/.exec((await position.textContent()) ?? "") ?? [];
    expect(shown).toBe(total);
    expect(Number(total)).toBeGreaterThan(5);
    const where = replay.getByTestId("replay-board-position");
    expect(await where.textContent()).toBe("Final approval");
    expect(await replay.locator('[aria-current="step"]').textContent()).toBe("Final approval");
    await replay.getByText("Final approval:").waitFor();

    // Home on the slider: the first event, before the board.
    const slider = replay.getByRole("slider", { name: "Event" });
    await slider.focus();
    await page.keyboard.press("Home");
    await expect.poll(() => position.textContent()).toMatch(new RegExp(`^Event 1 of ${total}`));
    await replay.getByText("Application started", { exact: true }).waitFor();
    expect(await where.textContent()).toBe(STATISTICS_TEXTS.notOnBoard);
    expect(await replay.getByRole("button", { name: "Previous" }).isDisabled()).toBe(true);
    expect(await replay.getByText("No decisions yet.").count()).toBe(1);

    // On with the arrow until the card is placed: in Submitted, marked on the strip.
    for (let step = 0; step < Number(total) && (await where.textContent()) === STATISTICS_TEXTS.notOnBoard; step += 1) await page.keyboard.press("ArrowRight");
    expect(await where.textContent()).toBe("Submitted");
    await replay.getByText("Placed on the board in Submitted", { exact: true }).waitFor();
    expect(await replay.locator('[aria-current="step"]').textContent()).toBe("Submitted");

    // Next and Previous walk one event each way.
    const at = async () => Number(/^Event (\d+)/.exec((await position.textContent()) ?? "")?.[1]);
    const placedAt = await at();
    await replay.getByRole("button", { name: "Next" }).click();
    await expect.poll(at).toBe(placedAt + 1);
    await replay.getByRole("button", { name: "Previous" }).click();
    await expect.poll(at).toBe(placedAt);

    // The form as it was then, through the application tab's renderer.
    await replay.getByText("The form then").click();
    await replay.getByRole("heading", { level: 6 }).first().waitFor();
    await expectAccessible(page, "journey-replay-first");
    await shots(page, "replay-placed");

    // End: back at the latest event.
    await slider.focus();
    await page.keyboard.press("End");
    await expect.poll(() => position.textContent()).toMatch(new RegExp(`^Event ${total} of ${total}`));
    expect(await where.textContent()).toBe("Final approval");
    expect(await replay.getByRole("button", { name: "Next" }).isDisabled()).toBe(true);
    await expectAccessible(page, "journey-replay-last");
    await shots(page, "replay-last");
  });
});
