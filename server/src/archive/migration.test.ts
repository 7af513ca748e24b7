// Migration 0014 on a database an earlier release left: each application's listing_persons is backfilled from its
// content as the projector computes it (../archive/listing-persons.ts), whatever the type's personnel list holds,
// and final_approval_by from the stream's last v1.FinalApprovalSet; nothing is archived by staff yet.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc } from "drizzle-orm";
import type { PermitType } from "@ictm/core/domain";
import type { Database } from "../db/connect.ts";
import { migrate, readMigrations } from "../db/migrate.ts";
import { permitApplications } from "../db/schema.ts";
import { openMigratedTestDatabase } from "../db/test-database.ts";
import { listingPersonsOf } from "./listing-persons.ts";

let db: Database;
const member = "00000000-0000-4000-8000-000000000001";
const business = "10000000-0000-4000-8000-000000000001";
const application = (n: number) => `30000000-0000-4000-8000-00000000000${n}`;
const staff = "staff:20000000-0000-4000-8000-000000000001";

const contents: ReadonlyArray<[PermitType, Record<string, Record<string, unknown>>]> = [
  ["pvv", { personnel: { expatPersonnel: [{ fullName: "  Ana Cruz ", passportNumber: "X9" }, { fullName: "", passportNumber: "Y8" }, { fullName: 42 }], nonLocalPersonnel: [{ fullName: "Not this" }] } }],
  ["sawp", { personnel: { nonLocalPersonnel: [{ fullName: "Lim Wei", passportNumber: "QX-1" }] } }],
  ["lpa", { personnel: { nonLocalPersonnel: "not a list" } }],
  ["pvv", {}],
];

beforeAll(async () => {
  db = await openMigratedTestDatabase({ before: 14 });
  await db.rawTransaction(async (sql) => {
    await sql.exec(`insert into members (id, account_type, email, name) values ('${member}', 'Business', 'b@x.bn', 'B')`);
    await sql.exec(`insert into businesses (id, member_id, business_name, business_type, registration_number, contact_person, phone, address, created_at)
      values ('${business}', '${member}', 'B', 'private-limited', 'RC1', 'C', '+673 222 2222', 'Gadong', now())`);
    for (const [index, [type, content]] of contents.entries()) {
      await sql.query(
        `insert into permit_applications (id, business_id, permit_type, reference, status, content, created_at, updated_at, version, final_approval_at)
         values ($1, $2, $3, $4, 'submitted', $5::jsonb, now(), now(), 3, $6)`,
        [application(index), business, type, `${type.toUpperCase()}-2026-000${index}`, JSON.stringify(content), index === 0 ? "2026-01-05T00:00:00Z" : null],
      );
    }
    const approved = (version: number, by: string) =>
      sql.query(`insert into events (stream, version, type, payload, actor) values ($1, $2, 'v1.FinalApprovalSet', $3::jsonb, $4)`, [
        `permit-${application(0)}`,
        version,
        JSON.stringify({ statusStepId: application(9), remarks: "", approvedAt: "2026-01-05T00:00:00Z", by }),
        by,
      ]);
    await approved(1, "staff:someone-earlier");
    await approved(2, staff);
  });
  await migrate(db, await readMigrations());
}, 120_000);
afterAll(async () => db?.close());

describe("migration 0014", () => {
  it("backfills the listings' people as the projector computes them, and who gave the final approval", async () => {
    const rows = await db.orm.select().from(permitApplications).orderBy(asc(permitApplications.id));
    expect(rows.map((row) => row.listingPersons)).toEqual(contents.map(([type, content]) => listingPersonsOf(type, content)));
    expect(rows.map((row) => row.listingPersons)).toEqual(["Ana Cruz X9 Y8", "Lim Wei QX-1", "", ""]);
    expect(rows.map((row) => row.finalApprovalBy)).toEqual([staff, null, null, null]);
    expect(rows.every((row) => row.archivedAt === null && row.archivedBy === null)).toBe(true);
  });
});
