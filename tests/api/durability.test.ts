// Nothing acknowledged is ever lost: the real server in a child process (on PGlite in its data folder, or on
// PostgreSQL when TEST_DATABASE_URL is set, as npm test's two API steps run it) takes a burst of concurrent writes
// (sign-ups, profile saves, saved jobs, job applications, board moves) and is killed with SIGKILL in the middle.
// Restarted on the same data, it holds every write it answered 2xx (read back through the API), the event chains
// verify, the projections equal a rebuild from the log, and the mail committed is delivered exactly once.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, gt, isNull } from "drizzle-orm";
import { DEFAULT_WORKFLOW_ID } from "@ictm/core/domain";
import { openDatabase, type Database } from "@ictm/server/db/connect.ts";
import { outbox as outboxTable } from "@ictm/server/db/schema.ts";
import { rebuildProjections, registeredProjectors } from "@ictm/server/events/projectors.ts";
import { verifyEventChain } from "@ictm/server/events/verify.ts";
import { registerProjectors } from "@ictm/server/projections.ts";
import { demoAccounts } from "@ictm/server/demo/dataset.ts";
import { backofficeClient, portalClient, staffClient, testPassword, uniqueEmail } from "../support/api.ts";
import { findCard, submitApplication } from "../support/board.ts";
import { activationLinkFrom, type ReceivedMail } from "../support/mail.ts";
import { openOutbox, type Outbox } from "../support/outbox.ts";
import { copyMigratedDatabase } from "../support/pglite-template.ts";
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from "../support/postgres.ts";
import { startServerProcess, type ServerProcess } from "../support/server-process.ts";
import { upload } from "../support/upload.ts";

const adminUrl = testDatabaseUrl();
const engine = adminUrl === null ? "PGlite" : "PostgreSQL";
/** The burst is killed once this many writes were acknowledged (every writer is still writing then). */
const ackedBeforeKill = 60;

let database: TestDatabase | undefined;
let dataDir = "";
let server: ServerProcess | undefined;
let mail: Outbox;
const demoPassword = demoAccounts[0].password;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "ictm-durability-"));
  if (adminUrl !== null) database = await createTestDatabase(adminUrl);
  // A migrated empty PGlite cluster copied in (initdb takes seconds); the server loads the demo data on it.
  else await copyMigratedDatabase(join(dataDir, "db"));
  mail = await openOutbox(join(dataDir, "outbox"));
  server = await start({ DEMO: "1" });
}, 120_000);

