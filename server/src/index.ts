// The server package's API.
//
//   loadConfig(env: Record<string, string | undefined>): ServerConfig
//     Reads PORT (8080), HOST (0.0.0.0), DATA_DIR (./data), DATABASE_URL (PostgreSQL; else PGlite in
//     DATA_DIR/db), SMTP_URL (else .eml files in DATA_DIR/outbox), MAIL_FROM, DEMO (on unless "0"),
//     SIGNING_KEYS_DIR (DATA_DIR/signing-keys: the signing keys' private halves, shared by every server),
//     PUBLIC_URL (http://localhost:PORT), PORTAL_DIST / BACKOFFICE_DIST (the built UIs), TRUST_PROXY, LOG ("0" = quiet).
//
//     Identity providers: GOOGLE_CLIENT_ID (unset: no Google sign-in), GOOGLE_JWKS_URL (Google's keys),
//     GOOGLE_SCRIPT_URL (https://accounts.google.com/gsi/client), LINKEDIN_CLIENT_ID and LINKEDIN_CLIENT_SECRET
//     (either unset: no LinkedIn sign-in), LINKEDIN_AUTHORIZATION_URL, LINKEDIN_TOKEN_URL, LINKEDIN_USERINFO_URL
//     (LinkedIn's), LINKEDIN_CALLBACK_URL (PUBLIC_URL/auth/linkedin/callback). See identity/config.ts.
//
//   createServer(config?: ConfigOverrides): Promise<PortalServer>
//     Opens the database, applies migrations, loads the demo data on an empty database (when config.demo),
//     brings the default workflow's step decisions (and, while no administrator has set one, its targets) up to
//     core's WORK_PERMIT_STEPS, fills the working calendar from the public holidays (and the step visits from
//     the log, once), makes the signing key when there is
//     no active one it can sign with (signatures/keys.ts), and builds the app without
//     listening. Missing fields take the defaults of loadConfig({}) (the environment is NOT read; pass
//     loadConfig(process.env) for that). Tests pass a temp dataDir, a test clock and small limits.
//
//     At start it also hashes events written before the hash chain existed, checks the chain of every stream
//     (a broken chain is logged loudly; the server still starts), starts the mail outbox deliverer and the
//     background upkeep (upkeep.ts: the search's vocabulary and index-only tables; on PGlite, the autovacuum's work).
//
//   PortalServer: { app, config, db, services, url, listen(): Promise<string>, close(): Promise<void> }
//     `url` is null until `listen()` resolves with e.g. "http://127.0.0.1:8080" (which also becomes
//     config.publicUrl when none was given); `close()` stops the app, the outbox deliverer (letting a delivery
//     under way finish), the upkeep (likewise), the mailer and the database.
//     `services.outbox.drain()` waits for mail being delivered.
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app.ts";
import { completeConfig, type ConfigOverrides, type ServerConfig } from "./config.ts";
import { openDatabase, type Database } from "./db/connect.ts";
import { migrate, readMigrations } from "./db/migrate.ts";
import { seedDemoData } from "./demo/seed.ts";
import { createBlobStore } from "./files/blobs.ts";
import { ensureFirstAdministrator } from "./staff/first-administrator.ts";
import { backfillEventHashes } from "./events/backfill.ts";
import { verifyEventChain, type ChainReport } from "./events/verify.ts";
import { createIdentityProviders } from "./identity/providers.ts";
import { startMailDeliverer, type MailDeliverer } from "./mail/deliverer.ts";
import { startUpkeep, type Upkeep } from "./upkeep.ts";
import { createMailer } from "./mail/mailer.ts";
import { decoyHash } from "./members/passwords.ts";
import { registerProjectors } from "./projections.ts";
import { syncStepDecisions } from "./board/store.ts";
import { ensureSigningKey } from "./signatures/keys.ts";
import { prepareStatistics, prepareWorkingCalendar } from "./statistics/start.ts";
import { WORK_PERMITS_WORKFLOW } from "@ictm/core/domain";
import type { Services } from "./services.ts";

export { loadConfig, systemClock, type Clock, type ServerConfig, type ConfigOverrides, type AttemptLimit, type Limits } from "./config.ts";
export type { Database } from "./db/connect.ts";
export type { Services } from "./services.ts";
export { demoAccounts, demoStaff, demoWorkflows } from "./demo/dataset.ts";

