// The statistics benchmark's database: a generated population (businesses with vacancies, one per 20
// applications, so every lpa can name one), the demo staff (one per role, password Demo!2345), the default
// workflow, and N generated applications on realistic journeys over the past year (server/src/demo/journeys.ts),
// written by the seed's bulk path. PGlite: seeded once into a folder under .tmp/bench/ keyed by N, the seed, the
// day (the journeys end today) and the migrations, and reused; PostgreSQL: a database of the same key on the
// given server.
import { join } from "node:path";
import { bruneiDateOf } from "@ictm/core/domain";
import { eq } from "drizzle-orm";
import { openDatabase, type Database } from "@ictm/server/db/connect.ts";
import { events } from "@ictm/server/db/schema.ts";
import { seedPermitPopulation } from "@ictm/server/demo/permits.ts";
import { seedBoardBasics } from "./board-data.ts";
import { cachedPgliteFolder, cachedPostgresDatabase, hasEvent, migrationsKey } from "./databases.ts";

type Log = (line: string) => void;

/** How long the seeding took, when this run seeded (null: the database was there already). */
export interface Seeded {
  /** For PGlite, the data folder (holding `db/`); for PostgreSQL, the database URL. */
  readonly location: string;
  readonly seedSeconds: { population: number; applications: number } | null;
}

async function statisticsKey(applications: number, seed: number): Promise<string> {
  return `statistics-a${applications}-s${seed}-${bruneiDateOf(Date.now())}-${await migrationsKey()}`;
}

const KEPT = "kept for the next run today";

export async function statisticsPgliteDir(root: string, applications: number, seed: number, log: Log): Promise<Seeded> {
  const folder = join(root, `pglite-${await statisticsKey(applications, seed)}`);
  const seedSeconds = await cachedPgliteFolder(folder, KEPT, log, async (building) => seedInto(await openDatabase({ folder: join(building, "db") }), building, applications, seed, log));
  return { location: folder, seedSeconds };
}

export async function statisticsPostgres(adminUrl: string, dataDir: string, applications: number, seed: number, log: Log): Promise<Seeded> {
  const name = `ictm_bench_${(await statisticsKey(applications, seed)).replace(/-/g, "_")}`;
  // True when the applications were written (a permit stream exists).
  const isSeeded = (url: string) => hasEvent(url, eq(events.type, "v1.PermitApplicationCreated"));
  const { url, seeded } = await cachedPostgresDatabase(adminUrl, name, KEPT, log, isSeeded, async (url) => seedInto(await openDatabase({ url }), dataDir, applications, seed, log));
  return { location: url, seedSeconds: seeded };
}

async function seedInto(db: Database, dataDir: string, applications: number, seed: number, log: Log): Promise<NonNullable<Seeded["seedSeconds"]>> {
  try {
    const started = performance.now();
    const businesses = Math.max(20, Math.ceil(applications / 20));
    await seedBoardBasics(db, { talents: 100, businesses, vacancies: businesses * 3, projects: 0 }, seed, log);
    const population = (performance.now() - started) / 1000;
    const applicationsStarted = performance.now();
    await seedPermitPopulation(db, { count: applications, seed, dataDir, now: new Date(), log: (line) => log(`  ${line}`) });
    const seconds = { population, applications: (performance.now() - applicationsStarted) / 1000 };
    log(`  seeded: population ${seconds.population.toFixed(1)} s, ${applications.toLocaleString("en")} applications ${seconds.applications.toFixed(1)} s (${Math.round(applications / seconds.applications)} /s, with the final vacuum)`);
    return seconds;
  } finally {
    await db.close();
  }
}
