// The board benchmark's database: a generated population (100 businesses, each with vacancies, so every lpa can
// name one), the demo staff (one per role, password Demo!2345), the default workflow and its steps as the demo
// inserts them, and generated applications, about N of them submitted, their cards moved across the steps by
// staff. Seeded once into a PGlite folder under .tmp/bench/ (keyed by N, the seed and the migrations) and reused.
import { join } from "node:path";
import { count, isNotNull } from "drizzle-orm";
import type { PortalServer } from "@ictm/server";
import { insertWorkflowSteps } from "@ictm/server/board/store.ts";
import { openDatabase, type Database } from "@ictm/server/db/connect.ts";
import { migrate, readMigrations } from "@ictm/server/db/migrate.ts";
import { permitApplications } from "@ictm/server/db/schema.ts";
import { demoWorkflows } from "@ictm/server/demo/dataset.ts";
import { seedPermitPopulation } from "@ictm/server/demo/permits.ts";
import { fillDatabase } from "@ictm/server/demo/population/fill.ts";
import type { PopulationSize } from "@ictm/server/demo/population/load.ts";
import { seedDemoStaff } from "@ictm/server/demo/seed-pages.ts";
import { registerProjectors } from "@ictm/server/projections.ts";
import { insertWorkflow } from "@ictm/server/workflows/store.ts";
import { cachedPgliteFolder, migrationsKey } from "./databases.ts";

type Log = (line: string) => void;

/** A data folder (holding `db/`) with about `applications` cards on the board, seeded on first use. */
export async function boardDataDir(root: string, applications: number, seed: number, log: Log): Promise<string> {
  const folder = join(root, `pglite-board-a${applications}-s${seed}-${await migrationsKey()}`);
  await cachedPgliteFolder(folder, "kept for the next run", log, async (building) => {
    const db = await openDatabase({ folder: join(building, "db") });
    try {
      await seedBoardBasics(db, { talents: 100, businesses: 100, vacancies: 3000, projects: 0 }, seed, log);
      // About a fifth of generated applications stay drafts (seedPermitPopulation's mix): seed enough for N cards.
      await seedPermitPopulation(db, { count: Math.ceil(applications * 1.25), seed, dataDir: building, now: new Date(), log: (line) => log(`  ${line}`) });
    } finally {
      await db.close();
    }
  });
  return folder;
}

/**
 * What a board needs before its applications: the migrated schema, a generated population of `size` (its
 * businesses' vacancies are what the lpas name), the demo staff (one per role) and the demo workflows with their
 * steps, and the projectors registered for the applications' writer.
 */
export async function seedBoardBasics(db: Database, size: PopulationSize, seed: number, log: Log): Promise<void> {
  await migrate(db, await readMigrations());
  await fillDatabase(db, { seed, size, log: (line) => log(`  ${line}`) });
  await db.orm.transaction(async (tx) => {
    await seedDemoStaff(tx, new Date());
    for (const { steps, ...workflow } of demoWorkflows) {
      await insertWorkflow(tx, { id: workflow.id, name: workflow.name, permitTypes: [...workflow.permitTypes], position: workflow.position });
      await insertWorkflowSteps(tx, workflow.id, steps);
    }
  });
  registerProjectors();
}

/** How many cards each step's column holds (every workflow), to print beside the figures. */
export async function cardsPerStep(server: PortalServer): Promise<Record<string, number>> {
  const rows = await server.db.orm
    .select({ step: permitApplications.currentStep, n: count() })
    .from(permitApplications)
    .where(isNotNull(permitApplications.workflowId))
    .groupBy(permitApplications.currentStep);
  return Object.fromEntries(rows.map((row) => [row.step ?? "(none)", row.n]));
}
