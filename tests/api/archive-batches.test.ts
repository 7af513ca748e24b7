// The bulk archive call (POST /expat-permits/archive-batches) over real HTTP on the demo server: a mixed batch is
// answered item by item in the order sent (approved → changed, already archived → unchanged, not approved and
// unknown → refused, with their problem kinds), each changed application's fact is on its own stream at the next
// version, the hash chain still verifies, the projections equal a rebuild from the log; evaluators are refused
// (403), anonymous callers 401, and a batch is 1 to 500 different ids (400 otherwise).
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES, permitStream, problemType } from "@ictm/core/domain";
import { rebuildProjections, registeredProjectors } from "@ictm/server/events/projectors.ts";
import { readStream } from "@ictm/server/events/store.ts";
import { startBoardServer, submitApplication, type BoardServer } from "../support/board.ts";
import { backofficeCall } from "../support/board-calls.ts";
import { approvedApplication } from "../support/listings.ts";

let on: BoardServer;
const approved: Array<{ id: string; reference: string }> = [];
/** Submitted, its card in the first step: not approved. */
let pending: string;

beforeAll(async () => {
  on = await startBoardServer();
  for (const seed of [401, 402, 403]) approved.push(await approvedApplication(on, { seed }));
  pending = (await submitApplication(on.server, on.business, "pvv", 404)).id;
}, 600_000);
afterAll(async () => on?.server.close());

const stream = (id: string) => readStream(on.server.portal.db.orm, permitStream(id));
const bulk = (role: "officer" | "evaluator" | "administrator", applicationIds: string[], archived: boolean) =>
  on.api(role).POST("/expat-permits/archive-batches", { body: { applicationIds, archived } });

async function projectionTables(): Promise<Record<string, string[]>> {
  const tables: Record<string, string[]> = {};
  for (const table of registeredProjectors().flatMap((projector) => projector.tables)) {
    const rows = await on.server.portal.db.rawTransaction((raw) => raw.query(`select to_jsonb(t)::text as row from ${table} t`));
    tables[table] = rows.map((row) => String(row["row"])).sort();
  }
  return tables;
}

/** The bulk call writes its two projections set-based (server/src/archive/archive-projection.ts): as the projectors would. */
async function expectProjectionsEqualRebuild(): Promise<void> {
  const live = await projectionTables();
  expect(live["permit_step_visits"]?.length).toBeGreaterThan(0);
  await rebuildProjections(on.server.portal.db.orm);
  expect(await projectionTables()).toEqual(live);
}

describe("archiving in bulk", () => {
  it("answers a mixed batch item by item, in order, each change its own fact at the next version", async () => {
    const [first, second, third] = approved.map((application) => application.id);
    if (first === undefined || second === undefined || third === undefined) throw new Error("three approved applications");
    expect((await on.api("officer").PUT("/expat-permits/{id}/archive", { params: { path: { id: third }, query: { archived: true } } })).response.status).toBe(200);
    const before = new Map(await Promise.all([first, second, third].map(async (id) => [id, (await stream(id)).length] as const)));
    const unknown = randomUUID();

    const answer = await bulk("officer", [second, unknown, third, pending, first], true);
    expect(answer.response.status).toBe(200);
    const results = answer.data?.data.results ?? [];
    expect(results.map((result) => [result.applicationId, result.outcome, result.problem])).toEqual([
      [second, "changed", null],
      [unknown, "refused", "not-found"],
      [third, "unchanged", null],
      [pending, "refused", "application-not-approved"],
      [first, "changed", null],
    ]);
    expect(results[3]?.message).toBe(MESSAGES.applicationNotApproved);
    expect(results.filter((result) => result.outcome !== "refused").every((result) => result.application?.archivedAt !== null)).toBe(true);
    expect(results[1]?.application).toBeNull();

    for (const id of [first, second]) {
      const facts = await stream(id);
      expect(facts.map((fact) => fact.version)).toEqual(facts.map((_fact, index) => index + 1));
      expect(facts.length).toBe((before.get(id) ?? 0) + 1);
      expect(facts.at(-1)).toMatchObject({ type: "v1.ApprovedApplicationArchived", actor: `staff:${on.staff("officer").key}` });
      expect(facts.at(-1)?.previousHash).toBe(facts.at(-2)?.hash);
    }
    expect((await stream(third)).length).toBe(before.get(third));
    expect((await stream(pending)).map((fact) => fact.type)).not.toContain("v1.ApprovedApplicationArchived");
    const archivedList = await on.api("officer").GET("/expat-permits/archived", { params: { query: { pageSize: 100 } } });
    expect(archivedList.data?.data.items.map((item) => item.id)).toEqual(expect.arrayContaining([first, second, third]));
    await expectProjectionsEqualRebuild();
  });

  it("brings them back with archived=false; the chain verifies and the projections equal a rebuild", async () => {
    const ids = approved.map((application) => application.id);
    const answer = await bulk("administrator", ids, false);
    expect(answer.data?.data.results.map((result) => result.outcome)).toEqual(["changed", "changed", "changed"]);
    expect(answer.data?.data.results.every((result) => result.application?.archivedAt === null)).toBe(true);
    for (const id of ids) expect((await stream(id)).at(-1)?.type).toBe("v1.ApprovedApplicationUnarchived");

    const chain = await on.api("administrator").GET("/audit/event-chain");
    expect(chain.data?.data.broken).toEqual([]);
    await expectProjectionsEqualRebuild();
  });

  it("is for officers and administrators: an evaluator is refused, an anonymous caller 401, and nothing changes", async () => {
    const [first] = approved;
    if (first === undefined) throw new Error("an approved application");
    const length = (await stream(first.id)).length;
    const refused = await bulk("evaluator", [first.id], true);
    expect(refused.response.status).toBe(403);
    expect(refused.error).toMatchObject({ type: problemType("forbidden") });
    const anonymous = await backofficeCall(on.server, "POST", "/expat-permits/archive-batches", { json: { applicationIds: [first.id], archived: true } });
    expect(anonymous.status).toBe(401);
    expect((await stream(first.id)).length).toBe(length);
  });

  it("takes 1 to 500 different ids: none, 501 or a repeated one is 400", async () => {
    const [first] = approved;
    if (first === undefined) throw new Error("an approved application");
    for (const applicationIds of [[], Array.from({ length: 501 }, () => randomUUID()), [first.id, first.id]]) {
      const answer = await bulk("officer", applicationIds, true);
      expect(answer.response.status).toBe(400);
      expect(answer.error).toMatchObject({ type: problemType("validation-failed") });
    }
    const most = await bulk("officer", Array.from({ length: 500 }, () => randomUUID()), true);
    expect(most.data?.data.results).toHaveLength(500);
    expect(most.data?.data.results.every((result) => result.problem === "not-found")).toBe(true);
  });
});
