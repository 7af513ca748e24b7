// `ictm applications`: staff work on submitted applications from a terminal — list them (the board's cards in
// progress, or a page of the approved or archived listing, or all of it as the server's CSV), show one as the board's side panel does, move one to a
// step (core's moveCard: the same rule and refusal as the board), and archive or unarchive many at once
// (./archive-batch.ts). Needs a back-office session (`ictm login --as staff`).
import { Effect, Option } from "effect";
import { Argument, Command, Flag } from "effect/cli";
import {
  ARCHIVE_TEXTS,
  BOARD_MAX_CARDS_PER_COLUMN,
  DEFAULT_WORKFLOW_ID,
  LISTING_INPUT_MESSAGES,
  LISTING_PAGE_SIZE,
  PERMIT_TYPES,
  WORK_PERMIT_STEPS,
  cardOf,
  exportListing,
  loadApprovedApplications,
  loadArchivedApplications,
  loadKanbanBoard,
  moveCard,
  type KanbanBoard,
} from "@ictm/core";
import { csvOutput, misuse, succeed } from "../output.ts";
import { cardLine, listedLine, pageSummary } from "./application-text.ts";
import { archive, batches, unarchive } from "./archive-batch.ts";
import { findApplication } from "./find-application.ts";
import { show } from "./show-application.ts";
import { requireStaff, withCore } from "./shared.ts";

const LOADS = { approved: loadApprovedApplications, archived: loadArchivedApplications } as const;

/** The default workflow's last step: its cards are approved, no longer in progress. */
const FINAL_STEP = WORK_PERMIT_STEPS[WORK_PERMIT_STEPS.length - 1]?.key;

/** Every word of the search is in the card's reference or business name (case ignored). */
const matches = (terms: string, text: string): boolean =>
  terms.toLowerCase().split(/\s+/).filter(Boolean).every((word) => text.toLowerCase().includes(word));

const boardCards = (board: KanbanBoard, step: string | undefined, search: string) =>
  board.columns
    .filter((column) => (step === undefined ? column.workflowStep.key !== FINAL_STEP : column.workflowStep.key === step))
    .flatMap((column) => column.cards.map((card) => ({ step: column.workflowStep, card })))
    .filter(({ card }) => matches(search, `${card.applicationRecord.application.reference} ${card.applicationRecord.application.businessName}`));

