// The one set-up of the browser tests: per test file, the real server on a fresh embedded database serving the built
// portal and back-office (with the loopback identity provider when asked), Debian's Chromium, and the helpers every
// file uses (a new page, the axe-core check with screenshots, signing in). Call `e2eHarness()` once, at top level.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { demoAccounts } from "@ictm/server/demo/dataset.ts";
import { refreshSearchVocabulary } from "@ictm/server/search/suggestions.ts";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { startIdentityProvider, type IdentityProvider } from "../fixtures/identity-provider.ts";
import { startTestServer, type TestServerOptions, type TestServer } from "../support/server.ts";
import { launchBrowser, screenshots, seriousViolations } from "./browser.ts";

const root = new URL("../../", import.meta.url).pathname;
const portalDist = join(root, "ui-portal", "dist");
const backofficeDist = join(root, "ui-backoffice", "dist");

/** Every demo member's password (server/src/demo/dataset.ts). */
export const demoPassword: string = demoAccounts[0].password;

export interface HarnessOptions {
  /** Point Google and LinkedIn sign-in at a loopback identity provider (default: neither is configured). */
  identityProvider?: boolean;
}

export interface E2eHarness {
  /** The server started for this file, with the demo dataset. */
  readonly server: TestServer;
  readonly identityProvider: IdentityProvider;
  /** Another server on its own fresh database, serving the same UIs; the caller closes it. */
  startServer(options?: Pick<TestServerOptions, "demo">): Promise<TestServer>;
  /** A page in a new browser context (no cookies or storage shared), 1280×900. */
  newPage(): Promise<Page>;
  /** No serious or critical axe-core violation on the page as it is now; then screenshots named `name`. */
  expectAccessible(page: Page, name: string): Promise<void>;
  /** Signs in on `/<kind>/sign-in` (a demo password unless given) and waits until the page has left it. */
  signIn(page: Page, kind: "talents" | "businesses" | "backoffice", email: string, password?: string): Promise<void>;
  /** A new page with a demo staff member signed in to the back-office, on the default workflow's board. */
  boardAs(email: string): Promise<Page>;
}

export function e2eHarness(options: HarnessOptions = {}): E2eHarness {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let identityProvider: IdentityProvider | undefined;
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`The e2e harness has no ${what}: use it inside a test, after beforeAll.`);
    return value;
  };
  // The typo suggestions' vocabulary is rebuilt in the background; a test starts with it built from the demo data.
  const startServer = async ({ demo = true }: Pick<TestServerOptions, "demo"> = {}): Promise<TestServer> => {
    const started = await startTestServer({ demo, ...(identityProvider ? { identityProvider } : {}), config: { portalDist, backofficeDist } });
    await refreshSearchVocabulary(started.portal.db.orm);
    return started;
  };

  beforeAll(async () => {
    for (const dist of [portalDist, backofficeDist]) {
      if (!existsSync(join(dist, "index.html"))) throw new Error(`${dist} is not built: run \`npm run build\` first.`);
    }
    if (options.identityProvider) identityProvider = await startIdentityProvider();
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await identityProvider?.close();
  });

  return {
    get server() {
      return started(server, "server");
    },
    get identityProvider() {
      return started(identityProvider, "identity provider (ask for it: e2eHarness({ identityProvider: true }))");
    },
    startServer,
    newPage: async () => (await started(browser, "browser").newContext({ viewport: { width: 1280, height: 900 } })).newPage(),
    expectAccessible: async (page, name) => {
      expect(await seriousViolations(page), `axe-core on ${name}`).toEqual([]);
      await screenshots(page, name);
    },
    signIn: async (page, kind, email, password = demoPassword) => {
      await page.goto(`${started(server, "server").url}/${kind}/sign-in`);
      await page.getByRole("textbox", { name: "E-mail address" }).fill(email);
      await page.getByLabel("Password", { exact: true }).fill(password);
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await page.waitForURL((url) => !url.pathname.endsWith("/sign-in"));
    },
    boardAs: async (email) => {
      const url = started(server, "server").url;
      const page = await started(browser, "browser").newContext({ viewport: { width: 1280, height: 900 } }).then((context) => context.newPage());
      await page.goto(`${url}/backoffice/sign-in`);
      await page.getByRole("textbox", { name: "E-mail address" }).fill(email);
      await page.getByLabel("Password", { exact: true }).fill(demoPassword);
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await page.waitForURL((next) => !next.pathname.endsWith("/sign-in"));
      await page.goto(`${url}/backoffice/expat-permits`);
      await page.getByRole("heading", { name: "Work Permits board", level: 1 }).waitFor();
      return page;
    },
  };
}
