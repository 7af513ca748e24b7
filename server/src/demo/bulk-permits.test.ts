// The generated population's applications: written in bulk, their facts chain as the event store chains them and
// their rows equal what the projectors make from the log (a rebuild changes nothing); their journeys are realistic
// (submitted in working hours on working days over the past year, most approved, some archived, some sent back a
// step, every fact before now).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEFAULT_WORKFLOW_ID, isWorkingDay, WORK_PERMIT_STEPS } from "@ictm/core/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findWorkflow, insertWorkflowSteps } from "../board/store.ts";
import type { Database } from "../db/connect.ts";
import { rowsOf } from "../db/rows.ts";
import { openMigratedTestDatabase } from "../db/test-database.ts";
import { rebuildProjections, registeredProjectors } from "../events/projectors.ts";
import { verifyEventChain } from "../events/verify.ts";
import { registerProjectors } from "../projections.ts";
import { insertWorkflow } from "../workflows/store.ts";
import { demoWorkflows } from "./dataset.ts";
import { planJourney, workingHours } from "./journeys.ts";
import { journeyStepsOf, seedPermitPopulation } from "./permits.ts";
import { fillDatabase } from "./population/fill.ts";
import { createRandom } from "./population/random.ts";
import { seedDemoStaff } from "./seed-pages.ts";

const now = new Date("2026-07-22T06:00:00Z");
const count = 120;
let db: Database;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "ictm-bulk-permits-"));
  db = await openMigratedTestDatabase();
  await fillDatabase(db, { seed: 5, size: { talents: 5, businesses: 8, vacancies: 40, projects: 0 }, log: () => {} });
  await db.orm.transaction(async (tx) => {
    await seedDemoStaff(tx, now);
    for (const { steps, ...workflow } of demoWorkflows) {
      await insertWorkflow(tx, { id: workflow.id, name: workflow.name, permitTypes: [...workflow.permitTypes], position: workflow.position });
      await insertWorkflowSteps(tx, workflow.id, steps);
    }
  });
  registerProjectors();
  await seedPermitPopulation(db, { count, seed: 11, dataDir, now, log: () => {} });
}, 120_000);

afterAll(async () => {
  await db?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const query = async (text: string) => rowsOf(await db.orm.execute(sql.raw(text)));

/** Every projected table the bulk writer fills, in a fixed order (visit ids are the table's own). */
async function projections() {
  return {
    applications: await query("select * from permit_applications order by id"),
    files: await query("select * from permit_files order by application_id, file_id"),
    statusSteps: await query("select * from permit_status_steps order by id"),
    visits: await query(
      "select id, application_id, workflow_id, step, entered_at, entered_by, entered_clock, left_at, left_by, left_to, left_clock, placed from permit_step_visits order by application_id, entered_at, step",
    ),
  };
}

describe("the bulk-written population", () => {
  it("chains its facts and projects them as the projectors do", async () => {
    const chain = await verifyEventChain(db.orm);
    expect(chain.broken).toEqual([]);
    const written = await projections();
    expect(written.applications).toHaveLength(count);
    expect(written.visits.length).toBeGreaterThan(count);
    await rebuildProjections(db.orm, registeredProjectors().filter((projector) => ["permit-applications", "permit-board", "permit-step-visits"].includes(projector.name)));
    expect(await projections()).toEqual(written);
  }, 120_000);

  it("takes realistic journeys", async () => {
    const [facts] = await query(`select count(*)::int as n, max(occurred_at) as latest from events where stream like 'permit-%'`);
    expect(new Date(String(facts?.["latest"])).getTime()).toBeLessThanOrEqual(now.getTime());
    const submitted = await query("select submitted_at, final_approval_at, archived_at from permit_applications where submitted_at is not null");
    const holidays = new Set((await query("select day::text as day from public_holidays")).map((row) => String(row["day"])));
    for (const row of submitted) {
      const at = new Date(String(row["submitted_at"]));
      const brunei = new Date(at.getTime() + 8 * 60 * 60 * 1000);
      expect(isWorkingDay(brunei.toISOString().slice(0, 10), holidays)).toBe(true);
      const hour = brunei.getUTCHours() + brunei.getUTCMinutes() / 60;
      expect(hour).toBeGreaterThanOrEqual(8);
      expect(hour).toBeLessThanOrEqual(16.5);
      expect(at.getTime()).toBeGreaterThan(now.getTime() - 380 * 24 * 60 * 60 * 1000);
    }
    const older = submitted.filter((row) => new Date(String(row["submitted_at"])).getTime() < now.getTime() - 120 * 24 * 60 * 60 * 1000);
    const approved = older.filter((row) => row["final_approval_at"] !== null);
    expect(approved.length / older.length).toBeGreaterThan(0.4);
    expect(approved.length / older.length).toBeLessThan(0.85);
    expect(submitted.some((row) => row["archived_at"] !== null)).toBe(true);
    const [back] = await query(`select count(*)::int as n from permit_step_visits v where v.left_to in (select key from workflow_steps s where s.workflow_id = v.workflow_id
      and s.position < (select position from workflow_steps t where t.workflow_id = v.workflow_id and t.key = v.step))`);
    expect(Number(back?.["n"])).toBeGreaterThan(0);
  });
});

describe("a planned journey", () => {
  it("moves forward in time, in working hours, before now", async () => {
    const hours = workingHours(new Set(["2026-07-15"]));
    const workflow = await findWorkflow(db.orm, DEFAULT_WORKFLOW_ID);
    const steps = journeyStepsOf(workflow === undefined ? null : { workflow, staff: [], lastKeys: new Map() });
    expect(steps).toEqual({ keys: WORK_PERMIT_STEPS.map((step) => step.key), personsStep: "person-approval", finalStep: "final-approval" });
    for (let seed = 0; seed < 200; seed++) {
      const journey = planJourney(createRandom(seed), hours, steps, "submitted", now);
      const instants = [journey.submittedAt, ...journey.moves.map((move) => move.at)].map((at) => at?.getTime() ?? 0);
      expect(instants).toEqual([...instants].sort((a, b) => a - b));
      expect(Math.max(...instants, journey.archivedAt?.getTime() ?? 0)).toBeLessThanOrEqual(now.getTime());
      if (journey.finalApprovalAt !== null) expect(journey.moves.at(-1)?.to).toBe("approved");
      if (journey.archivedAt !== null) expect(journey.finalApprovalAt).not.toBeNull();
    }
  });
});