const list = Command.make(
  "list",
  {
    step: Flag.String("step").pipe(Flag.withDescription("Only the cards in this step (its key: screening, evaluation, ...)"), Flag.optional),
    approved: Flag.Boolean("approved").pipe(Flag.withDescription("The approved listing instead of the board"), Flag.withDefault(false)),
    archived: Flag.Boolean("archived").pipe(Flag.withDescription("The archived listing instead of the board"), Flag.withDefault(false)),
    search: Flag.String("search").pipe(Flag.withDescription("Every word must match the reference or business (and, listed, a person's name or passport)"), Flag.optional),
    permitType: Flag.Literals("permit-type", PERMIT_TYPES).pipe(Flag.withDescription("Only this permit type (with --approved or --archived)"), Flag.optional),
    page: Flag.Int("page").pipe(Flag.withDescription(`The page, ${LISTING_PAGE_SIZE} a page`), Flag.withDefault(1)),
    csv: Flag.Boolean("csv").pipe(Flag.withDescription("With --approved or --archived: every matching row as the server's CSV export, not a page"), Flag.withDefault(false)),
    out: Flag.String("out").pipe(Flag.withDescription("With --csv: write the CSV to this file instead of stdout"), Flag.optional),
  },
  (flags) =>
    withCore((session) =>
      Effect.gen(function* () {
        yield* requireStaff(session);
        if (flags.approved && flags.archived) return yield* misuse(session, "Choose --approved or --archived, not both.");
        if (Option.isSome(flags.out) && !flags.csv) return yield* misuse(session, "--out goes with --csv.");
        if (flags.page < 1) return yield* misuse(session, LISTING_INPUT_MESSAGES.pageNumber);
        const search = Option.getOrElse(flags.search, () => "").trim();
        if (flags.approved || flags.archived) {
          if (Option.isSome(flags.step)) return yield* misuse(session, "--step lists the board's cards; leave out --approved and --archived.");
          const kind = flags.approved ? "approved" : "archived";
          const permitType = Option.getOrUndefined(flags.permitType);
          if (flags.csv) return yield* csvOutput(session, yield* session.run(exportListing(kind, search, permitType)), flags.out);
          const page = yield* session.run(LOADS[kind]({ searchTerms: search, pageNumber: flags.page, ...(permitType === undefined ? {} : { permitType }) }));
          const human =
            page.count === 0
              ? search === "" ? ARCHIVE_TEXTS.empty(kind) : ARCHIVE_TEXTS.noMatch(kind, search)
              : [...page.items.map((item) => listedLine(kind, item)), pageSummary(kind, page.items.length, page.count, page.pageNumber, page.totalPages)].join("\n");
          return yield* succeed(session, human, page);
        }
        if (Option.isSome(flags.permitType)) return yield* misuse(session, "--permit-type goes with --approved or --archived.");
        if (flags.csv) return yield* misuse(session, "--csv exports a listing: add --approved or --archived.");
        const board = yield* session.run(loadKanbanBoard(DEFAULT_WORKFLOW_ID, { cardsPerColumn: BOARD_MAX_CARDS_PER_COLUMN }));
        const step = Option.getOrUndefined(flags.step);
        if (step !== undefined && !board.columns.some((column) => column.workflowStep.key === step)) {
          return yield* misuse(session, `No step "${step}" on the board you see; its steps: ${board.columns.map((column) => column.workflowStep.key).join(", ")}.`);
        }
        const cards = boardCards(board, step, search);
        const totalPages = Math.ceil(cards.length / LISTING_PAGE_SIZE);
        const items = cards.slice((flags.page - 1) * LISTING_PAGE_SIZE, flags.page * LISTING_PAGE_SIZE);
        const human =
          cards.length === 0
            ? "No applications in progress match."
            : [...items.map(({ step: inStep, card }) => cardLine(card, inStep.name)), `${items.length} of ${cards.length} application(s) on the board, page ${flags.page} of ${Math.max(1, totalPages)}`].join("\n");
        yield* succeed(session, human, { items, count: cards.length, pageNumber: flags.page, pageSize: LISTING_PAGE_SIZE, totalPages });
      }),
    ),
).pipe(
  Command.withDescription("List applications: the board's cards in progress, or a page of the approved or archived listing"),
  Command.withExamples([
    { command: "ictm applications list --step screening", description: "The cards in Screening" },
    { command: "ictm applications list --approved --search timber --page 2", description: "A page of the approved listing" },
    { command: "ictm applications list --archived --permit-type pvv --csv --out archived.csv", description: "Every matching row of a listing as CSV" },
  ]),
);

const move = Command.make(
  "move",
  {
    application: Argument.String("application").pipe(Argument.withDescription("The application's id or reference")),
    step: Argument.String("step").pipe(Argument.withDescription("The step's key (screening, evaluation, ...)")),
  },
  ({ application, step }) =>
    withCore((session) =>
      Effect.gen(function* () {
        yield* requireStaff(session);
        const found = yield* findApplication(session, application);
        // The card must be on the board the stores hold, however deep in its column: read it whole once.
        if (found.where !== "board") yield* session.run(loadKanbanBoard(found.workflowId, { cardsPerColumn: BOARD_MAX_CARDS_PER_COLUMN }));
        const board = yield* session.run(moveCard({ workflowId: found.workflowId, applicationId: found.id, toStep: step, beforeId: null }));
        const placed = cardOf(board, found.id);
        const reference = placed?.card.applicationRecord.application.reference ?? found.id;
        yield* succeed(session, `${reference} is in ${placed?.column.workflowStep.name ?? step} now, last in its column.`, placed ?? null);
      }),
    ),
).pipe(
  Command.withDescription("Move an application's card to the end of a step's column (the board's rule and refusal)"),
  Command.withExamples([{ command: "ictm applications move LPA-2026-0007 evaluation", description: "Move a card on to Evaluation" }]),
);

export const applications = Command.make("applications").pipe(
  Command.withDescription("Staff work on applications: list, show, move, and archive or unarchive in bulk"),
  Command.withSubcommands([list, show, move, archive, unarchive, batches]),
  Command.withExamples([
    { command: "ictm applications list --approved", description: "The approved listing's first page" },
    { command: "ictm applications show LPA-2026-0007", description: "One application as the board's panel shows it" },
    { command: "ictm applications archive --approved-before 2026-01-01 --dry-run", description: "How many a bulk archive would touch" },
  ]),
);
