// The portal at a phone's width (375 px): the header is one compact row with a Menu button whose panel lists the
// searches; a member's own sections are a list behind a button, never a sideways strip; no page scrolls sideways.
// The frame stays while a page's code loads and from page to page: a Menu opened meanwhile stays open, with its focus.
// And the rough edges of a Talent's own pages: resume months chosen with a month picker, a profile picture cropped
// to a square before it goes up, and removed. Every page visited passes axe-core without serious or critical
// violations.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { pngImage } from "@ictm/server/demo/sample-files.ts";
import { e2eHarness } from "./harness.ts";
import { failPageCode, holdPageCode } from "./held-code.ts";

const e2e = e2eHarness();
const { newPage, expectAccessible, signIn } = e2e;

const SEARCHES = ["Talents", "Businesses", "Jobs", "ICT projects", "Courses"];

async function atPhoneWidth(page: Page): Promise<void> {
  await page.setViewportSize({ width: 375, height: 800 });
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  expect(widths.scroll, "the page scrolls sideways").toBeLessThanOrEqual(widths.inner);
}

/** The header's controls share one row: their boxes overlap vertically. */
async function expectOneRow(page: Page): Promise<void> {
  const boxes = await page.evaluate(() => {
    const header = document.querySelector("header");
    const items = [header?.querySelector("a"), header?.querySelector('button[aria-label="Menu"]')];
    return items.map((item) => {
      const box = item?.getBoundingClientRect();
      return box ? { top: box.top, bottom: box.bottom } : null;
    });
  });
  const [brand, menu] = boxes;
  expect(brand && menu).toBeTruthy();
  if (brand && menu) expect(menu.top < brand.bottom && brand.top < menu.bottom).toBe(true);
}

describe("the portal at a phone's width", () => {
  it("signed out: one row with Sign up and Menu; the Menu panel lists the searches and the ways in", async () => {
    const page = await newPage();
    await atPhoneWidth(page);
    await page.goto(`${e2e.server.url}/`);
    const menu = page.getByRole("button", { name: "Menu" });
    await menu.waitFor();
    await expectOneRow(page);
    await expectNoSidewaysScroll(page);
    expect(await page.getByRole("navigation", { name: "Main" }).count()).toBe(0);

    await menu.click();
    const panel = page.getByRole("dialog", { name: "Menu" });
    await panel.waitFor();
    const searches = panel.getByRole("navigation", { name: "Main" });
    expect(await searches.getByRole("link").allTextContents()).toEqual(SEARCHES);
    expect(await panel.getByRole("navigation", { name: "Account" }).getByRole("link").allTextContents()).toEqual(["Sign in", "For employers"]);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, "layout-phone-menu");

    await page.keyboard.press("Escape");
    await panel.waitFor({ state: "detached" });
    await menu.click();
    await searches.getByRole("link", { name: "Jobs" }).click();
    await page.waitForURL((url) => url.pathname.endsWith("/jobs"));
    expect(await page.getByRole("dialog", { name: "Menu" }).count()).toBe(0);
    await expectNoSidewaysScroll(page);
  });

  it("signed in: the account sections are a list behind a button, and no page of the account scrolls sideways", async () => {
    const page = await newPage();
    await atPhoneWidth(page);
    await signIn(page, "talents", "talent@demo.ictm.bn");
    await page.waitForLoadState("networkidle");
    const referenceCalls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/portal/common-data")) referenceCalls.push(request.url());
    });
    await page.goto(`${e2e.server.url}/account`);
    const sections = page.getByRole("navigation", { name: "Your profile" });
    const toggle = sections.getByRole("button", { name: /Your profile/ });
    await toggle.waitFor();
    await expectOneRow(page);
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await sections.getByRole("link").count()).toBe(0);
    await expectNoSidewaysScroll(page);

    await toggle.click();
    const labels = await sections.getByRole("link").allTextContents();
    expect(labels).toEqual(expect.arrayContaining(["Profile", "Resume", "Contact details", "Saved jobs", "My training courses"]));
    const boxes = await sections.getByRole("link").evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect()));
    for (const [index, box] of boxes.entries()) {
      if (index > 0) expect(box.top).toBeGreaterThanOrEqual(boxes[index - 1]!.bottom - 1);
      expect(box.right).toBeLessThanOrEqual(375);
    }
    await expectAccessible(page, "layout-phone-account-sections");

    await sections.getByRole("link", { name: "Resume" }).click();
    await page.waitForURL((url) => url.pathname.endsWith("/account/resume"));
    await page.getByRole("heading", { name: "Resume", level: 1 }).waitFor();
    await expectNoSidewaysScroll(page);
    await toggle.click();
    await sections.getByRole("link", { name: "Contact details" }).click();
    await page.getByRole("heading", { name: "Contact details", level: 1 }).waitFor();
    // The reference lists (districts, countries) of all three forms: asked once in this page's life.
    expect(referenceCalls).toHaveLength(1);
    await page.getByRole("button", { name: "Menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.waitFor();
    expect(await menu.getByRole("navigation", { name: "Main" }).getByRole("link").allTextContents()).toEqual(SEARCHES);
  });

  it("keeps the header while a page's code loads and from page to page: a Menu opened meanwhile stays open, with its focus", async () => {
    const page = await newPage();
    await atPhoneWidth(page);
    const talents = await holdPageCode(page, "ui-portal", "src/pages/search/talents/TalentSearchPage.tsx");
    await page.goto(`${e2e.server.url}/talents`, { waitUntil: "commit" });
    await talents.requested;
    const menu = page.getByRole("button", { name: "Menu" });
    await menu.click();
    const panel = page.getByRole("dialog", { name: "Menu" });
    await panel.waitFor();
    // Still loading: the page's heading is not there yet, only the frame and its quiet skeleton.
    expect(await page.locator("main h1").count()).toBe(0);
    const focused = await page.evaluateHandle(() => document.activeElement);
    expect(await panel.evaluate((element, inside) => element.contains(inside), focused)).toBe(true);
    const header = await page.evaluateHandle(() => document.querySelector("header"));

    talents.release();
    await page.getByRole("heading", { name: "Find ICT talent", level: 1 }).waitFor();
    expect(await panel.isVisible(), "the Menu closed when the page's code arrived").toBe(true);
    expect(await focused.evaluate((element) => element !== null && element.isConnected && element === document.activeElement), "the focus was lost").toBe(true);
    expect(await page.locator("main").count()).toBe(1);

    // To another page, whose code is also on its way: the same header, not a new one.
    const jobs = await holdPageCode(page, "ui-portal", "src/pages/search/jobs/JobSearchPage.tsx");
    await panel.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Jobs" }).click();
    await jobs.requested;
    jobs.release();
    await page.getByRole("heading", { name: "Find jobs", level: 1 }).waitFor();
    expect(await header.evaluate((element) => element !== null && element.isConnected), "the header was mounted again").toBe(true);
  });
});

