// The board benchmark's database: a generated population (100 businesses, each with vacancies, so every lpa can
// name one), the demo staff (one per role, password Demo!2345), the default workflow and its steps as the demo
// inserts them, and generated applications, about N of them submitted, their cards moved across the steps by
// staff. Seeded once into a PGlite folder under .tmp/bench/ (keyed by N, the seed and the migrations) and reused.
import { createHash, randomBytes } from "node:crypto";
import { rename, stat } from "node:fs/promises";
import { join } from "node:path";
import { count, isNotNull } from "drizzle-orm";
import type { PortalServer } from "@ictm/server";
import { insertWorkflowSteps } from "@ictm/server/board/store.ts";
import { openDatabase } from "@ictm/server/db/connect.ts";
import { migrate, readMigrations } from "@ictm/server/db/migrate.ts";
import { permitApplications } from "@ictm/server/db/schema.ts";
import { demoWorkflows } from "@ictm/server/demo/dataset.ts";
import { seedPermitPopulation } from "@ictm/server/demo/permits.ts";
import { fillDatabase } from "@ictm/server/demo/population/fill.ts";
import { seedDemoStaff } from "@ictm/server/demo/seed-pages.ts";
import { registerProjectors } from "@ictm/server/projections.ts";
import { insertWorkflow } from "@ictm/server/workflows/store.ts";

type Log = (line: string) => void;

/** A data folder (holding `db/`) with about `applications` cards on the board, seeded on first use. */
export async function boardDataDir(root: string, applications: number, seed: number, log: Log): Promise<string> {
  const migrations = createHash("sha256").update(JSON.stringify(await readMigrations())).digest("hex").slice(0, 10);
  const folder = join(root, `pglite-board-a${applications}-s${seed}-${migrations}`);
  if (await exists(folder)) return folder;
  const building = `${folder}.building-${randomBytes(4).toString("hex")}`;
  log(`Seeding a PGlite database in ${folder} (kept for the next run)…`);
  const db = await openDatabase({ folder: join(building, "db") });
  try {
    await migrate(db, await readMigrations());
    await fillDatabase(db, { seed, size: { talents: 100, businesses: 100, vacancies: 3000, projects: 0 }, log: (line) => log(`  ${line}`) });
    await db.orm.transaction(async (tx) => {
      await seedDemoStaff(tx, new Date());
      for (const { steps, ...workflow } of demoWorkflows) {
        await insertWorkflow(tx, { id: workflow.id, name: workflow.name, permitTypes: [...workflow.permitTypes], position: workflow.position });
        await insertWorkflowSteps(tx, workflow.id, steps);
      }
    });
    registerProjectors();
    // About a fifth of generated applications stay drafts (seedPermitPopulation's mix): seed enough for N cards.
    await seedPermitPopulation(db, { count: Math.ceil(applications * 1.25), seed, dataDir: building, now: new Date(), log: (line) => log(`  ${line}`) });
  } finally {
    await db.close();
  }
  await rename(building, folder);
  return folder;
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

async function exists(path: string): Promise<boolean> {
  return stat(path).then(() => true, () => false);
}
