// Two server processes on one PostgreSQL database (the scale-out setup behind a load balancer), driven
// alternately over HTTP: sessions, rate limits, stream versions and the mail outbox live in the database, so
// either process honours what the other did, and the projections they both wrote equal a rebuild from the log.
// Runs only with TEST_DATABASE_URL (PGlite is embedded in one process).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inArray, isNull } from "drizzle-orm";
import { problemType } from "@ictm/core/domain";
import { loadConfig } from "@ictm/server";
import { openDatabase, type Database } from "@ictm/server/db/connect.ts";
import { outbox as outboxTable } from "@ictm/server/db/schema.ts";
import { rebuildProjections, registeredProjectors } from "@ictm/server/events/projectors.ts";
import { registerProjectors } from "@ictm/server/projections.ts";
import { pdfDocument } from "../fixtures/files.ts";
import { portalClient, signInDemoOfficer, staffClient, testPassword, uniqueEmail } from "../support/api.ts";
import { sampleRegistration } from "../support/business.ts";
import { activationLinkFrom } from "../support/mail.ts";
import { openOutbox, type Outbox } from "../support/outbox.ts";
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from "../support/postgres.ts";
import { startServerProcess, type ServerProcess } from "../support/server-process.ts";
import { submitVerification } from "../support/verification.ts";

const adminUrl = testDatabaseUrl();
let database: TestDatabase | undefined;
let dataDir: string | undefined;
let servers: ServerProcess[] = [];
let db: Database | undefined;
let mail: Outbox;
let business: { email: string; token: string; key: string };

