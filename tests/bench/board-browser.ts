/// <reference lib="dom" />
// The board benchmark in Chromium: the time from navigation to the board's first render (the first card in the
// page and painted, by the page's own clock: performance.now() counts from navigation start), and the frame
// times of a mouse drag of a card from Submitted across Screening to Evaluation and back (requestAnimationFrame
// deltas, one pointer move a frame as a hand makes them). The staff session is put where the back-office keeps it.
// (The reference above: scripts/bench.ts brings this file into the root project, whose lib has no DOM; the
// functions handed to the page run there.)
import { STAFF_SESSION_STORAGE_KEY, serializeStaffSession } from "@ictm/core/accounts/saved-session.ts";
import { DEFAULT_WORKFLOW_ID } from "@ictm/core/domain";
import type { Page } from "playwright-core";
import { launchBrowser } from "../e2e/browser.ts";
import { summarise, type Timing } from "./measure.ts";
import type { SignedInStaff } from "./board-http.ts";

declare global {
  interface Window {
    __firstCardAt?: number;
    __frames?: number[];
    __stopFrames?: boolean;
  }
}

export interface BoardBrowserFigures {
  /** Navigation to the first card painted, ms, one per page load (the first one with a cold cache). */
  firstRender: number[];
  firstRenderTiming: Timing;
  /** Cards in the page once it settled (a virtualised board renders fewer than it holds). */
  cardsInPage: number;
  /** Where the last load's time went, ms from navigation start: the document, the scripts run, the board's answer. */
  breakdown: { documentLoaded: number; scriptsLoaded: number; domContentLoaded: number; boardRequestStart: number; boardResponseEnd: number; firstCard: number } | null;
  /** `engaged`: the drag library marked a card as dragged (the drag really happened). */
  drag: { engaged: boolean; frames: number; mean: number; p95: number; max: number; fps: number; longFrames: number } | null;
}

/** Watches the page from its first byte: the first `li[data-card-id]` added, then the frame that paints it. */
const watchFirstCard = () => {
  const observer = new MutationObserver(() => {
    if (document.querySelector("li[data-card-id]") === null) return;
    observer.disconnect();
    requestAnimationFrame(() => (window.__firstCardAt = performance.now()));
  });
  observer.observe(document, { childList: true, subtree: true });
};

export async function measureBoardBrowser(baseUrl: string, session: SignedInStaff, runs: number, log: (line: string) => void): Promise<BoardBrowserFigures> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), { key: STAFF_SESSION_STORAGE_KEY, value: serializeStaffSession(session) });
    await context.addInitScript(watchFirstCard);
    const url = `${baseUrl}/backoffice/expat-permits/workflows/${DEFAULT_WORKFLOW_ID}`;
    const firstRender: number[] = [];
    let page: Page | null = null;
    for (let run = 0; run < runs; run++) {
      await page?.close();
      page = await context.newPage();
      await page.goto(url, { waitUntil: "commit" });
      await page.waitForFunction(() => window.__firstCardAt !== undefined, null, { timeout: 60_000 });
      firstRender.push(await page.evaluate(() => window.__firstCardAt ?? Number.NaN));
      log(`  first render ${run + 1}/${runs}: ${firstRender.at(-1)?.toFixed(0)} ms`);
    }
    if (page === null) throw new Error("--browser-runs must be at least 1");
    await page.waitForLoadState("networkidle");
    const cardsInPage = await page.locator("li[data-card-id]").count();
    const breakdown = await page.evaluate(() => {
      const navigation = performance.getEntriesByType("navigation")[0];
      const board = performance.getEntriesByType("resource").find((entry) => entry.name.includes("/kanban-board"));
      if (!(navigation instanceof PerformanceNavigationTiming) || !(board instanceof PerformanceResourceTiming)) return null;
      const scripts = performance.getEntriesByType("resource").filter((entry) => entry instanceof PerformanceResourceTiming && entry.name.endsWith(".js"));
      const scriptsLoaded = Math.max(0, ...scripts.map((entry) => (entry instanceof PerformanceResourceTiming ? entry.responseEnd : 0)));
      return { documentLoaded: navigation.responseEnd, scriptsLoaded, domContentLoaded: navigation.domContentLoadedEventEnd, boardRequestStart: board.startTime, boardResponseEnd: board.responseEnd, firstCard: window.__firstCardAt ?? Number.NaN };
    });
    const drag = await measureDrag(page).catch((error: unknown) => {
      log(`  the drag could not be measured: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    });
    return { firstRender, firstRenderTiming: summarise(firstRender), cardsInPage, breakdown, drag };
  } finally {
    await browser.close();
  }
}

const column = (page: Page, name: string) => page.locator("section[data-column-id]", { has: page.getByRole("heading", { level: 2, name, exact: true }) });

async function measureDrag(page: Page): Promise<BoardBrowserFigures["drag"]> {
  const card = column(page, "Submitted").locator('li[data-card-id][data-movable="true"]').first();
  const from = await card.boundingBox();
  const screening = await column(page, "Screening").boundingBox();
  const evaluation = await column(page, "Evaluation").boundingBox();
  if (from === null || screening === null || evaluation === null) throw new Error("the card or the columns are not on screen");
  const start = { x: from.x + from.width / 2, y: from.y + Math.min(from.height / 2, 20) };
  const y = Math.min(start.y + 80, 700);
  const path: Array<{ x: number; y: number }> = [];
  const leg = (a: { x: number; y: number }, b: { x: number; y: number }, steps: number) => {
    for (let i = 1; i <= steps; i++) path.push({ x: a.x + ((b.x - a.x) * i) / steps, y: a.y + ((b.y - a.y) * i) / steps });
  };
  const overScreening = { x: screening.x + screening.width / 2, y };
  const overEvaluation = { x: evaluation.x + evaluation.width / 2, y };
  leg(start, overScreening, 40);
  leg(overScreening, overEvaluation, 40);
  leg(overEvaluation, start, 60);

  await page.evaluate(() => {
    window.__frames = [];
    window.__stopFrames = false;
    const tick = (time: number) => {
      window.__frames?.push(time);
      if (!window.__stopFrames) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  let engaged = false;
  for (const [index, point] of path.entries()) {
    await page.mouse.move(point.x, point.y);
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
    if (index === 60) engaged = await page.evaluate(() => document.querySelector(".kanban-dragging, .kanban-drop-zone, [data-carried='true']") !== null);
  }
  await page.mouse.up();
  const frames = await page.evaluate(() => {
    window.__stopFrames = true;
    return window.__frames ?? [];
  });
  const deltas = frames.slice(1).map((time, index) => time - (frames[index] ?? time));
  const timing = summarise(deltas);
  return { engaged, frames: deltas.length, mean: timing.mean, p95: timing.p95, max: Math.max(...deltas), fps: 1000 / timing.mean, longFrames: deltas.filter((delta) => delta > 50).length };
}
