// The kanban board and its side panel in Chromium against the real server, as the demo officer: a card dragged to
// the next step, another moved with the keyboard alone (each step announced), a carried card put back with Escape,
// one sent back by its menu, a move the officer may not make refused with core's words and the card back; then the side panel: a comment, an attachment and edit control given to the
// applicant (the card then says so), and the Business, in the portal, edits and hands it back with a comment the
// panel shows. The board and every panel tab visited pass axe-core.
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { BOARD_MESSAGES } from "@ictm/core";
import { pdfDocument } from "@ictm/server/demo/sample-files.ts";
import { demoPassword, e2eHarness } from "./harness.ts";

const e2e = e2eHarness();
const { expectAccessible } = e2e;

const signedInOfficer = (): Promise<Page> => e2e.boardAs("officer@demo.ictm.bn");

const column = (page: Page, step: string): Locator => page.getByRole("region", { name: "Work Permits board" }).getByRole("region", { name: step, exact: true });
const card = (page: Page, reference: string): Locator => page.getByRole("listitem", { name: new RegExp(`^${reference},`) });
const referencesIn = (page: Page, step: string): Promise<string[]> =>
  column(page, step).getByRole("listitem").evaluateAll((items) => items.map((item) => (item.getAttribute("aria-label") ?? "").split(",")[0] ?? ""));

