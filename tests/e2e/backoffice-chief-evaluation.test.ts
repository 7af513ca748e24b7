// Evaluations in Chromium against the real server, as the demo staff make them: the evaluator records an
// evaluation of the card in Evaluation (refused empty with core's words, then kept); the officer sends a
// chief-evaluator link by e-mail from the card in Chief evaluation ("Email was successfully sent to CE"), and the
// chief evaluator opens the mailed link in a browser that never signed in, reads the application, answers, and is
// thanked; the link then opens no form, and the officer's panel shows the link used and the chief's evaluation.
// The evaluations tab, the link form and the chief evaluation page pass axe-core.
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DECISION_LABELS, DECISION_MESSAGES, MESSAGES } from "@ictm/core";
import { demoStaffOf } from "../support/board.ts";
import type { ReceivedMail } from "../support/server.ts";
import { e2eHarness } from "./harness.ts";

const e2e = e2eHarness();
const { expectAccessible } = e2e;
const CHIEF = demoStaffOf("final-approver");

/** Opens the panel of the first card in a step's column on its evaluations tab; answers the panel and the card's reference. */
async function evaluationsOfFirstCardIn(page: Page, step: string): Promise<{ panel: Locator; reference: string }> {
  const link = page.getByRole("region", { name: step, exact: true }).getByRole("listitem").first().getByRole("link");
  const reference = (await link.textContent()) ?? "";
  await link.click();
  const panel = page.getByRole("dialog", { name: reference });
  await panel.getByRole("tab", { name: "Evaluations" }).click();
  await page.waitForURL(/\/evaluations(\?|$)/);
  return { panel, reference };
}

/** Chooses an option of the page's select whose name holds `label` (its list opens as a popover on the page). */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole("button", { name: new RegExp(label) }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

const chiefLinkFrom = (mail: ReceivedMail): string => {
  const link = mail.links.find((candidate) => new URL(candidate).pathname.endsWith("/chief-evaluation-form"));
  if (link === undefined) throw new Error(`The mail "${mail.subject}" has no chief evaluation link: ${mail.links.join(", ")}`);
  return link;
};

describe("evaluations of an application", () => {
  it("the evaluator records an evaluation of the card in Evaluation", async () => {
    const page = await e2e.boardAs(demoStaffOf("evaluator").email);
    const { panel } = await evaluationsOfFirstCardIn(page, "Evaluation");
    await panel.getByText("No evaluations yet.").waitFor();
    await expectAccessible(page, "backoffice-panel-evaluations");

    await panel.getByRole("button", { name: "Record evaluation" }).click();
    await panel.getByText(DECISION_MESSAGES.evaluationStatusRequired).waitFor();
    await choose(page, DECISION_LABELS.evaluationStatusKey, "Recommended with conditions");
    await panel.getByRole("textbox", { name: DECISION_LABELS.comment }).fill("Recommended, provided the local trainee is named in the contract.");
    await panel.getByRole("button", { name: "Record evaluation" }).click();
    const listed = panel.getByRole("region", { name: "Evaluations in Evaluation" });
    await listed.getByText("Recommended, provided the local trainee is named in the contract.").waitFor();
    await listed.getByText("Recommended with conditions").waitFor();

    // Kept by the server: a fresh panel shows it, and offers to replace it.
    await page.reload();
    await panel.getByRole("region", { name: "Evaluations in Evaluation" }).getByText(/\(you\)/).waitFor();
    await panel.getByRole("button", { name: "Replace evaluation" }).waitFor();
  });

  it("the officer mails a chief-evaluator link, and the chief evaluator answers from the mail without signing in", async () => {
    const officer = await e2e.boardAs(demoStaffOf("officer").email);
    const { panel, reference } = await evaluationsOfFirstCardIn(officer, "Chief evaluation");
    await choose(officer, "Chief evaluator", `${CHIEF.name} (${CHIEF.email})`);
    expect(await panel.getByRole("checkbox", { name: "Send by e-mail" }).isChecked()).toBe(true);
    await panel.getByRole("button", { name: "Generate link" }).click();
    await officer.getByText(MESSAGES.chiefLinkMailed).waitFor();
    const shown = await panel.getByRole("textbox", { name: `Link for ${CHIEF.name}` }).inputValue();
    await panel.getByRole("list", { name: "Links sent" }).getByRole("listitem", { name: `Link for ${CHIEF.name}, Open` }).waitFor();
    await expectAccessible(officer, "backoffice-panel-chief-links");

    const link = chiefLinkFrom(await e2e.server.outbox.waitForMail(CHIEF.email));
    expect(link).toBe(shown);

    // A browser that never signed in to the back-office.
    const chief = await e2e.newPage();
    await chief.goto(link);
    await chief.getByRole("heading", { name: `Chief evaluation of ${reference}`, level: 1 }).waitFor();
    await chief.getByRole("heading", { name: "Business", exact: true }).waitFor();
    // The application's files open at the link's own address, still without a staff session.
    const passport = await chief.getByRole("link", { name: /^passport-copy\.pdf/ }).first().getAttribute("href");
    const file = await chief.request.get(new URL(passport ?? "", chief.url()).toString());
    expect(file.status()).toBe(200);
    expect((await file.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    await expectAccessible(chief, "backoffice-chief-evaluation-form");
    await choose(chief, DECISION_LABELS.evaluationStatusKey, "Recommended");
    await chief.getByRole("textbox", { name: DECISION_LABELS.comment }).fill("I agree with the evaluator; the skills are not available locally.");
    await chief.getByRole("button", { name: "Submit evaluation" }).click();
    await chief.getByRole("heading", { name: "Thank you", level: 1 }).waitFor();
    await chief.getByText(MESSAGES.responseRecorded).first().waitFor();
    await expectAccessible(chief, "backoffice-chief-evaluation-thanks");

    // The link closes with the answer: opened again, it says so and shows no form.
    await chief.goto(link);
    await chief.getByRole("heading", { name: "This link has already been used", level: 1 }).waitFor();
    expect(await chief.getByRole("button", { name: "Submit evaluation" }).count()).toBe(0);

    // The officer's panel: the link used, the chief's evaluation listed and marked as theirs.
    await officer.reload();
    await panel.getByRole("listitem", { name: `Link for ${CHIEF.name}, Used` }).waitFor();
    const chiefs = panel.getByRole("region", { name: "Evaluations in Chief evaluation" });
    await chiefs.getByText("I agree with the evaluator; the skills are not available locally.").waitFor();
    await chiefs.getByText("By chief evaluator").waitFor();
  });
});
