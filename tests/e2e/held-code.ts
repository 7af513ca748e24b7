// Holding a lazily loaded page's code back in Chromium, as a slow network would, to see what a person sees (and can
// do) while it is on its way: the chunk is named by the build's manifest (run `npm run build` first).
import { join } from "node:path";
import type { Page } from "playwright-core";
import { readManifest } from "../bundle/report.ts";

const root = new URL("../../", import.meta.url).pathname;

/** Holds `app`'s lazily loaded `module` until `release`; `requested` settles when the page first asks for it. */
export async function holdPageCode(page: Page, app: "ui-portal" | "ui-backoffice", module: string): Promise<{ requested: Promise<void>; release: () => void }> {
  const chunk = readManifest(join(root, app, "dist"))[module]?.file;
  if (chunk === undefined) throw new Error(`The ${app} build has no chunk for ${module}.`);
  let release = (): void => undefined;
  let requested = (): void => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const wasRequested = new Promise<void>((resolve) => (requested = resolve));
  await page.route(`**/${chunk}`, async (route) => {
    requested();
    await released;
    await route.continue();
  });
  return { requested: wasRequested, release: () => release() };
}
