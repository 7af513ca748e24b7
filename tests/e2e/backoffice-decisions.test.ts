// The final approver's day in Chromium against the real server: on the card in Person approval they approve every
// expatriate of the application (each with remarks), download a draft approval letter (a PDF), move the card on to
// Final approval with its menu, save remarks as a draft and set final approval (the card then says so), download
// the final letter, and send the final letters to the immigration department: the mail reaches the outbox with
// every approved person's letter and appendix attached as PDFs, and the final notifications tab lists it.
// Each tab visited passes axe-core.
import { readFile } from "node:fs/promises";
import type { Download, Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DECISION_LABELS, DECISION_TEXTS, SAVED_SUCCESSFULLY } from "@ictm/core";
import { demoStaffOf } from "../support/board.ts";
import { attachmentsOf } from "../support/decisions-final.ts";
import { e2eHarness } from "./harness.ts";

const e2e = e2eHarness();
const { expectAccessible } = e2e;
const IMMIGRATION = "immigration@demo.ictm.bn";

const column = (page: Page, step: string): Locator => page.getByRole("region", { name: "Work Permits board" }).getByRole("region", { name: step, exact: true });
const card = (page: Page, reference: string): Locator => page.getByRole("listitem", { name: new RegExp(`^${reference},`) });

/** Opens the card's panel on a tab; answers the panel. */
async function openTab(page: Page, reference: string, tab: string): Promise<Locator> {
  await card(page, reference).getByRole("link", { name: reference }).click();
  const panel = page.getByRole("dialog", { name: reference });
  await panel.getByRole("tab", { name: tab }).click();
  return panel;
}

/** Clicks a download button and answers the file the browser saved: its name and first bytes. */
async function downloaded(page: Page, button: Locator): Promise<{ name: string; bytes: Buffer }> {
  const saving: Promise<Download> = page.waitForEvent("download");
  await button.click();
  const file = await saving;
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: await readFile(path) };
}

describe("the final approver's decisions", () => {
  it("approves every expatriate, downloads the letters, sets final approval and notifies immigration", async () => {
    const page = await e2e.boardAs(demoStaffOf("final-approver").email);
    const reference = (await column(page, "Person approval").getByRole("listitem").first().getByRole("link").textContent()) ?? "";

    // Person approval: each expatriate approved with remarks, then a draft letter downloaded.
    let panel = await openTab(page, reference, "Person approval");
    const people = panel.getByRole("list", { name: "Expatriates" });
    await people.getByText("Pending").first().waitFor();
    await expectAccessible(page, "backoffice-panel-person-approval");
    const names = await people.getByRole("heading", { level: 4 }).allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      await panel.getByRole("button", { name: `Approve ${name}`, exact: true }).click();
      const dialog = page.getByRole("dialog", { name: `Approve ${name}` });
      await dialog.getByRole("textbox", { name: DECISION_LABELS.remarks }).fill(`Qualifications of ${name} checked.`);
      await dialog.getByRole("button", { name: "Approve", exact: true }).click();
      await dialog.waitFor({ state: "detached" });
      await people.getByRole("listitem", { name }).getByText("Approved", { exact: true }).waitFor();
    }
    expect(await people.getByText("Pending").count()).toBe(0);
    const draft = await downloaded(page, panel.getByRole("button", { name: `Download draft approval letter of ${names[0]}` }));
    expect(draft.name).toMatch(new RegExp(`^${reference}-1-approval-letter-draft\\.pdf$`));
    expect(draft.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    // On to Final approval, with the card's menu.
    await page.getByRole("button", { name: "Close" }).click();
    await card(page, reference).getByRole("button", { name: /to step…$/ }).click();
    await page.getByRole("menuitem", { name: "Final approval" }).click();
    await expect.poll(() => column(page, "Final approval").getByRole("listitem", { name: new RegExp(`^${reference},`) }).count()).toBe(1);

    // Final approval: remarks saved as a draft, then final approval set after the confirmation.
    panel = await openTab(page, reference, "Final approval");
    await panel.getByText(`${names.length} of ${names.length} decided, ${names.length} approved`).waitFor();
    await expectAccessible(page, "backoffice-panel-final-approval");
    await panel.getByRole("textbox", { name: DECISION_LABELS.finalApprovalRemarks }).fill("Approved for two years.");
    // (Earlier decisions left "Saved Successfully" toasts on screen: the draft's own answer is what is checked.)
    const draftSaved = page.waitForResponse((response) => response.request().method() === "POST" && /\/final-approvals\/[^/]+\/save$/.test(response.url()));
    await panel.getByRole("button", { name: "Save as draft" }).click();
    expect((await draftSaved).status()).toBe(200);
    await page.getByText(SAVED_SUCCESSFULLY).first().waitFor();
    await panel.getByRole("button", { name: "Set final approval" }).click();
    await page.getByRole("alertdialog", { name: "Give final approval?" }).getByRole("button", { name: "Set final approval" }).click();
    await panel.getByText("Given", { exact: true }).waitFor();
    await panel.getByText("Approved for two years.").waitFor();
    await panel.getByRole("button", { name: "Reset final approval" }).waitFor();
    const letter = await downloaded(page, panel.getByRole("button", { name: `Download approval letter of ${names[0]}` }));
    expect(letter.name).toMatch(new RegExp(`^${reference}-1-approval-letter\\.pdf$`));
    expect(letter.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    // Final notifications: the letters sent to the immigration department, and listed.
    await panel.getByRole("tab", { name: "Final notifications" }).click();
    await panel.getByText(IMMIGRATION).first().waitFor();
    await panel.getByRole("button", { name: "Send to immigration department" }).click();
    const sending = page.getByRole("dialog", { name: /^Send the final letters to the immigration department/ });
    await sending.getByRole("textbox", { name: DECISION_LABELS.message }).fill("Please issue the work passes.");
    await expectAccessible(page, "backoffice-final-notification-dialog");
    await sending.getByRole("button", { name: "Send to immigration department" }).click();
    await sending.waitFor({ state: "detached" });
    await page.getByText(DECISION_TEXTS.notified["immigration-department"]).first().waitFor();
    const sent = panel.getByRole("region", { name: "Sent" }).getByRole("listitem");
    await sent.getByText("To immigration department").waitFor();
    await sent.getByText("Please issue the work passes.").waitFor();
    await expectAccessible(page, "backoffice-panel-final-notifications");

    const mail = await e2e.server.outbox.waitForMail(IMMIGRATION);
    expect(mail.subject).toContain(reference);
    expect(mail.text).toContain("Please issue the work passes.");
    const files = await attachmentsOf(e2e.server.outbox.folder, mail);
    expect(files).toHaveLength(2 * names.length);
    for (const file of files) {
      expect(file.contentType).toBe("application/pdf");
      expect(file.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    }
    expect(files.map((file) => file.filename)).toContain(`${reference}-1-approval-letter.pdf`);

    // The board says the application has final approval.
    await page.getByRole("button", { name: "Close" }).click();
    await expect.poll(() => card(page, reference).getAttribute("aria-label")).toMatch(/final approval \d/);
  });
});