export interface PortalServer {
  app: FastifyInstance;
  config: ServerConfig;
  db: Database;
  services: Services;
  /** The address it listens on, once `listen()` has resolved; null before. */
  readonly url: string | null;
  listen(): Promise<string>;
  close(): Promise<void>;
}

export async function createServer(overrides: ConfigOverrides = {}): Promise<PortalServer> {
  const config = completeConfig(overrides);
  await mkdir(config.dataDir, { recursive: true });
  const db = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { folder: join(config.dataDir, "db") });
  const mailer = createMailer({ from: config.mailFrom, smtpUrl: config.smtpUrl, outbox: join(config.dataDir, "outbox") });
  let app: FastifyInstance;
  let outbox: MailDeliverer | undefined;
  let upkeep: Upkeep | undefined;
  let services: Services;
  try {
    await migrate(db, await readMigrations());
    await backfillEventHashes(db.orm);
    // Started once the outbox table exists; failures are logged by the app once there is one.
    const warn = (message: string) => (config.logger && app ? app.log.warn(message) : process.emitWarning(message));
    outbox = startMailDeliverer({ orm: db.orm, mailer, clock: config.clock, warn });
    services = { orm: db.orm, clock: config.clock, mailer, outbox, identity: createIdentityProviders(config), blobs: createBlobStore(config), config };
    registerProjectors();
    // Before anything projects a step visit: the working calendar of the public holidays as they are now.
    await prepareWorkingCalendar(db.orm);
    // Before anything signs: the active signing key, made once however many servers start together.
    await ensureSigningKey(services);
    if (config.demo) await seedDemoData(services);
    await syncStepDecisions(db.orm, WORK_PERMITS_WORKFLOW.id, WORK_PERMITS_WORKFLOW.steps);
    await prepareStatistics(db.orm, WORK_PERMITS_WORKFLOW);
    if (config.firstAdministrator) await ensureFirstAdministrator(services, config.firstAdministrator);
    // Computed now rather than on the first unknown e-mail, which would otherwise answer measurably slower.
    await decoyHash();
    app = await buildApp(services);
    await app.ready();
    // Once the demo data is in: its first round (soon) builds the vocabulary of everything listed.
    upkeep = startUpkeep({ orm: db.orm, autovacuum: db.kind === "pglite", warn });
    outbox.kick();
  } catch (error) {
    await outbox?.close();
    await upkeep?.close();
    mailer.close();
    await db.close();
    throw error;
  }

  const deliverer = outbox;
  const runningUpkeep = upkeep;
  // The hash chain is checked in the background: it reads the whole log (seconds at a hundred thousand events), and
  // a broken chain is reported, never a reason to refuse to start. Closing waits for it.
  const readyApp = app;
  const chainCheck = verifyEventChain(db.orm).then(
    (report) => reportBrokenChain(report, readyApp, config.logger),
    (error: unknown) => {
      if (config.logger) readyApp.log.error({ err: error }, "The event log's hash chain could not be checked");
      else console.error("The event log's hash chain could not be checked", error);
    },
  );
  let url: string | null = null;
  return {
    app,
    config,
    db,
    services,
    get url() {
      return url;
    },
    async listen() {
      await app.listen({ port: config.port, host: config.host });
      const address = app.server.address();
      const port = typeof address === "object" && address !== null ? address.port : config.port;
      const host = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
      url = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
      // Mailed links point at this server when no public address was configured (tests listen on port 0).
      if (overrides.publicUrl === undefined) config.publicUrl = url;
      return url;
    },
    async close() {
      // Requests in flight get a grace period to finish; after it, connections still open are cut (an upload the
      // server refused mid-stream can otherwise hold its socket, and close() would wait for ever).
      const cutOff = setTimeout(() => app.server.closeAllConnections(), CLOSE_GRACE_MS);
      await app.close();
      clearTimeout(cutOff);
      await chainCheck;
      await deliverer.close();
      await runningUpkeep.close();
      mailer.close();
      await db.close();
    },
  };
}

const CLOSE_GRACE_MS = 3_000;

/** A broken hash chain means the log was changed outside the server: said loudly, without refusing to start. */
function reportBrokenChain(report: ChainReport, app: FastifyInstance, logger: boolean): void {
  if (report.broken.length === 0) return;
  const message = `THE EVENT LOG'S HASH CHAIN IS BROKEN in ${report.broken.length} place(s): events were changed or removed outside the server. Run \`ictm audit verify\` for the list.`;
  if (logger) app.log.error({ broken: report.broken.slice(0, 20) }, message);
  else console.error(message, report.broken.slice(0, 20));
}