afterAll(async () => {
  await server?.close();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const start = (env: Record<string, string> = {}) => startServerProcess({ dataDir, env, ...(database ? { databaseUrl: database.url } : {}) });
const running = (): ServerProcess => {
  if (!server) throw new Error("the server process did not start");
  return server;
};
/** Opens the database the server uses; on PGlite only while no server holds the folder. */
const openData = (): Promise<Database> => openDatabase(database ? { url: database.url } : { folder: join(dataDir, "db") });

describe(`a server killed with SIGKILL in a burst of writes (${engine})`, () => {
  it("keeps every acknowledged write, its event chains and projections, and mails what it committed exactly once", async () => {
    const actors = await prepareActors(running());
    const burst = startBurst(running(), actors);
    await burst.acknowledged(ackedBeforeKill);
    await running().kill();
    const acked = await burst.stopped();

    // Mail the killed process had claimed is left alone for its five-minute claim (mail/deliverer.ts); this moves
    // that time on for those rows instead of waiting, as the clock would after a crash. (On PGlite this open of the
    // folder is the first after the kill, so it is the one that replays the WAL, with the server's own openDatabase.)
    await releaseClaimsOfTheKilledProcess();

    // The same data, a new process: every answered write is there, and every committed mail goes out.
    server = await start();
    await expectAcknowledgedWritesPresent(running(), acked);
    await activateEverySignUp(acked.signUps);
    // Its start delivers every due mail in one run, which a SIGTERM lets finish.
    await running().close();
    const delivered = await mail.all();

    const db = await openData();
    try {
      const rows = await db.orm.select().from(outboxTable);
      expect(rows.filter((row) => row.sentAt === null)).toEqual([]);
      // Each committed mail once: one sent again after the kill (written to the folder in the instant between
      // sending and marking it sent) goes out under its identity and replaces its first copy (mail/mailer.ts).
      expect(repeatedMails(rows, delivered)).toEqual([]);

      const chain = await verifyEventChain(db.orm);
      expect(chain.broken).toEqual([]);
      expect(chain.events).toBeGreaterThan(0);
      registerProjectors();
      const live = await projectionTables(db);
      await rebuildProjections(db.orm);
      expect(await projectionTables(db)).toEqual(live);
    } finally {
      await db.close();
    }
  }, 150_000);
});

interface Actors {
  talent: string;
  business: string;
  administrator: string;
  vacancies: string[];
  cards: Array<{ id: string; version: number }>;
}

/** The demo Talent, Business and administrator signed in, open vacancies to save and apply to, two fresh cards. */
async function prepareActors(on: ServerProcess): Promise<Actors> {
  const signIn = async (path: "/talents/sign-ins/username-pwd" | "/businesses/sign-ins/username-pwd", email: string) => {
    const answer = await portalClient(on).POST(path, { body: { email, password: demoPassword } });
    if (!answer.data) throw new Error(`Sign-in of ${email} failed with ${answer.response.status}`);
    return answer.data.data.accessToken;
  };
  const talent = await signIn("/talents/sign-ins/username-pwd", "talent@demo.ictm.bn");
  const business = await signIn("/businesses/sign-ins/username-pwd", "business@demo.ictm.bn");
  const staff = await backofficeClient(on).POST("/sign-ins", { body: { email: "admin@demo.ictm.bn", password: demoPassword } });
  if (!staff.data) throw new Error(`Staff sign-in failed with ${staff.response.status}`);
  const found = await portalClient(on).GET("/job-vacancies/searches", { params: { query: { pageSize: 50 } } });
  const vacancies = (found.data?.data.items ?? []).map((vacancy) => vacancy.key);
  const cards = [await submitApplication(on, business), await submitApplication(on, business)].map(({ id, version }) => ({ id, version }));
  return { talent, business, administrator: staff.data.data.accessToken, vacancies, cards };
}

/** What the server answered 2xx before it was killed, and what it was asked without answering (may have landed). */
interface Acknowledged {
  signUps: string[];
  /** The profile headline last saved, and those sent after it that got no answer. */
  headline: { saved: string | null; unanswered: string[] };
  savedJobs: string[];
  applications: string[];
  /** Each card's step and version as the last move's answer gave them. */
  moves: Map<string, { step: string; version: number }>;
}

interface Burst {
  /** Resolves once `count` writes have been answered 2xx. */
  acknowledged(count: number): Promise<void>;
  /** Stops every writer (the server is gone) and answers what was acknowledged. */
  stopped(): Promise<Acknowledged>;
}

/** Concurrent writers, each writing one thing after another until stopped; failures (a dead server) are not counted. */
function startBurst(on: ServerProcess, actors: Actors): Burst {
  const acked: Acknowledged = { signUps: [], headline: { saved: null, unanswered: [] }, savedJobs: [], applications: [], moves: new Map() };
  let halted = false;
  let count = 0;
  let reached: () => void = () => undefined;
  let target = Number.POSITIVE_INFINITY;
  const ack = () => {
    count++;
    if (count >= target) reached();
  };
  /** Runs `write` again and again (at most `rounds` times); each true answer is one acknowledged write. */
  const loop = async (write: (round: number) => Promise<boolean>, rounds = Number.POSITIVE_INFINITY) => {
    for (let round = 0; !halted && round < rounds; round++) {
      if (await write(round).catch(() => false)) ack();
    }
  };
  const talent = portalClient(on, actors.talent);
  const signUps = (writer: number) => async (round: number) => {
    const email = uniqueEmail(`burst-${writer}-${round}`);
    const answer = await portalClient(on).POST("/talents/sign-ups/username-pwd", { body: { email, password: testPassword, name: `Burst Talent ${writer}-${round}` } });
    if (answer.response.status !== 201) return false;
    acked.signUps.push(email);
    return true;
  };
  const profile = async () => {
    const current = (await talent.GET("/talents/profiles")).data?.data.details;
    if (!current) throw new Error("The demo Talent's profile could not be read");
    return async (round: number) => {
      const headline = `Burst headline ${round}`;
      acked.headline.unanswered.push(headline);
      const answer = await talent.PUT("/talents/profile-details", { body: { ...current, headline } });
      if (answer.response.status !== 200) return false;
      acked.headline = { saved: headline, unanswered: [] };
      return true;
    };
  };
  const saveJobs = async (round: number) => {
    const jobId = actors.vacancies[round % actors.vacancies.length] ?? "";
    const answer = await talent.POST("/talents/saved-jobs/{jobId}", { params: { path: { jobId } } });
    if (answer.response.status !== 200) return false;
    acked.savedJobs.push(jobId);
    return true;
  };
  const applyForJobs = async (round: number) => {
    // From the other end of the list, one application a vacancy (a second live one is refused).
    const jobVacancyId = actors.vacancies.at(-1 - round) ?? "";
    const answer = await upload(on, "POST", "/talents/job-applications", actors.talent, [{ field: "jobVacancyId", value: jobVacancyId }, { field: "coverNote", value: `Burst ${round}` }]);
    if (answer.status !== 201) return false;
    acked.applications.push(String(Reflect.get(Object(Reflect.get(Object(answer.body), "data")), "key")));
    return true;
  };
  const moves = (card: { id: string; version: number }) => {
    let version = card.version;
    const administrator = staffClient(on, actors.administrator);
    return async (round: number) => {
      const stepKey = round % 2 === 0 ? "screening" : "submitted";
      const answer = await administrator.POST("/expat-permits/applications/{id}/workflows/steps/{stepKey}", {
        params: { path: { id: card.id, stepKey }, header: { "If-Match": `"${version}"` } },
      });
      const found = answer.data ? findCard(answer.data.data, card.id) : null;
      if (!found) return false;
      version = found.card.applicationRecord.application.version;
      acked.moves.set(card.id, { step: found.step, version });
      return true;
    };
  };
  const writers = (async () => {
    const saveProfile = await profile();
    await Promise.all([
      ...[0, 1, 2].map((writer) => loop(signUps(writer))),
      loop(saveProfile),
      loop(saveJobs),
      loop(applyForJobs, actors.vacancies.length),
      ...actors.cards.map((card) => loop(moves(card))),
    ]);
  })();
  return {
    acknowledged: (countWanted) =>
      new Promise<void>((resolve) => {
        target = countWanted;
        reached = resolve;
        if (count >= target) resolve();
      }),
    stopped: async () => {
      halted = true;
      await writers;
      return acked;
    },
  };
}

/** Every acknowledged write read back through the API of the restarted server (sign-ups: once their mail is out). */
async function expectAcknowledgedWritesPresent(on: ServerProcess, acked: Acknowledged): Promise<void> {
  const demo = await portalClient(on).POST("/talents/sign-ins/username-pwd", { body: { email: "talent@demo.ictm.bn", password: demoPassword } });
  const talent = portalClient(on, demo.data?.data.accessToken ?? "");
  const headline = (await talent.GET("/talents/profiles")).data?.data.details.headline;
  // The last save answered, or one sent after it that landed without its answer getting out.
  expect([acked.headline.saved, ...acked.headline.unanswered]).toContain(headline);
  const saved = (await talent.GET("/talents/saved-jobs")).data?.data.map((job) => job.key) ?? [];
  expect(saved).toEqual(expect.arrayContaining(acked.savedJobs));
  const applications = (await talent.GET("/talents/job-applications")).data?.data.map((application) => application.key) ?? [];
  expect(applications).toEqual(expect.arrayContaining(acked.applications));

  const staff = await backofficeClient(on).POST("/sign-ins", { body: { email: "admin@demo.ictm.bn", password: demoPassword } });
  const administrator = staffClient(on, staff.data?.data.accessToken ?? "");
  for (const [id, moved] of acked.moves) {
    const panel = await administrator.GET("/expat-permits/applications/workflows/{workflowId}/kanban-board/applications/{id}", {
      params: { path: { workflowId: DEFAULT_WORKFLOW_ID, id } },
    });
    const version = panel.data?.data.applicationRecord.application.version ?? 0;
    // At the answered version, in the answered step; or later, if the move under way at the kill landed.
    expect(version).toBeGreaterThanOrEqual(moved.version);
    if (version === moved.version) expect(panel.data?.data.workflowStep.key).toBe(moved.step);
  }
  expect(acked.signUps.length + acked.savedJobs.length + acked.applications.length + acked.moves.size).toBeGreaterThan(0);
}

/** Outbox rows the killed process claimed and never marked sent, made due now. */
async function releaseClaimsOfTheKilledProcess(): Promise<void> {
  const db = await openData();
  try {
    const now = new Date();
    await db.orm.update(outboxTable).set({ nextAttemptAt: now }).where(and(isNull(outboxTable.sentAt), gt(outboxTable.nextAttemptAt, now)));
  } finally {
    await db.close();
  }
}

/** Every acknowledged sign-up's activation mail, and its link opened: the member is there to activate. */
async function activateEverySignUp(signUps: readonly string[]): Promise<void> {
  for (const email of signUps) {
    const link = activationLinkFrom(await mail.waitForMail(email, { timeoutMs: 20_000 }));
    const activated = await portalClient(running()).POST("/members/activate/{token}", { params: { path: { token: link.token }, query: { memberEmail: link.memberEmail } } });
    expect(activated.response.status, `activating ${email}`).toBe(200);
  }
}

const mailKey = (row: { recipient: string; subject: string }) => `${row.recipient.toLowerCase()} | ${row.subject}`;

/** Mail keys sent more often than they were committed; fails on any committed mail never delivered. */
function repeatedMails(rows: ReadonlyArray<{ recipient: string; subject: string }>, delivered: readonly ReceivedMail[]): string[] {
  const tally = (keys: string[]) => keys.reduce((counts, key) => counts.set(key, (counts.get(key) ?? 0) + 1), new Map<string, number>());
  const committed = tally(rows.map(mailKey));
  const sent = tally(delivered.map((received) => mailKey({ recipient: received.to, subject: received.subject })));
  expect([...committed].filter(([key, times]) => (sent.get(key) ?? 0) < times).map(([key]) => key)).toEqual([]);
  return [...sent].filter(([key, times]) => times > (committed.get(key) ?? 0)).map(([key]) => key);
}

/** Every row of every registered projector's tables, each table's rows in a stable order (as two-servers.test.ts). */
async function projectionTables(db: Database): Promise<Record<string, string[]>> {
  const tables: Record<string, string[]> = {};
  for (const table of registeredProjectors().flatMap((projector) => projector.tables)) {
    const rows = await db.rawTransaction((raw) => raw.query(`select to_jsonb(t)::text as row from ${table} t`));
    tables[table] = rows.map((row) => String(row["row"])).sort();
  }
  return tables;
}
