// The cli-archive benchmark's database: a generated population (businesses with vacancies, one per 20
// applications), the demo staff (one per role, password Demo!2345), the default workflow, and N applications that
// all reached approval (server/src/demo/journeys.ts's APPROVED_MIX), none archived, written by the seed's bulk path.
// Seeded once into a PGlite folder under .tmp/bench/ keyed by N, the seed, the day and the migrations; each run
// archives, so it works on a copy of that folder and leaves the seeded one as it was.
import { cp, mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { bruneiDateOf } from "@ictm/core/domain";
import { openDatabase } from "@ictm/server/db/connect.ts";
import { seedPermitPopulation } from "@ictm/server/demo/permits.ts";
import { seedBoardBasics } from "./board-data.ts";
import { cachedPgliteFolder, migrationsKey } from "./databases.ts";

type Log = (line: string) => void;

export interface ArchiveBenchData {
  /** A fresh copy of the seeded data folder (holding `db/`), for this run alone. */
  readonly dataDir: string;
  /** How long seeding took when this run seeded, else null. */
  readonly seedSeconds: number | null;
  readonly copySeconds: number;
}

export async function cliArchiveData(root: string, applications: number, seed: number, log: Log): Promise<ArchiveBenchData> {
  const folder = join(root, `pglite-cli-archive-a${applications}-s${seed}-${bruneiDateOf(Date.now())}-${await migrationsKey()}`);
  const seedSeconds = await cachedPgliteFolder(folder, "kept for the next run today; each run works on a copy", log, async (building) => {
    const db = await openDatabase({ folder: join(building, "db") });
    try {
      const started = performance.now();
      const businesses = Math.max(20, Math.ceil(applications / 20));
      await seedBoardBasics(db, { talents: 100, businesses, vacancies: businesses * 3, projects: 0 }, seed, log);
      await seedPermitPopulation(db, { count: applications, seed, dataDir: building, now: new Date(), approvedOnly: true, log: (line) => log(`  ${line}`) });
      const seconds = (performance.now() - started) / 1000;
      log(`  seeded ${applications.toLocaleString("en")} approved applications in ${seconds.toFixed(1)} s`);
      return seconds;
    } finally {
      await db.close();
    }
  });
  const copying = performance.now();
  const dataDir = await mkdtemp(join(tmpdir(), "ictm-bench-cli-archive-"));
  await cp(folder, dataDir, { recursive: true });
  return { dataDir, seedSeconds, copySeconds: (performance.now() - copying) / 1000 };
}
