// Which chief-evaluator links a bulk run makes: the rows of a CSV file (`application,step,person`; `-` for stdin) or
// every card in a step for one person, each resolved against the board and the step's chief evaluators before
// anything is made: the application (an id or a reference, on the board, in the row's step: a link is for the
// current step, as the panel's is), the step (its key), the person (a chief evaluator's key or e-mail, from core's
// loadChiefEvaluators). A row that cannot be resolved is kept aside with the reason and reported as a failure.
import { readFile } from "node:fs/promises";
import { text } from "node:stream/consumers";
import { Effect } from "effect";
import {
  BOARD_MAX_CARDS_PER_COLUMN,
  DEFAULT_WORKFLOW_ID,
  loadChiefEvaluators,
  loadKanbanBoard,
  type ChiefEvaluator,
  type KanbanBoard,
  type WorkflowStep,
} from "@ictm/core";
import { misuse } from "../output.ts";
import { isApplicationId } from "./find-application.ts";
import type { Session } from "./shared.ts";

/** One wanted link as given: a CSV row (its line number) or a card of the filter's step. */
export interface ChiefRow {
  readonly line: number | null;
  readonly application: string;
  readonly step: string;
  readonly person: string;
}

/** A row resolved: what generateChiefLink needs, and what the table shows. */
export interface PlannedLink {
  readonly row: ChiefRow;
  readonly applicationId: string;
  readonly reference: string;
  readonly step: Pick<WorkflowStep, "id" | "key" | "name">;
  readonly chief: ChiefEvaluator;
}

export interface RowFailure {
  readonly row: ChiefRow;
  readonly message: string;
}

export interface Resolved {
  readonly planned: ReadonlyArray<PlannedLink>;
  readonly failed: ReadonlyArray<RowFailure>;
}

export const CSV_COLUMNS = ["application", "step", "person"] as const;

/** RFC 4180 records: quoted fields (doubled quotes, commas and line breaks inside), CRLF or LF, a leading BOM. */
export const csvRecords = (content: string): Array<{ line: number; cells: string[] }> => {
  const records: Array<{ line: number; cells: string[] }> = [];
  const input = content.replace(/^\uFEFF/, "");
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let startLine = 1;
  const endRecord = () => {
    cells.push(cell);
    if (cells.some((value) => value.trim() !== "")) records.push({ line: startLine, cells });
    cells = [];
    cell = "";
  };
  for (let index = 0; index < input.length; index += 1) {
    const char = input[index];
    if (quoted) {
      if (char === '"' && input[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === "\n") line += 1;
        cell += char;
      }
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      cells.push(cell);
      cell = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && input[index + 1] === "\n") index += 1;
      endRecord();
      line += 1;
      startLine = line;
    } else cell += char;
  }
  endRecord();
  return records;
};

/** The rows of a CSV with the header `application,step,person` (any order, other columns ignored). */
export const rowsOfCsv = (session: Session, file: string) =>
  Effect.gen(function* () {
    const content = yield* Effect.tryPromise(() => (file === "-" ? text(process.stdin) : readFile(file, "utf8"))).pipe(
      Effect.catch(() => misuse(session, `Cannot read the CSV file ${file}.`)),
    );
    const [header, ...records] = csvRecords(content);
    const names = (header?.cells ?? []).map((name) => name.trim().toLowerCase());
    const at = CSV_COLUMNS.map((column) => names.indexOf(column));
    if (at.some((index) => index < 0)) return yield* misuse(session, `The CSV's first line must name its columns: ${CSV_COLUMNS.join(",")}.`);
    const [application = 0, step = 0, person = 0] = at;
    return records.map(({ line, cells }): ChiefRow => ({
      line,
      application: (cells[application] ?? "").trim(),
      step: (cells[step] ?? "").trim(),
      person: (cells[person] ?? "").trim(),
    }));
  });

/** The default workflow's board, every card of every column. */
export const readBoard = (session: Session) => session.run(loadKanbanBoard(DEFAULT_WORKFLOW_ID, { cardsPerColumn: BOARD_MAX_CARDS_PER_COLUMN }));

