// The demo courses record their creation facts as a Business's own creation does: one v1.TrainingCourseCreated on
// each course's stream, its payload the stored course's edit payload, by the demo seed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courseEditOf } from "../courses/present.ts";
import type { Database } from "../db/connect.ts";
import { trainingCourses } from "../db/schema-courses.ts";
import { openMigratedTestDatabase } from "../db/test-database.ts";
import { readStream } from "../events/store.ts";
import { courseStream } from "../events/vocabulary.ts";
import { seedDemoCourses } from "./courses.ts";
import { fillDatabase } from "./population/fill.ts";

const now = new Date("2026-07-22T06:00:00Z");
let db: Database;

beforeAll(async () => {
  db = await openMigratedTestDatabase();
  await fillDatabase(db, { seed: 7, size: { talents: 2, businesses: 4, vacancies: 0, projects: 0 }, now, log: () => {} });
}, 120_000);
afterAll(async () => db?.close());

describe("the demo courses", () => {
  it("each record their creation, with the stored edit payload, by the demo seed", async () => {
    const seeded = await db.orm.transaction((tx) => seedDemoCourses(tx, { demoBusinessIds: [], population: { seed: 7, businesses: 4 }, now, actor: "system:demo-seed" }));
    const rows = await db.orm.select().from(trainingCourses);
    expect(rows.map((row) => row.id).sort()).toEqual([...seeded.courseIds].sort());
    for (const row of rows) {
      const facts = await readStream(db.orm, courseStream(row.id));
      expect(facts.map((fact) => [fact.type, fact.actor])).toEqual([["v1.TrainingCourseCreated", "system:demo-seed"]]);
      expect(facts[0]?.payload).toEqual({ businessKey: row.businessId, ...courseEditOf(row) });
    }
  });
});
