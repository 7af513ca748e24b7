// `ictm courses registrants <course key>`: a signed-in Business's registrants of one of its training courses from a
// terminal — a readable table (every page), the server's CSV with --csv (stdout, or --out FILE), JSON with --json.
// The same filters as the registrants screen: --withdrawn for the withdrawn list, --search repeated (all must match).
import { Effect, Option } from "effect";
import { Argument, Command, Flag } from "effect/cli";
import {
  REGISTRATION_STATUS_LABELS,
  exportCourseRegistrants,
  formatFullDateTime,
  loadCourseRegistrants,
  type CourseRegistrant,
  type CourseRegistrantCounts,
} from "@ictm/core";
import { csvOutput, refuse, succeed } from "../output.ts";
import { withCore, type Session } from "./shared.ts";

/** The table reads every page at this size (the server's cap). */
const TABLE_PAGE_SIZE = 100;

const requireBusiness = (session: Session) => {
  const member = session.core.stores.session.value;
  return member.status === "loggedIn" && member.accountType === "Business"
    ? Effect.void
    : refuse(session, { _tag: "NotSignedIn", message: "You are not signed in as a Business. Run `ictm login --as business` first." });
};

const registrants = Command.make(
  "registrants",
  {
    courseKey: Argument.String("course-key").pipe(Argument.withDescription("The training course's key")),
    withdrawn: Flag.Boolean("withdrawn").pipe(Flag.withDescription("List the withdrawn registrants (default: enrolled and withdrawal requested)"), Flag.withDefault(false)),
    search: Flag.String("search").pipe(Flag.withDescription("A name or e-mail to look for; repeat it to narrow (all must match)"), Flag.atLeast(0)),
    csv: Flag.Boolean("csv").pipe(Flag.withDescription("Print the server's CSV export instead of a table"), Flag.withDefault(false)),
    out: Flag.String("out").pipe(Flag.withDescription("With --csv: write the CSV to this file instead of stdout"), Flag.optional),
  },
  ({ courseKey, withdrawn, search, csv, out }) =>
    withCore((session) =>
      Effect.gen(function* () {
        yield* requireBusiness(session);
        const filter = { searchTerms: search, isWithdrawn: withdrawn };
        if (csv) return yield* csvOutput(session, yield* session.run(exportCourseRegistrants(courseKey, filter)), out);
        const { items, counts } = yield* everyRegistrant(session, courseKey, filter);
        yield* succeed(session, table(items, counts, withdrawn), { items, counts });
      }),
    ),
).pipe(
  Command.withDescription("List the registrants of one of your training courses, newest registration first"),
  Command.withExamples([
    { command: "ictm courses registrants 3d6f…", description: "Enrolled registrants and pending withdrawal requests, as a table" },
    { command: "ictm courses registrants 3d6f… --withdrawn --search ann", description: "Withdrawn registrants named or mailed ann…" },
    { command: "ictm courses registrants 3d6f… --csv --out registrants.csv", description: "The CSV export to a file" },
  ]),
);

export const courses = Command.make("courses").pipe(
  Command.withDescription("A Business's training courses: their registrants"),
  Command.withSubcommands([registrants]),
);

/** Every page of the list, read in turn; the counts of the first answer (they do not depend on the page). */
const everyRegistrant = (session: Session, courseKey: string, filter: { readonly searchTerms: ReadonlyArray<string>; readonly isWithdrawn: boolean }) =>
  Effect.gen(function* () {
    const first = yield* session.run(loadCourseRegistrants(courseKey, { ...filter, pageNumber: 1, pageSize: TABLE_PAGE_SIZE }));
    const items: Array<CourseRegistrant> = [...first.items];
    for (let pageNumber = 2; pageNumber <= first.totalPages; pageNumber++) {
      const page = yield* session.run(loadCourseRegistrants(courseKey, { ...filter, pageNumber, pageSize: TABLE_PAGE_SIZE }));
      items.push(...page.items);
    }
    return { items, counts: first.counts };
  });

const table = (items: ReadonlyArray<CourseRegistrant>, counts: CourseRegistrantCounts, withdrawn: boolean): string => {
  const summary = `${counts.enrolled} enrolled, ${counts.withdrawalRequested} asking to withdraw, ${counts.withdrawn} withdrawn.`;
  if (items.length === 0) return `No ${withdrawn ? "withdrawn " : ""}registrants. ${summary}`;
  const rows = items.map((item) => [item.name, item.email ?? "(hidden)", formatFullDateTime(item.registeredAt), REGISTRATION_STATUS_LABELS[item.status]]);
  const header = ["Name", "E-mail", "Registered at", "Status"];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? "").length)));
  const line = (cells: ReadonlyArray<string>) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  ").trimEnd();
  return [line(header), ...rows.map(line), "", summary].join("\n");
};
