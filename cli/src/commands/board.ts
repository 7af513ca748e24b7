// `ictm board show [WORKFLOW]`: a workflow's kanban board as text, as the signed-in staff member sees it — each step a
// block with its name, card count and target, and its cards as lines (reference, type, business, working days in
// the step, OVERDUE past the target). The default workflow when none is named; `--json` prints the board read.
import { Effect, Option } from "effect";
import { Argument, Command, Flag } from "effect/cli";
import { BOARD_CARDS_PER_COLUMN, BOARD_MAX_CARDS_PER_COLUMN, DEFAULT_WORKFLOW_ID, STATISTICS_TEXTS, loadKanbanBoard, type KanbanBoard, type KanbanColumn } from "@ictm/core";
import { misuse, succeed } from "../output.ts";
import { cardLine } from "./application-text.ts";
import { requireStaff, withCore } from "./shared.ts";

const columnBlock = (column: KanbanColumn): string[] => {
  const overdue = column.cards.filter((card) => card.overdue).length;
  const heading = [
    `== ${column.workflowStep.name} (${column.workflowStep.key}) ==`,
    `${column.cardCount} card${column.cardCount === 1 ? "" : "s"}`,
    STATISTICS_TEXTS.target(column.targetWorkingDays),
    ...(overdue === 0 ? [] : [`${overdue} ${STATISTICS_TEXTS.overdue.toLowerCase()}`]),
    ...(column.userPermission.canAct ? ["you act here"] : []),
  ].join("  ·  ");
  const more = column.cardCount - column.cards.length;
  return [
    heading,
    ...(column.cards.length === 0 ? ["  (no cards)"] : column.cards.map((card) => `  ${cardLine(card)}`)),
    ...(more > 0 ? [`  … and ${more} more (--cards ${column.cardCount} shows them)`] : []),
  ];
};

export const describeBoard = (board: KanbanBoard): string =>
  [`${board.workflow.name}`, "", ...board.columns.flatMap((column) => [...columnBlock(column), ""])].join("\n").trimEnd();

const show = Command.make(
  "show",
  {
    workflow: Argument.String("workflow").pipe(Argument.withDescription("The workflow's id (the default workflow when left out)"), Argument.optional),
    cards: Flag.Int("cards").pipe(Flag.withDescription(`Cards shown a column, 1 to ${BOARD_MAX_CARDS_PER_COLUMN}`), Flag.withDefault(BOARD_CARDS_PER_COLUMN)),
  },
  ({ workflow, cards }) =>
    withCore((session) =>
      Effect.gen(function* () {
        if (cards < 1 || cards > BOARD_MAX_CARDS_PER_COLUMN) return yield* misuse(session, `Please give --cards from 1 to ${BOARD_MAX_CARDS_PER_COLUMN}.`);
        yield* requireStaff(session);
        const board = yield* session.run(loadKanbanBoard(Option.getOrElse(workflow, () => DEFAULT_WORKFLOW_ID), { cardsPerColumn: cards }));
        yield* succeed(session, describeBoard(board), board);
      }),
    ),
).pipe(
  Command.withDescription("Show a workflow's board as text: each step with its count and target, its cards with their days in the step"),
  Command.withExamples([
    { command: "ictm board show", description: "The default workflow's board" },
    { command: "ictm board show 5f0c9a52-7d1e-4c38-9b6a-2e4d1f8a0c01 --cards 200 --json", description: "A workflow's board as JSON" },
  ]),
);

export const board = Command.make("board").pipe(
  Command.withDescription("The kanban board from a terminal"),
  Command.withSubcommands([show]),
);
