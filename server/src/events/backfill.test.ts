// The hash chain over a log written before it existed: migration 0006 records each old stream's version, the
// start-up backfill hashes the old events once in version order, appends continue the chain, and the check
// names each kind of break (changed content, a gap, a head out of step with the log).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/connect.ts";
import { migrate, readMigrations } from "../db/migrate.ts";
import { openMigratedTestDatabase } from "../db/test-database.ts";
import { transact } from "../db/transact.ts";
import { backfillEventHashes } from "./backfill.ts";
import { appendToStreamNow, readStream } from "./store.ts";
import { verifyEventChain } from "./verify.ts";

let db: Database;
beforeAll(async () => {
  db = await openMigratedTestDatabase({ before: 6 });
  await db.rawTransaction(async (raw) => {
    const old = "insert into events (stream, version, type, payload, actor, occurred_at) values ($1, $2, $3, $4::jsonb, 'member:old', $5)";
    await raw.query(old, ["old-a", 1, "v1.MemberRegistered", JSON.stringify({ email: "a@old.bn", name: "A" }), "2029-01-01T00:00:00.123456Z"]);
    await raw.query(old, ["old-a", 2, "v1.MemberSignedIn", JSON.stringify({ method: "email" }), "2029-01-02T00:00:00Z"]);
    await raw.query(old, ["old-b", 1, "v1.MemberRegistered", JSON.stringify({ email: "b@old.bn", name: "B", nested: { z: 1, a: [1, 2] } }), "2029-01-03T00:00:00Z"]);
  });
  await migrate(db, await readMigrations());
}, 60_000);
afterAll(async () => db?.close());

const tamper = (statement: string, params: unknown[]) =>
  db.rawTransaction(async (raw) => {
    await raw.exec("alter table events disable trigger events_append_only");
    await raw.query(statement, params);
    await raw.exec("alter table events enable trigger events_append_only");
  });

describe("the start-up backfill", () => {
  it("hashes the old events once, in version order, so the chain of every stream holds", async () => {
    expect(await verifyEventChain(db.orm)).toMatchObject({ broken: [{ stream: "old-a", version: 1, reason: "the event has no hash" }, expect.anything(), expect.anything()] });
    expect(await backfillEventHashes(db.orm)).toBe(3);
    expect(await backfillEventHashes(db.orm)).toBe(0);
    expect(await verifyEventChain(db.orm)).toEqual({ streams: 2, events: 3, broken: [] });
  });

  it("lets appends continue an old stream at its recorded version", async () => {
    await transact(db.orm, (tx) => appendToStreamNow(tx, "old-a", [{ type: "v1.MemberSignedOut", payload: {} }], { actor: "member:old", at: new Date("2030-01-01T00:00:00Z") }));
    const stream = await readStream(db.orm, "old-a");
    expect(stream.map((event) => event.version)).toEqual([1, 2, 3]);
    expect(stream[2]?.previousHash).toBe(stream[1]?.hash);
    expect((await verifyEventChain(db.orm)).broken).toEqual([]);
  });
});

describe("the check of the chain", () => {
  it("names a changed payload, a missing version and a stream head out of step with its log", async () => {
    await transact(db.orm, (tx) => appendToStreamNow(tx, "tail", [{ type: "v1.Opened", payload: {} }, { type: "v1.Closed", payload: {} }], { actor: "test", at: new Date() }));
    await tamper("update events set payload = $1::jsonb where stream = 'old-b' and version = 1", [JSON.stringify({ email: "b@old.bn", name: "Not B" })]);
    await tamper("delete from events where stream = 'old-a' and version = 2", []);
    await tamper("delete from events where stream = 'tail' and version = 2", []);
    expect((await verifyEventChain(db.orm)).broken).toEqual([
      { stream: "old-a", version: 3, reason: "version 2 is missing before version 3" },
      { stream: "old-b", version: 1, reason: "its content does not match its hash" },
      { stream: "tail", version: 1, reason: "the stream is recorded at version 2 but its last event is version 1" },
    ]);
  });
});
