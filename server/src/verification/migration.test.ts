// Migration 0007 on a database written by earlier versions: each verification request (pending, approved,
// rejected; the old `business-<id>` facts beside them) gets its stream from its row, the start-up backfill chains
// it, the projection rebuilt from the log equals the rows, and the next command appends at the right version.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc } from "drizzle-orm";
import type { Database } from "../db/connect.ts";
import { migrate, readMigrations } from "../db/migrate.ts";
import { verificationDocuments, verificationRequests } from "../db/schema.ts";
import { openMigratedTestDatabase } from "../db/test-database.ts";
import { transact } from "../db/transact.ts";
import { backfillEventHashes } from "../events/backfill.ts";
import { rebuildProjections } from "../events/projectors.ts";
import { appendToStream, readStream } from "../events/store.ts";
import { registerProjectors } from "../projections.ts";
import { verificationProjector } from "./projector.ts";

let db: Database;
const member = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const business = (n: number) => `10000000-0000-4000-8000-00000000000${n}`;
const staff = "20000000-0000-4000-8000-000000000001";

beforeAll(async () => {
  registerProjectors();
  db = await openMigratedTestDatabase({ before: 7 });
  await db.rawTransaction(async (sql) => {
    await sql.exec(`insert into staff (id, email, name, role, password_hash, created_at) values ('${staff}', 'o@x.bn', 'O', 'officer', 'x', now())`);
    for (const n of [1, 2, 3]) {
      await sql.exec(`insert into members (id, account_type, email, name) values ('${member(n)}', 'Business', 'b${n}@x.bn', 'B${n}')`);
      await sql.exec(`insert into businesses (id, member_id, business_name, business_type, registration_number, contact_person, phone, address, created_at)
        values ('${business(n)}', '${member(n)}', 'B${n}', 'private-limited', 'RC${n}', 'C', '+673 222 2222', 'Gadong', now())`);
      await sql.exec(`insert into files (id, sha256, media_type, size, name, owner_member_id, purpose, created_at)
        values ('file-of-business-${n}', '${"a".repeat(64)}', 'application/pdf', 10, 'c.pdf', '${member(n)}', 'verification-document', now())`);
    }
    await sql.exec(`insert into verification_requests (business_id, status, applicant_name, applicant_position, notes, submitted_at, decided_at, decided_by, reason) values
      ('${business(1)}', 'pending', 'A1', 'P1', 'notes kept', '2026-01-01T01:00:00Z', null, null, null),
      ('${business(2)}', 'approved', 'A2', 'P2', '', '2026-01-02T01:00:00Z', '2026-01-03T01:00:00Z', '${staff}', null),
      ('${business(3)}', 'rejected', 'A3', 'P3', '', '2026-01-04T01:00:00Z', '2026-01-05T01:00:00Z', null, 'Unreadable')`);
    for (const n of [1, 2, 3]) await sql.exec(`insert into verification_documents (business_id, position, file_id) values ('${business(n)}', 0, 'file-of-business-${n}')`);
    // A fact of the old vocabulary, on the business's stream, as earlier versions wrote it.
    await sql.exec(`insert into events (stream, version, type, payload, actor) values ('business-${business(1)}', 1, 'v1.VerificationRequested',
      '{"applicantName":"A1","applicantPosition":"P1","documents":["file-of-business-1"],"resubmitted":false}', 'member:${member(1)}')`);
    await sql.exec(`insert into streams (stream, version) values ('business-${business(1)}', 1)`);
  });
  await migrate(db, await readMigrations());
  await backfillEventHashes(db.orm);
}, 120_000);
afterAll(async () => db?.close());

const tables = async () => ({
  requests: await db.orm.select().from(verificationRequests).orderBy(asc(verificationRequests.businessId)),
  documents: await db.orm.select().from(verificationDocuments).orderBy(asc(verificationDocuments.businessId)),
});

describe("migration 0007", () => {
  it("gives every request its stream, from its row, with whoever decided it", async () => {
    const facts = async (n: number) => (await readStream(db.orm, `verification-${business(n)}`)).map((event) => [event.version, event.type, event.payload, event.hash !== null]);
    const asked = (n: number, notes = "") => ({ applicantName: `A${n}`, applicantPosition: `P${n}`, notes, documents: [`file-of-business-${n}`], by: `member:${member(n)}` });
    expect(await facts(1)).toEqual([[1, "v1.VerificationRequested", asked(1, "notes kept"), true]]);
    expect(await facts(2)).toEqual([[1, "v1.VerificationRequested", asked(2), true], [2, "v1.VerificationApproved", { by: `staff:${staff}` }, true]]);
    expect(await facts(3)).toEqual([[1, "v1.VerificationRequested", asked(3), true], [2, "v1.VerificationRejected", { by: "system:migration", reason: "Unreadable" }, true]]);
    expect((await tables()).requests.map((row) => [row.status, row.version])).toEqual([["pending", 1], ["approved", 2], ["rejected", 2]]);
  });

  it("rebuilt from the log, the projection equals the migrated rows (the old business-stream fact is left alone)", async () => {
    const before = await tables();
    await rebuildProjections(db.orm, [verificationProjector]);
    expect(await tables()).toEqual(before);
  });

  it("the next command appends at the stream's version, chained to the migrated facts", async () => {
    const stream = `verification-${business(1)}`;
    await transact(db.orm, (tx) => appendToStream(tx, stream, 1, [{ type: "v1.VerificationApproved", payload: { by: `staff:${staff}` } }], { actor: `staff:${staff}`, at: new Date("2026-02-01T00:00:00Z") }));
    const [first, second] = await readStream(db.orm, stream);
    expect(second?.previousHash).toBe(first?.hash);
    expect((await tables()).requests[0]).toMatchObject({ status: "approved", version: 2, decidedBy: staff });
  });
});
