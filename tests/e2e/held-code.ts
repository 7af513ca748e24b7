// Holding a lazily loaded page's code back in Chromium, as a slow network would, to see what a person sees (and can
// do) while it is on its way, or failing it, as a dropped connection would: the chunk is named by the build's
// manifest (run `npm run build` first).
import { join } from "node:path";
import type { Page } from "playwright-core";
import { readManifest } from "../bundle/report.ts";

const root = new URL("../../", import.meta.url).pathname;

type App = "ui-portal" | "ui-backoffice";

function chunkOf(app: App, module: string): string {
  const chunk = readManifest(join(root, app, "dist"))[module]?.file;
  if (chunk === undefined) throw new Error(`The ${app} build has no chunk for ${module}.`);
  return chunk;
}

/** Holds `app`'s lazily loaded `module` until `release`; `requested` settles when the page first asks for it. */
export async function holdPageCode(page: Page, app: App, module: string): Promise<{ requested: Promise<void>; release: () => void }> {
  const chunk = chunkOf(app, module);
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

/** Every request for `app`'s lazily loaded `module` fails, as on a connection that dropped. */
export async function failPageCode(page: Page, app: App, module: string): Promise<void> {
  await page.route(`**/${chunkOf(app, module)}`, (route) => route.abort("internetdisconnected"));
}