beforeAll(async () => {
  if (adminUrl === null) return;
  database = await createTestDatabase(adminUrl);
  // One DATA_DIR for both, as a deployment shares it today: stored files, signing keys and (no SMTP here) the outbox.
  dataDir = await mkdtemp(join(tmpdir(), "ictm-two-servers-"));
  const start = () => startServerProcess({ databaseUrl: database?.url ?? "", dataDir: dataDir ?? "", env: { DEMO: "1" } });
  const started = await Promise.allSettled([start(), start()]);
  servers = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  const failed = started.find((result) => result.status === "rejected");
  if (failed) throw failed.reason;
  db = await openDatabase({ url: database.url });
  mail = await openOutbox(join(dataDir, "outbox"));
  business = await registerBusinessAcrossBoth();
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await db?.close();
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** The two processes: `one` and `other`, by index, so a loop can alternate. */
const server = (index: number): ServerProcess => {
  const found = servers[index % 2];
  if (!found) throw new Error("the server processes did not start");
  return found;
};
const orm = () => {
  if (!db) throw new Error("no database");
  return db.orm;
};

describe.skipIf(adminUrl === null)("two server processes on one PostgreSQL (skipped on PGlite: it runs in one process)", () => {
  it("honour on one a session made on the other, and refuse it on both once signed out on one", async () => {
    const signedIn = await portalClient(server(0)).POST("/businesses/sign-ins/username-pwd", { body: { email: business.email, password: testPassword } });
    const token = signedIn.data?.data.accessToken ?? "";
    expect((await portalClient(server(1), token).GET("/businesses/profiles")).response.status).toBe(200);
    expect((await portalClient(server(1), token).POST("/members/sign-outs")).response.status).toBe(200);
    expect((await portalClient(server(0), token).GET("/businesses/profiles")).response.status).toBe(401);
    expect((await portalClient(server(1), token).GET("/businesses/profiles")).response.status).toBe(401);
    // The other session of the same Business is untouched.
    expect((await portalClient(server(0), business.token).GET("/businesses/profiles")).response.status).toBe(200);
  });

  it("count sign-in attempts made on either against one limit", async () => {
    const { perEmail } = loadConfig({}).limits.signIn;
    const email = uniqueEmail("limited");
    const attempt = (index: number) => portalClient(server(index)).POST("/talents/sign-ins/username-pwd", { body: { email, password: "wrong password" } });
    const answers: number[] = [];
    for (let i = 0; i < perEmail; i++) answers.push((await attempt(i)).response.status);
    expect(answers).toEqual(Array.from({ length: perEmail }, () => 401));
    expect((await attempt(0)).response.status).toBe(429);
    expect((await attempt(1)).response.status).toBe(429);
  });

  it("let one of two changes made at the same version on both land, and refuse the other with 409", async () => {
    const certificate = [
      { field: "registrationCertificate", file: { bytes: pdfDocument(), name: "certificate.pdf", type: "application/pdf" } },
      { field: "applicantName", value: "Awang Hj Kamarul" },
      { field: "applicantPosition", value: "Director" },
    ];
    expect((await submitVerification(server(0), business.token, certificate)).status).toBe(201);
    // The same staff session on both processes, each deciding the request it saw at version 1.
    const officer = await signInDemoOfficer(server(1));
    const decide = (index: number, decision: "approved" | "rejected") =>
      staffClient(server(index), officer).POST("/business-verifications/{businessKey}/decisions", {
        params: { path: { businessKey: business.key }, header: { "If-Match": '"1"' } },
        body: decision === "approved" ? { decision } : { decision, reason: "The certificate is not legible." },
      });
    const answers = await Promise.all([decide(0, "approved"), decide(1, "rejected")]);
    expect(answers.map((answer) => answer.response.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.response.status === 409);
    expect(refused?.error).toMatchObject({ type: problemType("stale-version") });
    const landed = answers.find((answer) => answer.response.status === 200)?.data?.data.status;
    const profile = (await portalClient(server(1), business.token).GET("/businesses/profiles")).data?.data;
    expect(profile?.verification).toMatchObject({ status: landed, version: 2 });
  });

  it("deliver each mail of the shared outbox once while both run the delivery loop", async () => {
    const recipients = Array.from({ length: 50 }, (_, i) => `outbox-${i}-${uniqueEmail("mail")}`);
    await orm().insert(outboxTable).values(recipients.map((recipient, i) => ({ recipient, subject: `Mail ${i}`, textBody: `Mail ${i}`, htmlBody: `<p>Mail ${i}</p>` })));
    // A process's loop wakes when its own commit enqueues mail: a resent activation mail on each wakes both at once.
    const waiting = uniqueEmail("waiting");
    const signedUp = await portalClient(server(1)).POST("/talents/sign-ups/username-pwd", { body: { email: waiting, password: testPassword, name: "Waiting Talent" } });
    expect(signedUp.response.status).toBe(201);
    const resend = (index: number) => portalClient(server(index)).POST("/members/activation-requests", { params: { query: { memberEmail: waiting } } });
    expect((await Promise.all([resend(0), resend(1)])).map((answer) => answer.response.status)).toEqual([202, 202]);

    await waitFor(async () => (await orm().select({ id: outboxTable.id }).from(outboxTable).where(isNull(outboxTable.sentAt))).length === 0);
    const delivered = (await mail.all()).map((received) => received.to);
    const times = (address: string) => delivered.filter((to) => to === address).length;
    expect(recipients.map(times)).toEqual(recipients.map(() => 1));
    expect(times(waiting)).toBe(3);
    const rows = await orm().select({ attempts: outboxTable.attempts }).from(outboxTable).where(inArray(outboxTable.recipient, recipients));
    expect(rows.map((row) => row.attempts)).toEqual(recipients.map(() => 1));
  });

  it("keep the projections both wrote equal to a rebuild from the log", async () => {
    registerProjectors();
    const live = await projectionTables();
    expect(Object.values(live).some((rows) => rows.length > 0)).toBe(true);
    const report = await rebuildProjections(orm());
    expect(report.events).toBeGreaterThan(0);
    expect(await projectionTables()).toEqual(live);
  });
});

/** A Business registered on one process, activated from its mail on the other, signed in on the first. */
async function registerBusinessAcrossBoth(): Promise<{ email: string; token: string; key: string }> {
  const email = uniqueEmail("business");
  const registered = await portalClient(server(0)).POST("/businesses/registrations/email-passwords", {
    body: { email, password: testPassword, registrationData: sampleRegistration() },
  });
  if (!registered.data) throw new Error(`Registration failed with ${registered.response.status}`);
  const link = activationLinkFrom(await mail.waitForMail(email, { timeoutMs: 10_000 }));
  const activated = await portalClient(server(1)).POST("/members/activate/{token}", { params: { path: { token: link.token }, query: { memberEmail: link.memberEmail } } });
  if (!activated.data) throw new Error(`Activation failed with ${activated.response.status}`);
  const signedIn = await portalClient(server(0)).POST("/businesses/sign-ins/username-pwd", { body: { email, password: testPassword } });
  if (!signedIn.data) throw new Error(`Sign-in failed with ${signedIn.response.status}`);
  const profile = await portalClient(server(1), signedIn.data.data.accessToken).GET("/businesses/profiles");
  return { email, token: signedIn.data.data.accessToken, key: profile.data?.data.key ?? "" };
}

/** Every row of every registered projector's tables, each table's rows in a stable order (as event-store.test.ts). */
async function projectionTables(): Promise<Record<string, string[]>> {
  const tables: Record<string, string[]> = {};
  for (const table of registeredProjectors().flatMap((projector) => projector.tables)) {
    const rows = await db?.rawTransaction((raw) => raw.query(`select to_jsonb(t)::text as row from ${table} t`));
    tables[table] = (rows ?? []).map((row) => String(row["row"])).sort();
  }
  return tables;
}

/** Re-checks `done` on a short tick until it holds, for at most `timeoutMs`; never a blind sleep. */
async function waitFor(done: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`Not done within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
