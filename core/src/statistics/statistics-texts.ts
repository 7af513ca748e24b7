// What staff read on the statistics screens, the holidays page and the journey replay: titles, empty states, the
// tables' column headers, the toasts after a target or holiday change, and one sentence per fact of an
// application's stream (the replay). Written once; the failures' words are the error catalogue's
// (../errors/catalogue.ts). Pure.
import type { StatisticsBucket, StatisticsOutcome } from "./statistics-rules.ts";

const plural = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

/** Working days as read: "1 working day", "2.5 working days". */
const workingDays = (days: number): string => plural(days, "working day", "working days");

/** A step's name for a sentence: the workflow's name of the key, else the key itself. */
export type StepNamer = (key: string) => string;

/** A section's key as words: "business-details" → "Business details". */
const sectionName = (key: string): string => {
  const words = key.replace(/[-_]+/g, " ").replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase().trim();
  return words === "" ? key : `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
};

const FINAL_NOTIFICATION_SENTENCES: Readonly<Record<string, string>> = {
  "immigration-department": "Final letters sent to the immigration department",
  applicant: "Final letters sent to the applicant",
};

const text = (value: unknown): string => (typeof value === "string" ? value : "");
const count = (value: unknown): number => (Array.isArray(value) ? value.length : 0);

/**
 * The replay's sentence for one fact of an application's stream, by its type, from its payload as the server
 * answered it (`getApplicationEvents`). A type this table does not know reads as its name.
 */
const REPLAY_SENTENCES: Readonly<Record<string, (payload: Readonly<Record<string, unknown>>, step: StepNamer) => string>> = {
  "v1.PermitApplicationCreated": () => "Application started",
  "v1.PermitSectionSaved": (p) => `${sectionName(text(p["section"]))} saved`,
  "v1.PermitFileUploaded": (p) => (text(p["name"]) === "" ? "File uploaded" : `File uploaded: ${text(p["name"])}`),
  "v1.PermitFileDeleted": () => "File deleted",
  "v1.PermitApplicationSubmitted": () => "Submitted",
  "v1.EditControlGiven": () => "Edit control given to the applicant",
  "v1.EditControlTakenBack": () => "Edit control taken back from the applicant",
  "v1.EditControlYielded": () => "Edit control handed back by the applicant",
  "v1.PermitApplicationArchived": () => "Draft withdrawn by the applicant",
  "v1.CardPlaced": (p, step) => `Placed on the board in ${step(text(p["step"]))}`,
  "v1.CardMoved": (p, step) =>
    p["from"] === p["to"] ? `Reordered within ${step(text(p["to"]))}` : `Moved from ${step(text(p["from"]))} to ${step(text(p["to"]))}`,
  "v1.CommentAdded": () => "Comment added",
  "v1.CommentEdited": () => "Comment edited",
  "v1.CommentDeleted": () => "Comment deleted",
  "v1.AttachmentAdded": () => "Attachment added",
  "v1.AttachmentReplaced": () => "Attachment replaced",
  "v1.AttachmentDeleted": () => "Attachment deleted",
  "v1.ApplicantNotified": () => "Applicant notified",
  "v1.EvaluationRecorded": () => "Evaluation recorded",
  "v1.ChiefLinkIssued": () => "Chief evaluator link issued",
  "v1.ChiefLinkRevoked": () => "Chief evaluator link revoked",
  "v1.ChiefEvaluationRecorded": () => "Chief evaluation recorded",
  "v1.PersonDecided": (p) => {
    const person = typeof p["personIndex"] === "number" ? `Expatriate ${p["personIndex"] + 1}` : "An expatriate";
    return `${person} ${p["isApproved"] === true ? "approved" : "refused"}`;
  },
  "v1.FinalApprovalDraftSaved": () => "Final approval remarks saved as a draft",
  "v1.FinalApprovalSet": () => "Final approval given",
  "v1.FinalApprovalReset": () => "Final approval withdrawn",
  "v1.FinalNotificationSent": (p) => FINAL_NOTIFICATION_SENTENCES[text(p["kind"])] ?? "Final letters sent",
  "v1.LettersSigned": (p) => `${plural(count(p["letters"]), "letter", "letters")} signed`,
  "v1.LettersRevoked": (p) => `${plural(count(p["documentIds"]), "letter", "letters")} revoked`,
  "v1.ApprovedApplicationArchived": () => "Archived",
  "v1.ApprovedApplicationUnarchived": () => "Unarchived",
};

const OUTCOME_NAMES: { readonly [O in StatisticsOutcome]: string } = { inProgress: "In progress", approved: "Approved", archived: "Archived" };
const BUCKET_NAMES: { readonly [B in StatisticsBucket]: string } = { day: "Day", week: "Week starting", month: "Month" };

export const STATISTICS_TEXTS = {
  /** Page and section titles. */
  title: "Statistics",
  holidaysTitle: "Public holidays",
  sections: {
    applications: "Applications by permit type",
    workflow: "Applications in each step over time",
    turnaround: "Turnaround time",
    distribution: "End-to-end turnaround",
    journey: "Timeline and journey",
    transitions: "Moves between steps",
  },
  /** The summary tiles. */
  tiles: { submitted: "Submitted", inProgress: "In progress", approved: "Approved", archived: "Archived" },
  outcome: (outcome: StatisticsOutcome): string => OUTCOME_NAMES[outcome],
  bucket: (bucket: StatisticsBucket): string => BUCKET_NAMES[bucket],
  /** Empty states, one per section. */
  empty: {
    applications: "No applications were submitted in this range.",
    workflow: "No applications were on the board in this range.",
    turnaround: "No application was given final approval in this range.",
    steps: "No card left a step in this range.",
    transitions: "No card was moved in this range.",
    recent: "No application was moved in this range.",
    holidays: (year: number | null): string => (year === null ? "No public holidays." : `No public holidays in ${year}.`),
    journey: "This application has no journey on the board yet.",
  },
  /** The tables' column headers (the CSV files use the same). */
  columns: {
    permitType: "Permit type",
    submitted: "Submitted",
    inProgress: "In progress",
    approved: "Approved",
    archived: "Archived",
    step: "Step",
    bucketStart: "From",
    bucketEnd: "To",
    count: "Count",
    median: "Median (working days)",
    p90: "90th percentile (working days)",
    max: "Longest (working days)",
    target: "Target (working days)",
    overTarget: "Over target",
    now: "Now",
    overdueNow: "Overdue now",
    entered: "Entered",
    left: "Left",
    from: "From (working days)",
    to: "To (working days)",
    applications: "Applications",
    fromStep: "From step",
    toStep: "To step",
    moves: "Moves",
    backward: "Sent back",
    enteredAt: "Entered",
    leftAt: "Left",
    enteredBy: "Moved in by",
    leftBy: "Moved out by",
    workingDays: "Working days",
    date: "Date",
    weekday: "Weekday",
    name: "Name",
    provisional: "Provisional",
  },
  /** A transition's ends: placed on the board, archived. */
  placedOnBoard: "Placed on the board",
  archivedStep: "Archived",
  endToEnd: "End to end",
  unit: "working days",
  workingDays,
  /** "Target 5 working days" on a column header; "No target". */
  target: (target: number | null): string => (target === null ? "No target" : `Target ${workingDays(target)}`),
  /** An overdue card's badge and its longer words. */
  overdue: "Overdue",
  overdueDetail: (days: number, target: number): string => `${workingDays(days)} in this step; target ${target}`,
  inStep: (days: number): string => `${workingDays(days)} in this step`,
  provisional: "Provisional",
  /** Success toasts. */
  targetSaved: (stepName: string, target: number | null): string =>
    target === null ? `${stepName} has no target now.` : `${stepName}'s target is ${workingDays(target)} now.`,
  holidaySaved: (name: string): string => `${name} has been saved.`,
  holidayRemoved: (date: string): string => `The public holiday on ${date} has been removed.`,
  removeHolidayQuestion: (name: string, date: string): string => `Remove ${name} (${date})? The day becomes a working day again unless it is a Friday or a Sunday.`,
  /** The journey replay. */
  replayPosition: (index: number, total: number): string => `Event ${index + 1} of ${total}`,
  notOnBoard: "Not on the board",
  /** The sentence of one fact, by its type (unknown types read as their name). */
  replaySentence: (type: string, payload: Readonly<Record<string, unknown>>, step: StepNamer): string => {
    const sentence = REPLAY_SENTENCES[type];
    return sentence === undefined ? type : sentence(payload, step);
  },
  downloadCsv: "Download CSV",
  chart: "Chart",
  table: "Table",
} as const;
