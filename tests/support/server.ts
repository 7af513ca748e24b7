// Starts the real server in-process for a test file: a fresh embedded database in a temp folder (or, when
// TEST_DATABASE_URL is set, a fresh PostgreSQL database created for it and dropped after), listening on
// 127.0.0.1 on a free port, with mail written to its outbox. The api, cli and e2e suites share it.
//
//   const server = await startTestServer({ demo?: boolean, clock?: Clock, uis?: boolean, identityProvider?: IdentityProvider, config?: ConfigOverrides });
//   server.url          "http://127.0.0.1:<port>"; the portal API is at `${server.url}/api/v1`
//   server.dataDir      the temp folder (database, outbox)
//   server.outbox       waitForMail(to) -> { subject, text, html, links }; all()
//   server.portal       a PortalServer: `db`, `services` (use cases, e.g. to create a Business), `config`
//   await server.close() stops it and removes the folder and the database
//
// `demo` is false unless asked; `uis: true` serves the repository's built ui-portal/dist and ui-backoffice/dist
// (build them first); `identityProvider` (tests/fixtures/identity-provider.ts) points Google and LinkedIn sign-in
// at that loopback provider (without it both are off); `config` overrides anything else (limits, portalDist,
// smtpUrl, ...; `limits` may name only some). `activationLinkFrom(mail)` and `resetLinkFrom(mail)` (re-exported
// here) read the links of a mail.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createServer, loadConfig, type Clock, type ConfigOverrides, type PortalServer, type ServerConfig } from "@ictm/server";
import type { IdentityProvider } from "../fixtures/identity-provider.ts";
import { openOutbox, type Outbox } from "./outbox.ts";
import { copyMigratedDatabase } from "./pglite-template.ts";
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from "./postgres.ts";

export { activationLinkFrom, resetLinkFrom, type ActivationLink, type ReceivedMail } from "./mail.ts";
export type { Outbox } from "./outbox.ts";

export interface TestServerOptions {
  /** Load the demo dataset (default false: an empty database). */
  demo?: boolean;
  /** Serve the repository's built UIs at / and /backoffice/ (default false: API only). */
  uis?: boolean;
  clock?: Clock;
  /** Sign in with Google and LinkedIn through this fixture provider (default: neither is configured). */
  identityProvider?: IdentityProvider;
  /** Any other configuration, e.g. `limits` (only those named change) or `portalDist`. */
  config?: ConfigOverrides;
}

export interface TestServer {
  url: string;
  dataDir: string;
  outbox: Outbox;
  portal: PortalServer;
  close(): Promise<void>;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), "ictm-test-"));
  const adminUrl = testDatabaseUrl();
  const database: TestDatabase | null = adminUrl ? await createTestDatabase(adminUrl) : null;
  const cleanUp = async () => {
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  let portal: PortalServer;
  try {
    if (!database) await copyMigratedDatabase(join(dataDir, "db"));
    portal = await createServer({
      host: "127.0.0.1",
      port: 0,
      dataDir,
      databaseUrl: database?.url ?? null,
      smtpUrl: null,
      demo: options.demo ?? false,
      logger: false,
      portalDist: options.uis ? loadConfig({}).portalDist : null,
      backofficeDist: options.uis ? loadConfig({}).backofficeDist : null,
      ...(options.clock ? { clock: options.clock } : {}),
      ...(options.identityProvider ? identityConfig(options.identityProvider) : {}),
      ...options.config,
    });
  } catch (error) {
    await cleanUp();
    throw error;
  }
  const url = await portal.listen();
  const outbox = await openOutbox(join(dataDir, "outbox"), () => portal.services.outbox.drain());
  return {
    url,
    dataDir,
    outbox,
    portal,
    close: async () => {
      await portal.close();
      await cleanUp();
    },
  };
}

/** The server settings that point Google and LinkedIn sign-in at a fixture identity provider. */
export function identityConfig(provider: IdentityProvider): Pick<ServerConfig, "google" | "linkedin"> {
  return {
    google: { clientId: provider.googleClientId, jwksUrl: provider.urls.jwks, scriptUrl: provider.urls.googleScript },
    linkedin: {
      clientId: provider.linkedInClientId,
      clientSecret: provider.linkedInClientSecret,
      authorizationUrl: provider.urls.authorize,
      tokenUrl: provider.urls.token,
      userinfoUrl: provider.urls.userinfo,
      callbackUrl: null,
    },
  };
}