describe("the header's menus with the keyboard alone (their code loads after the page: issue 17)", () => {
  const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent?.trim() ?? "");

  it("the account menu: Enter opens it on its first item, arrows move, Escape closes it and the focus is back on the button", async () => {
    const page = await newPage();
    await signIn(page, "talents", "talent@demo.ictm.bn");
    const account = page.locator('header button[aria-haspopup="menu"]');
    await account.focus();
    expect(await account.getAttribute("aria-haspopup")).toBe("menu");
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await menu.waitFor();
    expect(await account.getAttribute("aria-expanded")).toBe("true");
    const items = menu.getByRole("menuitem");
    const first = (await items.allTextContents())[0] ?? "";
    await expect.poll(() => focusedName(page)).toBe(first);
    await page.keyboard.press("ArrowDown");
    expect(await focusedName(page)).toBe((await items.allTextContents())[1]);
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    expect(await account.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await account.getAttribute("aria-expanded")).toBe("false");
    // ArrowDown opens it too, as a menu button's does.
    await page.keyboard.press("ArrowDown");
    await menu.waitFor();
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
  });

  it("says so, and keeps the page, when a menu's code cannot arrive", async () => {
    const page = await newPage();
    await failPageCode(page, "ui-portal", "../ui-kit/src/components/Overlays.tsx");
    await signIn(page, "talents", "talent@demo.ictm.bn");
    const heading = await page.locator("main h1").first().textContent();
    await page.locator('header button[aria-haspopup="menu"]').click();
    await page.getByRole("heading", { name: "We could not load the account menu" }).waitFor();
    expect(await page.getByRole("button", { name: "Reload" }).count()).toBe(1);
    expect(await page.locator("main h1").first().textContent()).toBe(heading);
  });

  it("the phone's Menu: Enter opens the panel, Tab reaches its links, Escape closes it and the focus is back on the button", async () => {
    const page = await newPage();
    await atPhoneWidth(page);
    await page.goto(`${e2e.server.url}/`);
    const button = page.getByRole("button", { name: "Menu" });
    await button.focus();
    await page.keyboard.press("Enter");
    const panel = page.getByRole("dialog", { name: "Menu" });
    await panel.waitFor();
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
    await page.keyboard.press("Escape");
    await panel.waitFor({ state: "detached" });
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
  });
});

