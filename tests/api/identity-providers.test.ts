// The identity providers as the server meets them: an outage or a provider that never answers is a 502 saying
// so (never a 500 or "we could not verify you"), and the portal's page and its Content-Security-Policy carry the
// configured providers' public settings. (Without providers: platform.test.ts.)
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runInNewContext } from "node:vm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startIdentityProvider, type IdentityProvider } from "../fixtures/identity-provider.ts";
import { portalClient, uniqueEmail } from "../support/api.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

let provider: IdentityProvider;
let server: TestServer;
let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), "ictm-portal-"));
  await mkdir(join(dist, "assets"), { recursive: true });
  // As ui-portal/index.html has them: empty, one with another attribute; `ictm-linkedin-client-id` is missing.
  await writeFile(
    join(dist, "index.html"),
    `<!doctype html><html><head><title>portal</title>
<meta name="google-signin-client_id" content="" />
<meta name="ictm-google-script-url" content="" />
<meta id="cb" name="linkedin-callback-url" content="stale">
<meta name="ictm-linkedin-authorization-url" content="" />
</head><body></body></html>`,
  );
  provider = await startIdentityProvider();
  server = await startTestServer({ identityProvider: provider, config: { portalDist: dist, providerTimeoutMs: 400 } });
});
afterAll(async () => {
  await server?.close();
  await provider?.close();
  await rm(dist, { recursive: true, force: true });
});

const metaContent = (html: string, name: string) => new RegExp(`<meta[^>]*name="${name}"[^>]*content="([^"]*)"`).exec(html)?.[1];

describe("a provider outage", () => {
  it("answers 502 with the provider's name when it fails or does not answer in time, and works again after", async () => {
    const email = uniqueEmail("outage");
    const credential = await provider.mintGoogleIdToken({ email, name: "Patient Person" });
    const linkedInToken = provider.issueLinkedInAccessToken({ email, name: "Patient Person" });
    const api = portalClient(server);
    for (const outage of ["error", "hang"] as const) {
      provider.simulateOutage(outage);
      const google = await api.POST("/talents/sign-ups/google", { body: { googleCredentials: credential } });
      const linkedin = await api.POST("/talents/sign-ups/linkedin", { body: { accessToken: linkedInToken } });
      const exchange = await api.POST("/members/linkedin/access-tokens", { body: { code: "any", redirectUri: `${server.url}/auth/linkedin/callback` } });
      expect([google.response.status, linkedin.response.status, exchange.response.status], outage).toEqual([502, 502, 502]);
      expect(google.error?.messages).toEqual(["We could not reach Google just now. Please try again in a few minutes."]);
      expect(linkedin.error?.messages).toEqual(["We could not reach LinkedIn just now. Please try again in a few minutes."]);
      expect(exchange.error?.messages).toEqual(linkedin.error?.messages);
    }
    provider.simulateOutage("none");
    expect((await api.POST("/talents/sign-ups/google", { body: { googleCredentials: credential } })).response.status).toBe(200);
  });
});

describe("the portal page", () => {
  it("carries the configured providers' settings in its meta tags, at / and on deep links", async () => {
    for (const path of ["/", "/index.html", "/talents/sign-in"]) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      expect(metaContent(html, "google-signin-client_id"), path).toBe(provider.googleClientId);
      expect(metaContent(html, "ictm-google-script-url")).toBe(provider.urls.googleScript);
      expect(metaContent(html, "linkedin-callback-url")).toBe(`${server.url}/auth/linkedin/callback`);
      expect(metaContent(html, "ictm-linkedin-client-id")).toBe(provider.linkedInClientId);
      expect(metaContent(html, "ictm-linkedin-authorization-url")).toBe(provider.urls.authorize);
      expect(html).toContain('id="cb"');
    }
  });

  it("lets the page load Google's script, and frame and call what lives beside it", async () => {
    const page = await fetch(`${server.url}/`);
    const policy = page.headers.get("content-security-policy") ?? "";
    const folder = provider.urls.googleScript.replace(/client$/, "");
    expect(policy).toContain(`script-src 'self' 'wasm-unsafe-eval' ${provider.urls.googleScript}`);
    expect(policy).toContain(`frame-src 'self' ${folder}`);
    expect(policy).toContain(`connect-src 'self' ${folder}`);
    expect(page.headers.get("cross-origin-opener-policy")).toBe("same-origin-allow-popups");
  });
});

describe("the fixture's Google script", () => {
  it("renders a Sign in with Google button whose credential the server accepts", async () => {
    const email = uniqueEmail("gsi");
    provider.nextGoogleIdentity({ email, name: "Button Presser" });
    const clicks: Array<() => void> = [];
    const button = { type: "", textContent: "", setAttribute: () => undefined, addEventListener: (_type: string, listener: () => void) => clicks.push(listener) };
    const children: unknown[] = [];
    const parent = { children, replaceChildren: (child: unknown) => children.splice(0, children.length, child) };
    const window: { google?: { accounts: { id: Record<string, (...args: unknown[]) => void> } } } = {};
    const script = await (await fetch(provider.urls.googleScript)).text();
    runInNewContext(script, { window, document: { createElement: () => button }, fetch, console, encodeURIComponent });

    const credential = new Promise<string>((resolve) => {
      window.google?.accounts.id["initialize"]?.({ client_id: provider.googleClientId, callback: (answer: { credential: string }) => resolve(answer.credential) });
    });
    window.google?.accounts.id["renderButton"]?.(parent, { type: "standard" });
    expect(parent.children).toEqual([button]);
    expect(button).toMatchObject({ type: "button", textContent: "Sign in with Google" });
    clicks[0]?.();
    const signedUp = await portalClient(server).POST("/talents/sign-ups/google", { body: { googleCredentials: await credential } });
    expect(signedUp.data?.data.member).toMatchObject({ email, name: "Button Presser" });
  });
});
