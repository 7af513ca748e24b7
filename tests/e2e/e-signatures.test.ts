// E-signatures in Chromium against the real server: a final approval letter of the demo's approved application is
// downloaded from its panel, rendered to an image (poppler's pdftoppm, as a phone photo or a screenshot would give
// it), and read by the public scanner page's "Scan from an image" fallback, with nobody signed in; the results page
// shows all three checks passing. An administrator then revokes the letter from E-signatures → Management, and the
// same token's results say revoked, with the reason. Also: the scanner says what to do without a camera, and a
// typed broken token gets an invalid verdict. Each screen passes axe-core.
import { execFile } from "node:child_process";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { Download, Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SIGNATURE_TEXTS } from "@ictm/core";
import { demoStaffOf } from "../support/board.ts";
import { e2eHarness } from "./harness.ts";

const e2e = e2eHarness();
const { expectAccessible } = e2e;
const run = promisify(execFile);
const REASON = "Issued in error: the passport number was mistyped";

const column = (page: Page, step: string): Locator => page.getByRole("region", { name: "Work Permits board" }).getByRole("region", { name: step, exact: true });

/** Page 1 of a PDF as a PNG at 150 dpi, the way a scanner or a photo sees the printed letter. */
async function pageImage(pdf: Buffer): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), "ictm-letter-"));
  await writeFile(join(folder, "letter.pdf"), pdf);
  await run("pdftoppm", ["-png", "-r", "150", "-f", "1", "-l", "1", "-singlefile", join(folder, "letter.pdf"), join(folder, "letter")]);
  return join(folder, "letter.png");
}

/** The scanner as anyone opens it: a fresh browser context, nobody signed in. */
async function openScanner(): Promise<Page> {
  const page = await e2e.newPage();
  await page.goto(`${e2e.server.url}/backoffice/e-signatures`);
  await page.waitForURL(/\/backoffice\/e-signatures\/qr-scanner\/viewfinder$/);
  return page;
}

const checkOf = (page: Page, name: string): Locator => page.getByRole("listitem").filter({ hasText: new RegExp(`^${name}`) });

describe("e-signatures", () => {
  it("verifies a final letter read from its image, and says revoked once an administrator revokes it", async () => {
    // The demo's approved application: its final letters were signed when its final approval was set.
    const staff = await e2e.boardAs(demoStaffOf("administrator").email);
    const approved = column(staff, "Approved").getByRole("listitem").first();
    const reference = (await approved.getByRole("link").first().textContent()) ?? "";
    await approved.getByRole("link", { name: reference }).click();
    const panel = staff.getByRole("dialog", { name: reference });
    await panel.getByRole("tab", { name: "Final approval" }).click();
    const download = panel.getByRole("button", { name: /^Download approval letter of / }).first();
    const saving: Promise<Download> = staff.waitForEvent("download");
    await download.click();
    const pdf = await readFile(await (await saving).path());
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const image = await pageImage(pdf);

    // Anyone, signed out: the scanner without a camera says so and offers the fallbacks.
    const scanner = await openScanner();
    await scanner.getByText(/Scan from an image below|Enter the token/i).first().waitFor();
    await expectAccessible(scanner, "e-signatures-viewfinder");
    await scanner.locator('input[type="file"]').setInputFiles(image);
    await scanner.waitForURL(/\/e-signatures\/qr-scanner\/results\?token=[A-Z2-7]{164}$/);
    await scanner.getByText(SIGNATURE_TEXTS.summaries.valid).waitFor();
    for (const check of ["Integrity", "Issuer", "Status"]) await checkOf(scanner, check).getByText("Passed", { exact: true }).waitFor();
    await scanner.getByText(reference).first().waitFor();
    const documentReference = (await scanner.getByText(/^ICTM(-[A-Z2-7]{4}){4}$/).first().textContent()) ?? "";
    expect(documentReference).toMatch(/^ICTM(-[A-Z2-7]{4}){4}$/);
    await expectAccessible(scanner, "e-signatures-results-valid");
    const results = scanner.url();

    // An administrator revokes it, with a reason, from the issued letters.
    await staff.goto(`${e2e.server.url}/backoffice/e-signatures/management?searchTerms=${encodeURIComponent(documentReference)}`);
    const letter = staff.getByRole("listitem", { name: documentReference });
    await letter.waitFor();
    await expectAccessible(staff, "e-signatures-management");
    await letter.getByRole("button", { name: `Revoke ${documentReference}` }).click();
    const dialog = staff.getByRole("dialog", { name: `Revoke ${documentReference}?` });
    await dialog.getByRole("textbox", { name: "Reason" }).fill(REASON);
    await dialog.getByRole("button", { name: "Revoke letter" }).click();
    await dialog.waitFor({ state: "detached" });
    await letter.getByText("Revoked", { exact: true }).waitFor();

    // The same token now: genuine, but no longer in force, with the reason.
    await scanner.goto(results);
    await scanner.getByText(SIGNATURE_TEXTS.summaries.revoked).waitFor();
    await checkOf(scanner, "Integrity").getByText("Passed", { exact: true }).waitFor();
    await checkOf(scanner, "Status").getByText("Failed", { exact: true }).waitFor();
    await scanner.getByText(new RegExp(REASON)).first().waitFor();
    await expectAccessible(scanner, "e-signatures-results-revoked");
  });

  it("gives a typed token that was cut short an invalid verdict that says why", async () => {
    const scanner = await openScanner();
    await scanner.getByRole("textbox", { name: /token/i }).fill("MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43UOV3HO6DZPJ");
    await scanner.getByRole("button", { name: "Verify", exact: true }).click();
    await scanner.waitForURL(/\/e-signatures\/qr-scanner\/results\?token=/);
    await scanner.getByText(SIGNATURE_TEXTS.summaries.invalid).waitFor();
    await checkOf(scanner, "Integrity").getByText("Failed", { exact: true }).waitFor();
    await scanner.getByText(/wrong length/).first().waitFor();
    await expectAccessible(scanner, "e-signatures-results-invalid");
  });
});
