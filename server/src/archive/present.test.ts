// The listings' rows: the people from the personnel section in its order, actors named from the staff table, the
// CSV cells (permit type by name, people joined by "; ", times in Brunei time, archive columns empty until
// archived), and the search text a personnel list gives for each permit type.
import { csvLine } from "@ictm/core/domain";
import { describe, expect, it } from "vitest";
import { listingPersonsOf, listingPersonsOfSection } from "./listing-persons.ts";
import type { ListingRow } from "./listing-store.ts";
import { csvCellsOf, LISTING_CSV_HEADER, presentListed } from "./present.ts";

const approver = "0b6f2c0e-0000-4000-8000-000000000001";
const archiver = "0b6f2c0e-0000-4000-8000-000000000002";
const names = new Map([
  [approver, "Hajah Noor"],
  [archiver, "Awang Ali"],
]);

const row = (change: Partial<ListingRow> = {}): ListingRow => ({
  id: "5d1c1a4e-0000-4000-8000-000000000009",
  workflowId: "5d1c1a4e-0000-4000-8000-000000000001",
  reference: "SAWP-2026-0007",
  permitType: "sawp",
  businessName: "Kedai Runcit, \"Baru\"",
  personnel: { nonLocalPersonnel: [{ fullName: " Maria Santos ", passportNumber: "P123" }, { fullName: "=Jo Lee", passportNumber: "" }], expatPersonnel: [{ fullName: "Not this list" }] },
  finalApprovalAt: new Date("2026-03-04T02:15:00.000Z"),
  finalApprovalBy: `staff:${approver}`,
  archivedAt: null,
  archivedBy: null,
  submittedAt: new Date("2026-02-01T00:00:00.000Z"),
  version: 31,
  ...change,
});

describe("presentListed", () => {
  it("lists the type's people in order and names who approved it", () => {
    const listed = presentListed(row(), names);
    expect(listed.persons).toEqual([
      { fullName: "Maria Santos", passportNumber: "P123" },
      { fullName: "=Jo Lee", passportNumber: "" },
    ]);
    expect(listed.approvedBy).toEqual({ kind: "staff", key: approver, name: "Hajah Noor" });
    expect(listed).toMatchObject({ finalApprovalDateTime: "2026-03-04T02:15:00.000Z", archivedAt: null, archivedBy: null, version: 31 });
  });

  it("names who archived it and when, and reads no people from a missing section", () => {
    const listed = presentListed(row({ personnel: null, archivedAt: new Date("2026-03-05T16:30:00.000Z"), archivedBy: `staff:${archiver}` }), names);
    expect(listed.persons).toEqual([]);
    expect(listed.archivedBy).toEqual({ kind: "staff", key: archiver, name: "Awang Ali" });
    expect(listed.archivedAt).toBe("2026-03-05T16:30:00.000Z");
  });
});

describe("the CSV line of a row", () => {
  it("holds the header's columns, people joined, times in Brunei time, quoted and defused by core's writer", () => {
    expect(csvLine(LISTING_CSV_HEADER)).toBe("Reference,Permit type,Business,Persons,Passport numbers,Final approval,Approved by,Archived at,Archived by\r\n");
    const cells = csvCellsOf(presentListed(row(), names));
    expect(cells).toHaveLength(LISTING_CSV_HEADER.length);
    expect(cells.slice(3, 9)).toEqual(["Maria Santos; =Jo Lee", "P123; ", "2026-03-04T10:15:00+08:00", "Hajah Noor", "", ""]);
    expect(csvLine(cells)).toContain(',"Kedai Runcit, ""Baru""",');
  });

  it("fills the archive columns of an archived row", () => {
    const cells = csvCellsOf(presentListed(row({ archivedAt: new Date("2026-03-05T16:30:00.000Z"), archivedBy: `staff:${archiver}` }), names));
    expect(cells.slice(7)).toEqual(["2026-03-06T00:30:00+08:00", "Awang Ali"]);
  });
});

describe("listing persons", () => {
  it("joins the type's people's names and passport numbers, leaving out empty values", () => {
    const content = { personnel: { expatPersonnel: [{ fullName: "Ana Cruz", passportNumber: " X9 " }, { fullName: "", passportNumber: "Y8" }], nonLocalPersonnel: [{ fullName: "Other" }] } };
    expect(listingPersonsOf("pvv", content)).toBe("Ana Cruz X9 Y8");
    expect(listingPersonsOf("lpa", content)).toBe("Other");
    expect(listingPersonsOf("sawp", {})).toBe("");
    expect(listingPersonsOfSection(content.personnel)).toEqual({ pvv: "Ana Cruz X9 Y8", sawp: "Other", lpa: "Other" });
  });
});
