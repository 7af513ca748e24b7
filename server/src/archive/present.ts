// The listings' rows as the back-office shows them (ListedApplication) and as the CSV export writes them: the
// people from the content's personnel section (core's personsOf), actors named as the board names them, times in
// ISO 8601 (JSON: UTC; CSV: Brunei time, as staff read it). Shapes only; never decides.
import { bruneiDateTime, PERMIT_TYPE_INFO, personsOf, PERSONNEL_SECTION, type CsvCell, type PermitContent } from "@ictm/core/domain";
import type { components } from "@ictm/openapi/backoffice.ts";
import { presentActor, type ActorView } from "../board/present.ts";
import type { ListingRow } from "./listing-store.ts";

export type ListedApplicationView = components["schemas"]["ListedApplication"];
export type ListedApplicationPageView = components["schemas"]["ListedApplicationPage"];

/** The CSV file's first line. */
export const LISTING_CSV_HEADER = ["Reference", "Permit type", "Business", "Persons", "Passport numbers", "Final approval", "Approved by", "Archived at", "Archived by"] as const;

/** Staff names by id (../board/discussion-store.ts staffNames), for the actors of the rows. */
export type StaffNames = ReadonlyMap<string, string>;

/** The actors a page of rows names (who approved, who archived), to look their names up at once. */
export const actorsOf = (rows: readonly ListingRow[]): string[] => rows.flatMap((row) => [row.finalApprovalBy, row.archivedBy].flatMap((by) => (by === null ? [] : [by])));

export function presentListed(row: ListingRow, staff: StaffNames): ListedApplicationView {
  const names = { staff, businessName: row.businessName };
  const personnel: PermitContent = typeof row.personnel === "object" && row.personnel !== null ? { [PERSONNEL_SECTION]: { ...row.personnel } } : {};
  return {
    id: row.id,
    workflowId: row.workflowId ?? "",
    reference: row.reference,
    permitType: row.permitType,
    businessName: row.businessName,
    persons: personsOf(row.permitType, personnel).map(({ fullName, passportNumber }) => ({ fullName, passportNumber })),
    // An archived application was approved; the fallbacks only keep a damaged row readable.
    finalApprovalDateTime: (row.finalApprovalAt ?? row.archivedAt ?? row.submittedAt ?? new Date(0)).toISOString(),
    approvedBy: presentActor(row.finalApprovalBy ?? "system:unknown", names),
    archivedAt: row.archivedAt?.toISOString() ?? null,
    archivedBy: row.archivedBy === null ? null : presentActor(row.archivedBy, names),
    submittedAt: (row.submittedAt ?? new Date(0)).toISOString(),
    version: row.version,
  };
}

/** One CSV line's cells of a listed application (core's csvLine writes them). */
export function csvCellsOf(listed: ListedApplicationView): CsvCell[] {
  const nameOf = (actor: ActorView | null): string => actor?.name ?? "";
  return [
    listed.reference,
    PERMIT_TYPE_INFO[listed.permitType].name,
    listed.businessName,
    listed.persons.map((person) => person.fullName).join("; "),
    listed.persons.map((person) => person.passportNumber).join("; "),
    bruneiDateTime(listed.finalApprovalDateTime),
    nameOf(listed.approvedBy),
    listed.archivedAt === null ? "" : bruneiDateTime(listed.archivedAt),
    nameOf(listed.archivedBy),
  ];
}
