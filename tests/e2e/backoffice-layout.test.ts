// The back-office's frame in Chromium against the real server: it stays while a page's code loads and from page to
// page (issue 17). A staff member's account menu opened while the board's code is on its way stays open, with its
// focus, when the board arrives; the header is the same one after moving on to another page.
import { describe, expect, it } from "vitest";
import { DEFAULT_WORKFLOW_ID } from "@ictm/core";
import { demoStaff } from "@ictm/server/demo/dataset.ts";
import { e2eHarness } from "./harness.ts";
import { holdPageCode } from "./held-code.ts";

const e2e = e2eHarness();
const { newPage, signIn } = e2e;

const [OFFICER] = demoStaff;

describe("the back-office frame", () => {
  it("keeps the header while the board's code loads: the account menu opened meanwhile stays open, with its focus", async () => {
    const page = await newPage();
    await signIn(page, "backoffice", OFFICER.email);
    await page.getByRole("heading", { name: "Workflows", level: 1 }).waitFor();
    const header = await page.evaluateHandle(() => document.querySelector("header"));

    const board = await holdPageCode(page, "ui-backoffice", "src/pages/board/BoardPage.tsx");
    await page.getByRole("link", { name: "Open the Work Permits board" }).click();
    await board.requested;
    const account = page.getByRole("button", { name: new RegExp(OFFICER.name) });
    await account.click();
    const menu = page.getByRole("menu");
    await menu.getByRole("menuitem", { name: "Sign out" }).waitFor();
    // Still loading: the workflows have gone and the board's heading is not there yet.
    expect(await page.locator("main h1").count()).toBe(0);
    const focused = await page.evaluateHandle(() => document.activeElement);
    expect(await menu.evaluate((element, inside) => element.contains(inside), focused)).toBe(true);

    board.release();
    await page.getByRole("heading", { name: "Work Permits board", level: 1 }).waitFor();
    expect(await menu.isVisible(), "the account menu closed when the board's code arrived").toBe(true);
    expect(await focused.evaluate((element) => element !== null && element.isConnected && element === document.activeElement), "the focus was lost").toBe(true);
    expect(await page.locator("main").count()).toBe(1);
    expect(await header.evaluate((element) => element !== null && element.isConnected), "the header was mounted again").toBe(true);

    // The board's top bar is the board's alone: the next page shows its own title, never the board's.
    await page.keyboard.press("Escape");
    await page.getByRole("navigation", { name: "Listings" }).getByRole("link", { name: "Approved applications" }).click();
    await page.getByRole("heading", { name: "Approved applications", level: 1 }).waitFor();
    expect(await page.getByRole("main").getByText("Work Permits board", { exact: true }).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe(`/backoffice/expat-permits/listing/${DEFAULT_WORKFLOW_ID}`);
    expect(await header.evaluate((element) => element !== null && element.isConnected), "the header was mounted again").toBe(true);
  });
});
