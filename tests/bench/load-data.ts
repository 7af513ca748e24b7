// The load benchmark's database and its callers: a generated population (databases.ts's generator, at a moderate
// size) with the demo staff, the default workflow and N applications on the board (board-data.ts's basics),
// seeded once and cached (a PGlite folder under .tmp/bench/, a PostgreSQL database on the given server), then
// copied for each run (a folder copy; `create database … template`), so the run's writes never reach the next
// run. Accounts are made the fast way, in this process: one scrypt hash shared by every account, sessions opened
// directly, never N sign-ins through HTTP before the clock starts.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import pg from "pg";
import type { PortalServer } from "@ictm/server";
import { openDatabase, type Database } from "@ictm/server/db/connect.ts";
import { events } from "@ictm/server/db/schema.ts";
import { fillCourses } from "@ictm/server/demo/courses.ts";
import { seedPermitPopulation } from "@ictm/server/demo/permits.ts";
import type { PopulationSize } from "@ictm/server/demo/population/load.ts";
import { hashPassword } from "@ictm/server/members/passwords.ts";
import { registerMember } from "@ictm/server/members/register.ts";
import { openSession } from "@ictm/server/members/sessions.ts";
import { findMemberByEmail } from "@ictm/server/members/store.ts";
import { findStaffByEmail, insertStaff, openStaffSession } from "@ictm/server/staff/store.ts";
import { seedBoardBasics } from "./board-data.ts";
import { cachedPgliteFolder, cachedPostgresDatabase, hasEvent, populationKey } from "./databases.ts";

type Log = (line: string) => void;

export interface LoadSize {
  population: PopulationSize;
  courses: number;
  /** About this many submitted applications on the board (the generator leaves about a fifth as drafts). */
  applications: number;
}

/** The accounts the virtual users act as; every password is `password`. */
export interface LoadAccounts {
  password: string;
  /** One Talent per virtual user first (its own profile), then the rest of the pool that fresh sign-ins rotate through. */
  talents: Array<{ email: string; token: string }>;
  /** Officers (act on Submitted and Screening), one session each. */
  officers: Array<{ email: string; token: string }>;
}

const KEPT = "kept for the next run; each run works on a copy";

async function loadKey(size: LoadSize, seed: number): Promise<string> {
  return `load-${await populationKey(size.population, seed, size.courses)}-a${size.applications}`;
}

/** The cached PGlite folder, seeded on first use; copy it (`pgliteRunCopy`) before a server writes to it. */
export async function loadPgliteTemplate(root: string, size: LoadSize, seed: number, log: Log): Promise<string> {
  const folder = join(root, `pglite-${await loadKey(size, seed)}`);
  await cachedPgliteFolder(folder, KEPT, log, async (building) => seedInto(await openDatabase({ folder: join(building, "db") }), building, size, seed, log));
  return folder;
}

/** The cached PostgreSQL database's URL, seeded on first use; copy it (`postgresRunCopy`) before a server writes to it. */
export async function loadPostgresTemplate(adminUrl: string, size: LoadSize, seed: number, log: Log): Promise<string> {
  // PostgreSQL cuts names at 63 bytes, which would cut the key's tail: the sizes' head and a hash of the whole key.
  const key = await loadKey(size, seed);
  const name = `ictm_bench_load_a${size.applications}_t${size.population.talents}_${createHash("sha256").update(key).digest("hex").slice(0, 16)}`;
  // The applications are written last, so finding one means the seeding finished.
  const isSeeded = (url: string) => hasEvent(url, eq(events.type, "v1.PermitApplicationCreated"));
  const files = await mkdtemp(join(tmpdir(), "ictm-bench-load-seed-"));
  try {
    const { url } = await cachedPostgresDatabase(adminUrl, name, KEPT, log, isSeeded, async (url) => seedInto(await openDatabase({ url }), files, size, seed, log));
    return url;
  } finally {
    await rm(files, { recursive: true, force: true });
  }
}

/** A scratch copy of the cached folder for one run, and how to remove it. */
export async function pgliteRunCopy(template: string): Promise<{ dataDir: string; remove: () => Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), "ictm-bench-load-"));
  await cp(template, dataDir, { recursive: true });
  return { dataDir, remove: () => rm(dataDir, { recursive: true, force: true }) };
}

/** A copy of the cached database for one run (PostgreSQL copies the template's files), and how to drop it. */
export async function postgresRunCopy(adminUrl: string, templateUrl: string): Promise<{ url: string; remove: () => Promise<void> }> {
  const template = new URL(templateUrl).pathname.slice(1);
  const name = `ictm_bench_load_run_${randomBytes(4).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name} template ${template}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), remove: () => admin(`drop database if exists ${name} with (force)`) };
}

/**
 * `talents` Talents (load-talent-N@bench.example.bn) and `officers` officers (load-officer-N@bench.example.bn),
 * made when missing, each with a fresh session. The password's scrypt hash is computed once and shared, so
 * making hundreds of accounts costs one hash, not hundreds.
 */
export async function loadAccounts(server: PortalServer, counts: { talents: number; officers: number }): Promise<LoadAccounts> {
  const { services } = server;
  const password = "Load!2345";
  const passwordHash = await hashPassword(password);
  const now = services.clock.now();
  return server.db.orm.transaction(async (tx) => {
    const talents: LoadAccounts["talents"] = [];
    for (let index = 0; index < counts.talents; index++) {
      const email = `load-talent-${index}@bench.example.bn`;
      const member = (await findMemberByEmail(tx, email)) ?? (await registerMember(tx, services, { accountType: "Talent", email, name: `Load Talent ${index}`, passwordHash, activatedAt: now }));
      talents.push({ email, token: await openSession(tx, member.id, now) });
    }
    const officers: LoadAccounts["officers"] = [];
    for (let index = 0; index < counts.officers; index++) {
      const email = `load-officer-${index}@bench.example.bn`;
      let found = await findStaffByEmail(tx, email);
      if (!found) {
        await insertStaff(tx, { id: randomUUID(), email, name: `Load Officer ${index}`, roles: ["officer"], passwordHash, createdAt: now });
        found = await findStaffByEmail(tx, email);
      }
      if (!found) throw new Error(`The officer ${email} was not stored`);
      officers.push({ email, token: await openStaffSession(tx, found.id, now) });
    }
    return { password, talents, officers };
  });
}

async function seedInto(db: Database, dataDir: string, size: LoadSize, seed: number, log: Log): Promise<void> {
  try {
    await seedBoardBasics(db, size.population, seed, log);
    await fillCourses(db, { seed, count: size.courses, businesses: size.population.businesses, log: (line) => log(`  ${line}`) });
    // About a fifth of generated applications stay drafts (seedPermitPopulation's mix): seed enough for N cards.
    await seedPermitPopulation(db, { count: Math.ceil(size.applications * 1.25), seed, dataDir, now: new Date(), log: (line) => log(`  ${line}`) });
  } finally {
    await db.close();
  }
}