describe("the officer's kanban board", () => {
  it("drags a card to the next step, moves another by keyboard alone, and is refused a move with the reason", async () => {
    const page = await signedInOfficer();
    const spoken = () => page.locator("[aria-live]").allTextContents().then((texts) => texts.join(" "));
    await expectAccessible(page, "backoffice-board");

    // Drag: LPA-2026-0004 from Submitted onto the top of Screening.
    const dragged = card(page, "LPA-2026-0004");
    const target = column(page, "Screening").getByRole("listitem").first();
    const from = await dragged.boundingBox();
    const to = await target.boundingBox();
    if (from === null || to === null) throw new Error("the cards are not on screen");
    await page.mouse.move(from.x + 60, from.y + 40);
    await page.mouse.down();
    await page.mouse.move(from.x + 80, from.y + 50, { steps: 5 });
    await page.mouse.move(to.x + 60, to.y + 10, { steps: 20 });
    await page.mouse.up();
    await expect.poll(() => referencesIn(page, "Screening")).toContain("LPA-2026-0004");
    await expect.poll(() => referencesIn(page, "Submitted")).not.toContain("LPA-2026-0004");

    // Keyboard alone: PVV-2026-0004 picked up, carried one step right, dropped.
    await card(page, "PVV-2026-0004").focus();
    await page.keyboard.press("Space");
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? "")).toMatch(/PVV-2026-0004.*picked up/);
    await page.screenshot({ path: ".tmp/screenshots/backoffice-board-picked-up-1280.png" });
    await expect.poll(spoken).toContain("Picked up PVV-2026-0004");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Space");
    await expect.poll(spoken).toContain("Dropped PVV-2026-0004");
    await expect.poll(() => referencesIn(page, "Screening")).toContain("PVV-2026-0004");
    await expect.poll(() => referencesIn(page, "Submitted")).not.toContain("PVV-2026-0004");

    // Escape puts a carried card back where it was.
    await card(page, "SAWP-2026-0004").focus();
    await page.keyboard.press("Space");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => referencesIn(page, "Screening")).toContain("SAWP-2026-0004");
    await page.keyboard.press("Escape");
    await expect.poll(() => referencesIn(page, "Submitted")).toContain("SAWP-2026-0004");
    await expect.poll(spoken).toContain("Move cancelled. SAWP-2026-0004");

    // The card's menu: PVV-2026-0003 sent back from Screening to Submitted.
    await card(page, "PVV-2026-0003").getByRole("button", { name: /to step…$/ }).click();
    await page.getByRole("menuitem", { name: "Submitted" }).click();
    await expect.poll(() => referencesIn(page, "Submitted")).toContain("PVV-2026-0003");

    // Refused: an officer does not act in Evaluation; the move is refused with core's words and the card stays.
    await card(page, "LPA-2026-0002").focus();
    await page.keyboard.press("Space");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Space");
    await page.getByText(BOARD_MESSAGES.moveRefused).waitFor();
    await expect.poll(() => referencesIn(page, "Evaluation")).toContain("LPA-2026-0002");
    expect(await referencesIn(page, "Chief evaluation")).not.toContain("LPA-2026-0002");

    // The moves were kept by the server: a fresh board shows them.
    await page.reload();
    // The board's code loads with its route: wait for the board before reading its columns.
    await page.getByRole("heading", { name: "Work Permits board", level: 1 }).waitFor();
    await expect.poll(() => referencesIn(page, "Screening")).toEqual(expect.arrayContaining(["LPA-2026-0004", "PVV-2026-0004"]));
    expect(await referencesIn(page, "Submitted")).toContain("PVV-2026-0003");
  });

  it("opens the side panel, comments, attaches a file and gives edit control; the Business edits and hands back", async () => {
    const page = await signedInOfficer();
    await card(page, "SAWP-2026-0004").getByRole("link", { name: "SAWP-2026-0004" }).click();
    await page.waitForURL(/\/application\/[^/]+\/info$/);
    const applicationId = /\/application\/([^/]+)\/info$/.exec(new URL(page.url()).pathname)?.[1] ?? "";
    const panel = page.getByRole("dialog", { name: "SAWP-2026-0004" });
    await panel.getByRole("heading", { name: "Summary" }).waitFor();
    await expectAccessible(page, "backoffice-panel-info");

    await panel.getByRole("tab", { name: "Discussion" }).click();
    await page.waitForURL(/\/discussion$/);
    await panel.getByRole("textbox", { name: "Comment" }).fill("Passport copy checked against the original.");
    await panel.getByRole("button", { name: "Add comment" }).click();
    await panel.getByRole("region", { name: "Comments in Submitted" }).getByText("Passport copy checked against the original.").waitFor();
    await expect.poll(() => panel.getByRole("textbox", { name: "Comment" }).inputValue()).toBe("");
    await expectAccessible(page, "backoffice-panel-discussion");

    await panel.getByRole("tab", { name: "Attachments" }).click();
    await panel.getByLabel("File", { exact: true }).setInputFiles({ name: "screening-note.pdf", mimeType: "application/pdf", buffer: pdfDocument("Screening note") });
    await panel.getByRole("textbox", { name: "Comment" }).fill("Screening note");
    await panel.getByRole("button", { name: "Attach file" }).click();
    await panel.getByRole("link", { name: "screening-note.pdf" }).waitFor();
    await expectAccessible(page, "backoffice-panel-attachments");

    await panel.getByRole("tab", { name: "Application" }).click();
    await panel.getByRole("heading", { name: "Business", exact: true }).waitFor();
    await expectAccessible(page, "backoffice-panel-application");

    await panel.getByRole("tab", { name: "Info" }).click();
    await panel.getByRole("button", { name: "Give edit control to the applicant" }).click();
    const dialog = page.getByRole("dialog", { name: "Give edit control to the applicant" });
    await dialog.getByRole("textbox", { name: "Comment" }).fill("Please attach the signed contract.");
    await dialog.getByRole("button", { name: "Give edit control" }).click();
    await panel.getByText("The applicant", { exact: true }).waitFor();
    await panel.getByText("Please attach the signed contract.").waitFor();

    // A reload opens the same panel; closing it returns to the board, where the card says who holds control.
    await page.reload();
    await page.getByRole("dialog", { name: "SAWP-2026-0004" }).getByRole("heading", { name: "Summary" }).waitFor();
    await page.getByRole("button", { name: "Close" }).click();
    await page.waitForURL(/\/workflows\/[^/]+$/);
    await expect.poll(() => card(page, "SAWP-2026-0004").getAttribute("aria-label")).toMatch(/edit control with applicant/);

    // The Business reads the staff's comment, edits and hands the application back with a comment of its own.
    const business = await e2e.newPage();
    await business.goto(`${e2e.server.url}/businesses/sign-in`);
    await business.getByRole("textbox", { name: "E-mail address" }).fill("business@demo.ictm.bn");
    await business.getByLabel("Password", { exact: true }).fill(demoPassword);
    await business.getByRole("button", { name: "Sign in", exact: true }).click();
    await business.waitForURL((url) => !url.pathname.endsWith("/sign-in"));
    await business.goto(`${e2e.server.url}/business/expat-permits/sawp/${applicationId}/business`);
    const notice = business.getByRole("region", { name: "The staff gave this application back to you for changes" });
    await notice.getByText("Please attach the signed contract.").waitFor();
    await business.getByRole("textbox", { name: "Business Name" }).fill("Borneo Digital Sdn Bhd (Brunei)");
    await business.getByRole("button", { name: "Save section" }).click();
    await business.getByText("Saved Successfully").first().waitFor();
    await notice.getByRole("button", { name: "Hand back to staff" }).click();
    const handBack = business.getByRole("dialog", { name: "Hand back to staff" });
    await handBack.getByRole("textbox", { name: "Comment" }).fill("Signed contract attached; business name corrected.");
    await handBack.getByRole("button", { name: "Hand back", exact: true }).click();
    await handBack.waitFor({ state: "hidden" });

    // Back on the board, the card is the staff's again and the panel shows the Business's comment.
    await page.reload();
    await expect.poll(() => card(page, "SAWP-2026-0004").getAttribute("aria-label")).not.toMatch(/edit control with applicant/);
    await card(page, "SAWP-2026-0004").getByRole("link", { name: "SAWP-2026-0004" }).click();
    await page.getByRole("dialog", { name: "SAWP-2026-0004" }).getByText("Signed contract attached; business name corrected.").waitFor();
  });
});
