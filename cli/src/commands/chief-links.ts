// `ictm chief-links generate`: operators make chief-evaluator links for many applications at once, from a CSV
// (`application,step,person`) or for every card in a step (`--step KEY --person P`). Each link is core's
// generateChiefLink, the panel's own command: the server makes the token and decides who may (the same rules as the
// panel); with `--mail` each link is e-mailed to its chief evaluator by the server's outbox, as the panel's "send by
// e-mail" does (without it nothing is mailed). Rows are resolved first (./chief-rows.ts); `--dry-run` stops there.
// Links are made four at a time; one failure is reported and the run goes on, exit code 1 at the end if any failed.
// The links print as a table (JSON with --json), or go to `--out FILE` as CSV (JSON with --json).
import { writeFile } from "node:fs/promises";
import { Console, Effect, Option } from "effect";
import { Command, Flag } from "effect/cli";
import { CHIEF_LINK_ROUTES, chiefLinksCsv, generateChiefLink, type ChiefLinkCsvRow, type ChiefLinkIssued, type ChiefLinkRoute } from "@ictm/core";
import { CommandRefused, misuse, succeed } from "../output.ts";
import { bruneiTime } from "./application-text.ts";
import { checkPerson, readBoard, resolveRows, rowsOfCsv, rowsOfStep, type PlannedLink, type RowFailure } from "./chief-rows.ts";
import { count } from "./progress.ts";
import { requireStaff, withCore, type Session } from "./shared.ts";

/** How many links are made at once. */
export const CHIEF_LINK_CONCURRENCY = 4;

export interface GeneratedLink extends ChiefLinkCsvRow {
  readonly stepName: string;
  readonly linkId: string;
}

interface Failed {
  readonly line: number | null;
  readonly application: string;
  readonly step: string;
  readonly person: string;
  readonly message: string;
}

const failedOf = ({ row, message }: RowFailure): Failed => ({ ...row, message });

const generatedOf = (planned: PlannedLink, link: ChiefLinkIssued): GeneratedLink => ({
  line: planned.row.line,
  applicationId: planned.applicationId,
  reference: planned.reference,
  step: planned.step.key,
  stepName: planned.step.name,
  chiefKey: link.chief.key,
  chiefName: link.chief.name,
  chiefEmail: link.chief.email,
  emailed: link.emailed,
  expiresAt: link.expiresAt,
  linkId: link.id,
  url: link.url,
});

const links = (n: number): string => `${count(n)} chief link${n === 1 ? "" : "s"}`;

/** Columns padded to their widest cell; the last one left as it is (a link is long). */
const table = (header: ReadonlyArray<string>, rows: ReadonlyArray<ReadonlyArray<string>>): string => {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? "").length)));
  const lineOf = (cells: ReadonlyArray<string>) => cells.map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column] ?? 0))).join("  ");
  return [lineOf(header), ...rows.map(lineOf)].join("\n");
};

const failureLine = (failure: Failed): string =>
  `  ${failure.line === null ? "" : `line ${failure.line}: `}${failure.application || "(no application)"}: ${failure.message}`;

const failureLines = (failed: ReadonlyArray<Failed>): string[] => (failed.length === 0 ? [] : [`${count(failed.length)} failed:`, ...failed.map(failureLine)]);

/** Makes each planned link (four at a time); each is its own core.run, so one failure never stops the others. */
const generateAll = (session: Session, planned: ReadonlyArray<PlannedLink>, mail: boolean, route: ChiefLinkRoute) =>
  Effect.forEach(
    planned,
    (item) =>
      Effect.promise(() =>
        session.core.run(generateChiefLink({ applicationId: item.applicationId, workflowStepId: item.step.id, userId: item.chief.key, isSendEmail: mail, routeParameter: route })),
      ).pipe(
        Effect.map((result) =>
          result.ok
            ? { ok: true as const, link: generatedOf(item, result.value) }
            : { ok: false as const, failure: failedOf({ row: { ...item.row, application: item.reference }, message: result.error.message }) },
        ),
      ),
    { concurrency: CHIEF_LINK_CONCURRENCY },
  );

