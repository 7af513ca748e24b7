// Debian's Chromium driven by playwright-core, started as this machine allows (no sandbox as root, no
// background networking on a closed network), plus the checks every page gets: axe-core and screenshots.
import { mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";

const CHROMIUM_ARGS = [
  "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync",
];

declare global {
  interface Window {
    axe?: { run(): Promise<{ violations: AxeViolation[] }> };
  }
}

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium", args: CHROMIUM_ARGS });

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly nodes: ReadonlyArray<{ readonly target: ReadonlyArray<string>; readonly html: string; readonly failureSummary?: string | undefined }>;
}

/** The serious and critical accessibility violations axe-core finds on the page as it is now. */
export const seriousViolations = async (page: Page): Promise<AxeViolation[]> => {
  // Judge the page at rest: a dialog or toast still fading in has, for that moment, too little contrast. While axe
  // runs (a second or more on a big page) a toast may still appear, so motion is reduced for the check (the theme
  // honours prefers-reduced-motion: animations end at once) and restored after. Then wait until
  // no finite animation has run for 300 ms (longer than the 200 ms debounce before a danger toast appears), at most
  // 3 s; endless ones, such as a spinner, are left running.
  await page.emulateMedia({ reducedMotion: "reduce" });
  try {
    return await violationsAtRest(page);
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
};

const violationsAtRest = async (page: Page): Promise<AxeViolation[]> => {
  await page.evaluate(async () => {
    const deadline = Date.now() + 3000;
    let quietSince = Date.now();
    while (Date.now() < deadline) {
      const running = document
        .getAnimations()
        .filter((animation) => animation.playState === "running" && Number.isFinite(Number(animation.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY)));
      if (running.length > 0) {
        await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
        quietSince = Date.now();
      } else if (Date.now() - quietSince >= 300) return;
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  // Evaluated through the DevTools protocol, which the page's Content-Security-Policy rightly does not allow
  // an inline <script> to do; the policy stays on, so a page that needs it relaxed would fail here.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    if (window.axe === undefined) throw new Error("axe-core did not load");
    const results = await window.axe.run();
    return results.violations.map(({ id, impact, help, nodes }) => ({
      id, impact, help, nodes: nodes.map(({ target, html, failureSummary }) => ({ target, html, failureSummary })),
    }));
  });
  return violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
};

const screenshotDir = join(new URL("../../", import.meta.url).pathname, ".tmp", "screenshots");

/** Saves the page at a phone's and a desk's width, for a person to look at (`.tmp/screenshots`). */
export const screenshots = async (page: Page, name: string): Promise<void> => {
  mkdirSync(screenshotDir, { recursive: true });
  const original = page.viewportSize();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(screenshotDir, `${name}-${width}.png`), fullPage: true });
  }
  if (original) await page.setViewportSize(original);
};