const stepsOf = (board: KanbanBoard) => board.columns.map((column) => column.workflowStep);

/** The rows of the filter: every card now in the step (its key), for one person. */
export const rowsOfStep = (session: Session, board: KanbanBoard, step: string, person: string) =>
  Effect.gen(function* () {
    const column = board.columns.find((candidate) => candidate.workflowStep.key === step);
    if (column === undefined) return yield* misuse(session, `No step "${step}" on the board you see; its steps: ${stepsOf(board).map((known) => known.key).join(", ")}.`);
    return column.cards.map((card): ChiefRow => ({ line: null, application: card.applicationRecord.application.reference, step, person }));
  });

/** The person a row names among a step's chief evaluators: their staff key, or their e-mail (case ignored). */
export const chiefNamed = (chiefs: ReadonlyArray<ChiefEvaluator>, person: string): ChiefEvaluator | undefined =>
  chiefs.find((chief) => chief.key === person || chief.email.toLowerCase() === person.toLowerCase());

const notChief = (person: string, chiefs: ReadonlyArray<ChiefEvaluator>): string =>
  `${person} is not a chief evaluator here (${chiefs.length === 0 ? "there are none" : `they are: ${chiefs.map((chief) => chief.email).join(", ")}`}).`;

/** Resolves every row against the board and the chief evaluators of each step (read once a step). */
export const resolveRows = (session: Session, board: KanbanBoard, rows: ReadonlyArray<ChiefRow>) =>
  Effect.gen(function* () {
    const cards = board.columns.flatMap((column) => column.cards.map((card) => ({ step: column.workflowStep, application: card.applicationRecord.application })));
    const chiefsByStep = new Map<string, ReadonlyArray<ChiefEvaluator> | string>();
    const planned: PlannedLink[] = [];
    const failed: RowFailure[] = [];
    for (const row of rows) {
      const fail = (message: string) => failed.push({ row, message });
      if (row.application === "" || row.step === "" || row.person === "") {
        fail("The row needs an application, a step and a person.");
        continue;
      }
      const step = stepsOf(board).find((known) => known.key === row.step);
      if (step === undefined) {
        fail(`No step "${row.step}" on the board; its steps: ${stepsOf(board).map((known) => known.key).join(", ")}.`);
        continue;
      }
      const byId = isApplicationId(row.application);
      const found = cards.find(({ application }) =>
        byId ? application.id === row.application.toLowerCase() : application.reference.toUpperCase() === row.application.toUpperCase(),
      );
      if (found === undefined) {
        fail(`${row.application} is not on the board: a chief link is made for an application in progress.`);
        continue;
      }
      if (found.step.key !== step.key) {
        fail(`${found.application.reference} is in ${found.step.name}, not in ${step.name}: a chief link is made for the application's current step.`);
        continue;
      }
      if (!chiefsByStep.has(step.id)) {
        const result = yield* Effect.promise(() => session.core.run(loadChiefEvaluators(step.id)));
        chiefsByStep.set(step.id, result.ok ? result.value : result.error.message);
      }
      const chiefs = chiefsByStep.get(step.id) ?? [];
      if (typeof chiefs === "string") {
        fail(chiefs);
        continue;
      }
      const chief = chiefNamed(chiefs, row.person);
      if (chief === undefined) {
        fail(notChief(row.person, chiefs));
        continue;
      }
      planned.push({ row, applicationId: found.application.id, reference: found.application.reference, step: { id: step.id, key: step.key, name: step.name }, chief });
    }
    return { planned, failed } satisfies Resolved;
  });

/** For the filter: the person among the step's chief evaluators, or a usage error naming who they are. */
export const checkPerson = (session: Session, board: KanbanBoard, stepKey: string, person: string) =>
  Effect.gen(function* () {
    const step = stepsOf(board).find((known) => known.key === stepKey);
    if (step === undefined) return;
    const chiefs = yield* session.run(loadChiefEvaluators(step.id));
    if (chiefNamed(chiefs, person) === undefined) return yield* misuse(session, notChief(person, chiefs));
  });
