// The listings on a database: an export walks the listing in batches by its order key (ties on the time broken by
// the reference) and writes exactly the rows the pages show, in their order, whatever the batch size; a search word
// matches as plain text.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageRequest } from "@ictm/core/domain";
import type { Database } from "../db/connect.ts";
import { openMigratedTestDatabase } from "../db/test-database.ts";
import { exportApplications, listApplications } from "./listings.ts";

let db: Database;
const member = "00000000-0000-4000-8000-000000000001";
const business = "10000000-0000-4000-8000-000000000001";
const id = (n: number) => `30000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
/** Seven archived applications, three archived at the same instant; one draft archived by its Business. */
const archivedAt = ["2026-03-01T00:00:00Z", "2026-03-02T00:00:00Z", "2026-03-02T00:00:00Z", "2026-03-02T00:00:00Z", "2026-03-03T00:00:00.123Z", "2026-02-01T00:00:00Z", "2026-03-04T00:00:00Z"];

beforeAll(async () => {
  db = await openMigratedTestDatabase();
  await db.rawTransaction(async (sql) => {
    await sql.exec(`insert into members (id, account_type, email, name) values ('${member}', 'Business', 'b@x.bn', 'B')`);
    await sql.exec(`insert into businesses (id, member_id, business_name, business_type, registration_number, contact_person, phone, address, created_at)
      values ('${business}', '${member}', 'B', 'private-limited', 'RC1', 'C', '+673 222 2222', 'Gadong', now())`);
    for (const [n, at] of archivedAt.entries()) {
      await sql.query(
        `insert into permit_applications (id, business_id, permit_type, reference, status, content, created_at, updated_at, submitted_at, version,
           business_name, final_approval_at, final_approval_by, archived_at, archived_by, listing_persons)
         values ($1, $2, 'sawp', $3, 'submitted', $4::jsonb, now(), now(), now(), 9, $5, '2026-01-01T00:00:00Z', 'staff:x', $6, 'staff:y', $7)`,
        [id(n), business, `SAWP-2026-000${n}`, JSON.stringify({ personnel: { nonLocalPersonnel: [{ fullName: `Person ${n}`, passportNumber: `P_${n}` }] } }), `Business ${n}% off`, at, `Person ${n} P_${n}`],
      );
    }
    await sql.query(
      `insert into permit_applications (id, business_id, permit_type, reference, status, content, created_at, updated_at, version) values ($1, $2, 'pvv', 'PVV-2026-0001', 'archived', '{}', now(), now(), 2)`,
      [id(99), business],
    );
  });
}, 120_000);
afterAll(async () => db?.close());

const exported = async (words: string[], batchSize: number): Promise<string[]> => {
  let text = "";
  for await (const chunk of exportApplications(db.orm, "archived", { words }, new Date("2026-03-05T00:00:00Z"), batchSize).body) text += String(chunk);
  return text.split("\r\n").filter((line) => line !== "");
};

describe("an export", () => {
  it("writes the listing's rows in its order, in any batch size", async () => {
    const page = await listApplications(db.orm, "archived", { words: [] }, pageRequest(1, 100, 15));
    expect(page.count).toBe(archivedAt.length);
    expect(page.items.map((item) => item.reference)).toEqual(["SAWP-2026-0006", "SAWP-2026-0004", "SAWP-2026-0003", "SAWP-2026-0002", "SAWP-2026-0001", "SAWP-2026-0000", "SAWP-2026-0005"]);
    for (const batchSize of [1, 2, 3, 7, 500]) {
      const lines = await exported([], batchSize);
      expect(lines[0]?.startsWith("\uFEFFReference,")).toBe(true);
      expect(lines.slice(1).map((line) => line.split(",")[0])).toEqual(page.items.map((item) => item.reference));
    }
  });

  it("finds a word with LIKE's wildcards in it as plain text", async () => {
    expect((await exported(["P_3"], 2)).slice(1).map((line) => line.split(",")[0])).toEqual(["SAWP-2026-0003"]);
    expect((await listApplications(db.orm, "archived", { words: ["3%"] }, pageRequest(1, 15, 15))).items.map((item) => item.reference)).toEqual(["SAWP-2026-0003"]);
    expect((await listApplications(db.orm, "archived", { words: ["P%3"] }, pageRequest(1, 15, 15))).count).toBe(0);
  });
});
