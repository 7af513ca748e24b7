// The statistics benchmark's database: a generated population (businesses with vacancies, one per 20
// applications, so every lpa can name one), the demo staff (one per role, password Demo!2345), the default
// workflow, and N generated applications on realistic journeys over the past year (server/src/demo/journeys.ts),
// written by the seed's bulk path. PGlite: seeded once into a folder under .tmp/bench/ keyed by N, the seed, the
// day (the journeys end today) and the migrations, and reused; PostgreSQL: a database of the same key on the
// given server.
import { createHash, randomBytes } from "node:crypto";
import { rename, stat } from "node:fs/promises";
import { join } from "node:path";
import { bruneiDateOf } from "@ictm/core/domain";
import { eq } from "drizzle-orm";
import pg from "pg";
import { insertWorkflowSteps } from "@ictm/server/board/store.ts";
import { openDatabase, type Database } from "@ictm/server/db/connect.ts";
import { migrate, readMigrations } from "@ictm/server/db/migrate.ts";
import { events } from "@ictm/server/db/schema.ts";
import { demoWorkflows } from "@ictm/server/demo/dataset.ts";
import { seedPermitPopulation } from "@ictm/server/demo/permits.ts";
import { fillDatabase } from "@ictm/server/demo/population/fill.ts";
import { seedDemoStaff } from "@ictm/server/demo/seed-pages.ts";
import { registerProjectors } from "@ictm/server/projections.ts";
import { insertWorkflow } from "@ictm/server/workflows/store.ts";

type Log = (line: string) => void;

/** How long the seeding took, when this run seeded (null: the database was there already). */
export interface Seeded {
  /** For PGlite, the data folder (holding `db/`); for PostgreSQL, the database URL. */
  readonly location: string;
  readonly seedSeconds: { population: number; applications: number } | null;
}

async function statisticsKey(applications: number, seed: number): Promise<string> {
  const migrations = createHash("sha256").update(JSON.stringify(await readMigrations())).digest("hex").slice(0, 10);
  return `statistics-a${applications}-s${seed}-${bruneiDateOf(Date.now())}-${migrations}`;
}

export async function statisticsPgliteDir(root: string, applications: number, seed: number, log: Log): Promise<Seeded> {
  const folder = join(root, `pglite-${await statisticsKey(applications, seed)}`);
  if (await exists(folder)) return { location: folder, seedSeconds: null };
  const building = `${folder}.building-${randomBytes(4).toString("hex")}`;
  log(`Seeding a PGlite database in ${folder} (kept for the next run today)…`);
  const seedSeconds = await seedInto(await openDatabase({ folder: join(building, "db") }), building, applications, seed, log);
  await rename(building, folder);
  return { location: folder, seedSeconds };
}

export async function statisticsPostgres(adminUrl: string, dataDir: string, applications: number, seed: number, log: Log): Promise<Seeded> {
  const name = `ictm_bench_${(await statisticsKey(applications, seed)).replace(/-/g, "_")}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount && (await isSeeded(url.toString()))) return { location: url.toString(), seedSeconds: null };
    log(`Seeding the PostgreSQL database ${name} (kept for the next run today)…`);
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const seedSeconds = await seedInto(await openDatabase({ url: url.toString() }), dataDir, applications, seed, log);
  return { location: url.toString(), seedSeconds };
}

async function seedInto(db: Database, dataDir: string, applications: number, seed: number, log: Log): Promise<Seeded["seedSeconds"]> {
  try {
    const started = performance.now();
    await migrate(db, await readMigrations());
    const businesses = Math.max(20, Math.ceil(applications / 20));
    await fillDatabase(db, { seed, size: { talents: 100, businesses, vacancies: businesses * 3, projects: 0 }, log: (line) => log(`  ${line}`) });
    await db.orm.transaction(async (tx) => {
      await seedDemoStaff(tx, new Date());
      for (const { steps, ...workflow } of demoWorkflows) {
        await insertWorkflow(tx, { id: workflow.id, name: workflow.name, permitTypes: [...workflow.permitTypes], position: workflow.position });
        await insertWorkflowSteps(tx, workflow.id, steps);
      }
    });
    registerProjectors();
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

/** True when the applications were written (a permit stream exists). */
async function isSeeded(url: string): Promise<boolean> {
  const db = await openDatabase({ url });
  try {
    const rows = await db.orm.select({ stream: events.stream }).from(events).where(eq(events.type, "v1.PermitApplicationCreated")).limit(1);
    return rows.length > 0;
  } catch {
    return false;
  } finally {
    await db.close();
  }
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(() => true, () => false);
}
