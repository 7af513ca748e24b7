// `npm run seed -- --talents 100000 --businesses 5000 --jobs 20000 --projects 5000 [--courses 0] [--applications 0] [--seed 1]
//   [--data-dir DIR | --database-url URL]`
// Fills an empty database (PGlite in DIR/db as the server keeps it, or PostgreSQL) with a generated population,
// applying the migrations first. The same generator makes the demo dataset (server/src/demo/population/).
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "../server/src/db/connect.ts";
import { migrate, readMigrations } from "../server/src/db/migrate.ts";
import { seedPermitPopulation } from "../server/src/demo/permits.ts";
import { fillCourses } from "../server/src/demo/courses.ts";
import { fillDatabase } from "../server/src/demo/population/fill.ts";
import { registerProjectors } from "../server/src/projections.ts";

const { values } = parseArgs({
  options: {
    talents: { type: "string", default: "100000" },
    businesses: { type: "string", default: "5000" },
    jobs: { type: "string", default: "20000" },
    projects: { type: "string", default: "5000" },
    courses: { type: "string", default: "0" },
    applications: { type: "string", default: "0" },
    seed: { type: "string", default: "1" },
    "data-dir": { type: "string" },
    "database-url": { type: "string" },
  },
});

const size = { talents: count("talents"), businesses: count("businesses"), vacancies: count("jobs"), projects: count("projects") };
const url = values["database-url"] ?? (values["data-dir"] ? undefined : process.env["DATABASE_URL"]);
const folder = join(resolve(values["data-dir"] ?? process.env["DATA_DIR"] ?? "./data"), "db");
console.log(`Seeding ${url ? "PostgreSQL" : `PGlite in ${folder}`}: ${JSON.stringify({ ...size, courses: count("courses") })}, seed ${count("seed")}`);
const db = await openDatabase(url ? { url } : { folder });
try {
  await migrate(db, await readMigrations());
  await fillDatabase(db, { seed: count("seed"), size, log: (line) => console.log(line) });
  // Training courses name the generated businesses by index (server/src/demo/courses.ts).
  await fillCourses(db, { seed: count("seed"), count: count("courses"), businesses: size.businesses, log: (line) => console.log(line) });
  // Expat permit applications are written as their facts; their projectors fill the tables the board reads.
  registerProjectors();
  const dataDir = resolve(values["data-dir"] ?? process.env["DATA_DIR"] ?? "./data");
  await seedPermitPopulation(db, { count: count("applications"), seed: count("seed"), dataDir, now: new Date(), log: (line) => console.log(line) });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.close();
}

function count(name: "talents" | "businesses" | "jobs" | "projects" | "courses" | "applications" | "seed"): number {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number, not "${values[name]}"`);
  return value;
}