const generate = Command.make(
  "generate",
  {
    csv: Flag.String("csv").pipe(Flag.withDescription("A CSV file with the header application,step,person (- for stdin)"), Flag.optional),
    step: Flag.String("step").pipe(Flag.withDescription("Every card now in this step (its key), with --person"), Flag.optional),
    person: Flag.String("person").pipe(Flag.withDescription("The chief evaluator (staff key or e-mail), with --step"), Flag.optional),
    mail: Flag.Boolean("mail").pipe(Flag.withDescription("E-mail each link to its chief evaluator (the panel's send by e-mail)"), Flag.withDefault(false)),
    route: Flag.Literals("route", CHIEF_LINK_ROUTES).pipe(Flag.withDescription("Which chief evaluation page the link opens"), Flag.withDefault(CHIEF_LINK_ROUTES[0])),
    out: Flag.String("out").pipe(Flag.withDescription("Write the links to this file: CSV, or JSON with --json"), Flag.optional),
    dryRun: Flag.Boolean("dry-run").pipe(Flag.withDescription("Only show the links it would make (nothing is made or mailed)"), Flag.withDefault(false)),
  },
  (flags) =>
    withCore((session) =>
      Effect.gen(function* () {
        const step = Option.getOrUndefined(flags.step);
        const person = Option.getOrUndefined(flags.person);
        if (Option.isSome(flags.csv) && (step !== undefined || person !== undefined)) return yield* misuse(session, "Choose the links either by --csv or by --step and --person, not both.");
        if (Option.isNone(flags.csv) && (step === undefined || person === undefined)) return yield* misuse(session, "Say which links: --csv FILE, or --step KEY with --person P.");
        yield* requireStaff(session);
        const board = yield* readBoard(session);
        const rows =
          step !== undefined && person !== undefined ? yield* rowsOfStep(session, board, step, person) : yield* rowsOfCsv(session, Option.getOrElse(flags.csv, () => "-"));
        if (step !== undefined && person !== undefined) yield* checkPerson(session, board, step, person);
        const resolved = yield* resolveRows(session, board, rows);
        const unresolved = resolved.failed.map(failedOf);
        const mailWord = flags.mail ? "yes" : "no";

        if (flags.dryRun) {
          const { planned } = resolved;
          const human = [
            planned.length === 0
              ? "Would generate no chief links."
              : `Would generate ${links(planned.length)}${flags.mail ? ", each e-mailed to its chief evaluator" : " (not mailed)"}:`,
            ...(planned.length === 0
              ? []
              : [table(["Reference", "Step", "Chief evaluator", "Mail"], planned.map((item) => [item.reference, item.step.name, `${item.chief.name} <${item.chief.email}>`, mailWord]))]),
            ...failureLines(unresolved),
          ].join("\n");
          const data = {
            dryRun: true,
            mail: flags.mail,
            count: planned.length,
            planned: planned.map((item) => ({ line: item.row.line, applicationId: item.applicationId, reference: item.reference, step: item.step.key, chiefKey: item.chief.key, chiefEmail: item.chief.email })),
            failed: unresolved,
          };
          yield* succeed(session, human, data);
          if (unresolved.length > 0) return yield* new CommandRefused({ message: `${count(unresolved.length)} failed.` });
          return;
        }

        const results = yield* generateAll(session, resolved.planned, flags.mail, flags.route);
        const generated = results.flatMap((result) => (result.ok ? [result.link] : []));
        const failed = [...unresolved, ...results.flatMap((result) => (result.ok ? [] : [result.failure]))];
        const mailed = generated.filter((link) => link.emailed).length;
        const summary = `Generated ${count(generated.length)} of ${links(generated.length + failed.length)}${flags.mail ? `, ${count(mailed)} e-mailed` : ""}.`;

        if (Option.isSome(flags.out)) {
          const file = flags.out.value;
          const content = session.json ? `${JSON.stringify({ data: generated }, null, 2)}\n` : chiefLinksCsv(generated);
          yield* Effect.tryPromise(() => writeFile(file, content, { encoding: "utf8", mode: 0o600 })).pipe(
            Effect.catch(() => misuse(session, `Cannot write ${file}.`)),
          );
          yield* succeed(session, `${summary} Written to ${file}.`, { file, count: generated.length, failed });
          if (failed.length > 0 && !session.json) yield* Console.error(failureLines(failed).join("\n"));
        } else if (session.json) {
          yield* succeed(session, "", { generated, failed });
        } else {
          const rows = generated.map((link) => [link.reference, link.stepName, `${link.chiefName} <${link.chiefEmail}>`, link.emailed ? "yes" : "no", bruneiTime(link.expiresAt), link.url]);
          if (generated.length > 0) yield* Console.log(table(["Reference", "Step", "Chief evaluator", "Mailed", "Expires", "Link"], rows));
          yield* Console.log(summary);
          if (failed.length > 0) yield* Console.error(failureLines(failed).join("\n"));
        }
        if (failed.length > 0) return yield* new CommandRefused({ message: `${count(failed.length)} failed.` });
      }),
    ),
).pipe(
  Command.withDescription("Make chief-evaluator links for many applications at once (the panel's rules), optionally e-mailing each"),
  Command.withExamples([
    { command: "ictm chief-links generate --csv links.csv --mail --out links-made.csv", description: "One link a CSV row (application,step,person), each mailed; the links in a CSV" },
    { command: "ictm chief-links generate --step chief-evaluation --person approver@demo.ictm.bn --dry-run", description: "Which links every card in Chief evaluation would get" },
  ]),
);

export const chiefLinks = Command.make("chief-links").pipe(
  Command.withDescription("Chief-evaluator links in bulk"),
  Command.withSubcommands([generate]),
  Command.withExamples([{ command: "ictm chief-links generate --csv - --json < links.csv", description: "Links from stdin, printed as JSON" }]),
);