describe("a Talent's own pages, rough edges", () => {
  it("chooses a resume month with the month picker, not by typing YYYY-MM, and keeps it", async () => {
    const page = await newPage();
    await signIn(page, "talents", "talent@demo.ictm.bn");
    await page.goto(`${e2e.server.url}/account/resume`);
    await page.getByRole("button", { name: "Add work experience" }).click();
    await page.getByRole("textbox", { name: "Job title" }).last().fill("Network intern");
    await page.getByRole("textbox", { name: "Employer" }).last().fill("Bandar Networks");
    const start = page.getByRole("group", { name: "Start month" }).last();
    expect(await start.getByRole("textbox").count()).toBe(0);
    await start.getByRole("button", { name: /Month/ }).click();
    await page.getByRole("option", { name: "March" }).click();
    await start.getByRole("spinbutton", { name: "Year" }).fill("2016");
    await expectAccessible(page, "resume-month-picker");
    await page.getByRole("button", { name: "Save resume" }).click();
    await page.getByText("Saved Successfully").first().waitFor();

    await page.reload();
    const kept = page.getByRole("group", { name: "Start month" }).last();
    await kept.waitFor();
    expect(await kept.getByRole("button", { name: /Month/ }).textContent()).toContain("March");
    expect(await kept.getByRole("spinbutton", { name: "Year" }).inputValue()).toBe("2016");
  });

  it("crops a picture to a square before it goes up, and removes it after asking", async () => {
    const page = await newPage();
    await signIn(page, "talents", "talent@demo.ictm.bn");
    await page.goto(`${e2e.server.url}/account`);
    await page.getByRole("button", { name: "Upload a profile picture" }).waitFor();
    await page.locator('input[type="file"]').first().setInputFiles({ name: "wide.png", mimeType: "image/png", buffer: pngImage(240, 120) });

    const dialog = page.getByRole("dialog", { name: "Crop your profile picture" });
    await dialog.waitFor();
    await dialog.getByRole("slider", { name: "Zoom" }).fill("1.5");
    await dialog.getByRole("group", { name: "Picture position" }).press("ArrowLeft");
    await expectAccessible(page, "picture-crop");
    await dialog.getByRole("button", { name: "Use this picture" }).click();

    const avatar = page.getByRole("banner").locator('img[src*="/files/"]').first();
    await avatar.waitFor();
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('header img[src*="/files/"]');
      return image !== null && image.complete && image.naturalWidth > 0;
    });
    const size = await avatar.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]);
    expect(size[0]).toBe(size[1]);
    await expectAccessible(page, "picture-cropped");

    await page.getByRole("button", { name: "Remove picture" }).click();
    const ask = page.getByRole("alertdialog", { name: "Remove your profile picture?" });
    await ask.waitFor();
    await expectAccessible(page, "picture-remove-ask");
    await ask.getByRole("button", { name: "Remove picture" }).click();
    await page.getByText("Profile picture removed").first().waitFor();
    expect(await page.getByRole("banner").locator('img[src*="/files/"]').count()).toBe(0);
    expect(await page.getByRole("button", { name: "Remove picture" }).count()).toBe(0);
    await page.reload();
    await page.getByRole("button", { name: "Upload a profile picture" }).waitFor();
    expect(await page.getByRole("banner").locator('img[src*="/files/"]').count()).toBe(0);
  });
});

describe("calendars", () => {
  it("start their weeks on Monday", async () => {
    const page = await newPage();
    await signIn(page, "businesses", "business@demo.ictm.bn");
    await page.goto(`${e2e.server.url}/business/vacancies/new`);
    await page.getByRole("button", { name: /Calendar/ }).first().click();
    const calendar = page.getByRole("dialog", { name: "Choose the closing date" });
    await calendar.waitFor();
    await calendar.locator("th").first().waitFor();
    const weekdays = await calendar.locator("th").allTextContents();
    expect(weekdays[0]).toMatch(/^M/);
    expect(weekdays[6]).toMatch(/^S/);
  });
});

describe("reference data", () => {
  it("is asked for once in a page's life, however many parts of the page show it", async () => {
    const page = await newPage();
    const referenceCalls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/portal/common-data")) referenceCalls.push(request.url());
    });
    await page.goto(`${e2e.server.url}/jobs`);
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await page.waitForLoadState("networkidle");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Courses" }).click();
    await page.waitForURL((url) => url.pathname.endsWith("/courses"));
    await page.waitForLoadState("networkidle");
    expect(referenceCalls).toHaveLength(1);
  });
});
