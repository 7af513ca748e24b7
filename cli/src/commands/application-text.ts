// How staff read applications in a terminal: a line per card or listed row, the panel's info as a block, a time in
// Brunei time. Words come from core (the statistics' working days and targets, the permit types' names); this file
// only lays them out. Pure.
import {
  ARCHIVE_TEXTS,
  PERMIT_TYPE_INFO,
  DATE_FORMATS,
  STATISTICS_TEXTS,
  formatDate,
  type BoardApplication,
  type ExpatPerson,
  type Journey,
  type KanbanCard,
  type ListedApplication,
  type ListingKind,
} from "@ictm/core";

/** "2026-11-26 10:15:03 +08:00". */
export const bruneiTime = (iso: string): string => formatDate(iso, DATE_FORMATS.timestamp);

/** "2026-11-26 10:15" (Brunei time), for tables. */
const shortTime = (iso: string): string => bruneiTime(iso).slice(0, 16);

const cell = (text: string, width: number): string => (text.length > width ? `${text.slice(0, width - 1)}…` : text.padEnd(width));

/** A card on the board: reference, type, business, working days in its step, OVERDUE past its target. */
export const cardLine = (card: KanbanCard, step?: string): string => {
  const { application, permitType } = card.applicationRecord;
  return [
    cell(application.reference, 14),
    cell(permitType.abbreviation, 4),
    ...(step === undefined ? [] : [cell(step, 16)]),
    cell(application.businessName || "(no business name)", 32),
    cell(STATISTICS_TEXTS.inStep(card.workingDaysInStep), 30),
    cell(card.overdue ? STATISTICS_TEXTS.overdue.toUpperCase() : "", STATISTICS_TEXTS.overdue.length),
    application.id,
  ].join("  ").replace(/\s+$/, "");
};

/** A row of the approved or archived listing: reference, type, business, persons, when approved (and archived). */
export const listedLine = (kind: ListingKind, item: ListedApplication): string =>
  [
    cell(item.reference, 14),
    cell(PERMIT_TYPE_INFO[item.permitType].abbreviation, 4),
    cell(item.businessName || "(no business name)", 32),
    cell(item.persons.map((person) => person.fullName).join(", ") || "-", 30),
    `approved ${shortTime(item.finalApprovalDateTime)}`,
    ...(kind === "archived" && item.archivedAt !== null ? [`archived ${shortTime(item.archivedAt)}`] : []),
    item.id,
  ].join("  ");

/** "3 of 23 approved applications, page 1 of 2". */
export const pageSummary = (kind: ListingKind, shown: number, count: number, pageNumber: number, totalPages: number): string =>
  `${shown} of ${ARCHIVE_TEXTS.count(kind, count)}, page ${pageNumber} of ${Math.max(1, totalPages)}`;

export interface ApplicationDetails {
  readonly application: BoardApplication;
  readonly archived: boolean;
  readonly persons: ReadonlyArray<ExpatPerson> | null;
  readonly journey: Journey | null;
}

/** The panel's info as a block: step, business, edit control, persons, final approval, the journey's visits. */
export const describeApplication = ({ application, archived, persons, journey }: ApplicationDetails): string => {
  const { application: record, permitType } = application.applicationRecord;
  const lines = [
    `${record.reference}: ${permitType.name} (${permitType.abbreviation}), v${record.version}${archived ? ", archived" : ""}`,
    `Business: ${record.businessName || "(no business name)"}; ${record.personnelCount} expatriate(s)`,
    `Step: ${application.workflowStep.name} since ${bruneiTime(application.statusStep.enteredAt)}${application.userPermission.canAct ? " (you act here)" : ""}`,
    `Submitted: ${bruneiTime(record.submittedAt)}`,
    `Final approval: ${record.finalApprovalDateTime === null ? "not given" : bruneiTime(record.finalApprovalDateTime)}${record.finalApprovalRemarks ? ` (${record.finalApprovalRemarks})` : ""}`,
    `Edit control: ${application.editControl.withApplicant ? "with the applicant" : "with staff"}${application.editControl.comment ? ` (${application.editControl.comment})` : ""}`,
  ];
  if (persons !== null) {
    lines.push("Persons:");
    if (persons.length === 0) lines.push("  none");
    for (const person of persons) {
      const decision = person.decided ? (person.isApproved ? "approved" : "refused") : "not decided";
      lines.push(`  ${person.index + 1}. ${cell(person.fullName, 28)}  ${cell(person.passportNumber, 12)}  ${cell(person.nationality, 16)}  ${decision}`);
    }
  }
  if (journey !== null) {
    lines.push(`Journey: ${STATISTICS_TEXTS.workingDays(journey.workingDays)} ${journey.finalApprovalAt === null ? "so far" : "to final approval"}`);
    for (const visit of journey.visits) {
      const until = visit.leftAt === null ? "now" : shortTime(visit.leftAt);
      const over = visit.overTarget ? `  ${STATISTICS_TEXTS.overdue.toUpperCase()} (${STATISTICS_TEXTS.target(visit.targetWorkingDays)})` : "";
      lines.push(`  ${cell(visit.stepName, 18)}  ${shortTime(visit.enteredAt)} → ${cell(until, 16)}  ${cell(STATISTICS_TEXTS.workingDays(visit.workingDays), 18)}  moved in by ${visit.enteredBy.name}${over}`);
    }
  } else {
    lines.push("History:");
    for (const visit of application.history) lines.push(`  ${cell(visit.step.name, 18)}  ${shortTime(visit.enteredAt)}  moved in by ${visit.by.name}`);
  }
  return lines.join("\n");
};
