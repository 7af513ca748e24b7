// The benchmark's databases: a seeded PGlite folder cached under .tmp/bench/ (keyed by the sizes, the seed and the
// migrations, so a rerun starts in seconds and a new migration reseeds), or a PostgreSQL database of the same
// key on the given server; and the two callers the mix searches as. Seeding uses the demo's generator.
import { createHash, randomBytes } from "node:crypto";
import { rename, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { eq, type SQL } from "drizzle-orm";
import pg from "pg";
import type { PortalServer } from "@ictm/server";
import { createBusinessMember } from "@ictm/server/businesses/register.ts";
import { findBusinessOfMember } from "@ictm/server/businesses/store.ts";
import { openDatabase, type Database } from "@ictm/server/db/connect.ts";
import { events } from "@ictm/server/db/schema.ts";
import { migrate, readMigrations } from "@ictm/server/db/migrate.ts";
import { fillCourses } from "@ictm/server/demo/courses.ts";
import { fillDatabase } from "@ictm/server/demo/population/fill.ts";
import type { PopulationSize } from "@ictm/server/demo/population/load.ts";
import { populationStream } from "@ictm/server/events/vocabulary.ts";
import { registerMember } from "@ictm/server/members/register.ts";
import { openSession } from "@ictm/server/members/sessions.ts";
import { findMemberByEmail } from "@ictm/server/members/store.ts";

export interface BenchCallers {
  businessToken: string;
  businessMemberId: string;
  talentToken: string;
  talentId: string;
}

type Log = (line: string) => void;

/** A short fingerprint of the migrations: a new migration names a new database, so it is seeded afresh. */
export async function migrationsKey(): Promise<string> {
  return createHash("sha256").update(JSON.stringify(await readMigrations())).digest("hex").slice(0, 10);
}

/** A name for this population under these migrations (and its training courses, when there are any). */
export async function populationKey(size: PopulationSize, seed: number, courses = 0): Promise<string> {
  return `t${size.talents}-b${size.businesses}-j${size.vacancies}-p${size.projects}${courses > 0 ? `-c${courses}` : ""}-s${seed}-${await migrationsKey()}`;
}

/**
 * A PGlite data folder kept between runs: when `folder` is missing, `seed` fills a new one beside it (its data
 * folder; the database is in `db/` under it), which then takes the name, so a run stopped midway leaves no half
 * database. `seed`'s answer, or null when the folder was there. `kept` says for how long, in the log line.
 */
export async function cachedPgliteFolder<T>(folder: string, kept: string, log: Log, seed: (building: string) => Promise<T>): Promise<T | null> {
  if (await exists(folder)) return null;
  const building = `${folder}.building-${randomBytes(4).toString("hex")}`;
  log(`Seeding a PGlite database in ${folder} (${kept})…`);
  const seeded = await seed(building);
  await rename(building, folder);
  return seeded;
}

/**
 * A PostgreSQL database `name` on the server of `adminUrl`, kept between runs: reused when it is there and
 * `isSeeded` finds it whole, else created empty and filled by `seed`. Its URL, and `seed`'s answer or null.
 */
export async function cachedPostgresDatabase<T>(
  adminUrl: string,
  name: string,
  kept: string,
  log: Log,
  isSeeded: (url: string) => Promise<boolean>,
  seed: (url: string) => Promise<T>,
): Promise<{ url: string; seeded: T | null }> {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount && (await isSeeded(url.toString()))) return { url: url.toString(), seeded: null };
    log(`Seeding the PostgreSQL database ${name} (${kept})…`);
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return { url: url.toString(), seeded: await seed(url.toString()) };
}

/** True when the database at `url` holds an event that `where` picks (false when it cannot be read). */
export async function hasEvent(url: string, where: SQL): Promise<boolean> {
  const db = await openDatabase({ url });
  try {
    const rows = await db.orm.select({ stream: events.stream }).from(events).where(where).limit(1);
    return rows.length > 0;
  } catch {
    return false;
  } finally {
    await db.close();
  }
}

/** A data folder (holding `db/`) with the population and `courses` training courses, seeded on first use and reused after. */
export async function pgliteDataDir(root: string, size: PopulationSize, seed: number, log: Log, courses = 0): Promise<string> {
  const folder = join(root, `pglite-${await populationKey(size, seed, courses)}`);
  await cachedPgliteFolder(folder, "kept for the next run", log, async (building) => seedInto(await openDatabase({ folder: join(building, "db") }), size, seed, courses, log));
  return folder;
}

/** A database on the server of `adminUrl` with the population, created and seeded on first use. */
export async function postgresDatabase(adminUrl: string, size: PopulationSize, seed: number, log: Log, courses = 0): Promise<string> {
  const name = `ictm_bench_${(await populationKey(size, seed, courses)).replace(/-/g, "_")}`;
  // The population's event is written last, so finding it means the seeding finished.
  const isSeeded = (url: string) => hasEvent(url, eq(events.stream, populationStream));
  const { url } = await cachedPostgresDatabase(adminUrl, name, "kept for the next run", log, isSeeded, async (url) => seedInto(await openDatabase({ url }), size, seed, courses, log));
  return url;
}

/** A Business and a Talent to search as (created once per database), each with a fresh session. */
export async function benchCallers(server: PortalServer): Promise<BenchCallers> {
  const { services } = server;
  const now = services.clock.now();
  return server.db.orm.transaction(async (tx) => {
    const businessEmail = "bench-business@bench.example.bn";
    const talentEmail = "bench-talent@bench.example.bn";
    const registration = { businessName: "Bench Test Sdn Bhd", businessType: "private-limited" as const, registrationNumber: "RC/00000001", contactPerson: "Bench", phone: "+673 222 0000", address: "Bandar Seri Begawan" };
    const business = (await findMemberByEmail(tx, businessEmail)) ?? (await createBusinessMember(tx, services, { email: businessEmail, passwordHash: null, activatedAt: now, registration })).member;
    const talent = (await findMemberByEmail(tx, talentEmail)) ?? (await registerMember(tx, services, { accountType: "Talent", email: talentEmail, name: "Bench Talent", passwordHash: null, activatedAt: now }));
    if (!(await findBusinessOfMember(tx, business.id))) throw new Error("The bench Business has no business");
    return { businessToken: await openSession(tx, business.id, now), businessMemberId: business.id, talentToken: await openSession(tx, talent.id, now), talentId: talent.id };
  });
}

async function seedInto(db: Database, size: PopulationSize, seed: number, courses: number, log: Log): Promise<void> {
  try {
    await migrate(db, await readMigrations());
    await fillDatabase(db, { seed, size, log: (line) => log(`  ${line}`) });
    await fillCourses(db, { seed, count: courses, businesses: size.businesses, log: (line) => log(`  ${line}`) });
  } finally {
    await db.close();
  }
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(() => true, () => false);
}
