// Runs a bulk archive or unarchive: the dry run (how many, the first ten), the confirmation (asked on a terminal,
// else `--yes` is needed), then core's setArchived for each application with bounded concurrency, progress on
// stderr, every failure reported and the run going on, the batch record written before and after, and a summary
// (exit code 1 when any failed). One item's failure never stops the others: each is its own core.run.
import { createInterface } from "node:readline/promises";
import { Effect } from "effect";
import { setArchived } from "@ictm/core";
import { CommandRefused, misuse, succeed } from "../output.ts";
import { newBatchId, writeBatchRecord, type BatchAction, type BatchFailure, type BatchItem, type BatchRecord, type BatchSelection } from "./batch-records.ts";
import { count, duration, makeProgress, rateOf } from "./progress.ts";
import type { Selected } from "./batch-selection.ts";
import type { Session } from "./shared.ts";

export const CONCURRENCY = { default: 8, min: 1, max: 32 } as const;

export interface BatchPlan {
  readonly action: BatchAction;
  readonly baseUrl: string;
  readonly selection: BatchSelection;
  readonly undoes: string | null;
  readonly selected: Selected;
  readonly dryRun: boolean;
  readonly yes: boolean;
  /** Whether stdin was read for the ids (then it cannot answer a question). */
  readonly stdinUsed: boolean;
  readonly concurrency: number;
}

const WORDS = {
  archive: { verb: "Archive", doing: "Archiving", done: "Archived" },
  unarchive: { verb: "Unarchive", doing: "Unarchiving", done: "Unarchived" },
} as const;

const labelOf = (item: BatchItem): string => item.reference ?? item.id;
const applications = (n: number): string => `${count(n)} application${n === 1 ? "" : "s"}`;

/** The first ten of a selection, and how many more. */
const preview = (items: ReadonlyArray<BatchItem>): string[] => [
  ...items.slice(0, 10).map((item) => `  ${labelOf(item)}`),
  ...(items.length > 10 ? [`  … and ${count(items.length - 10)} more`] : []),
];

const unresolvedLines = (unresolved: ReadonlyArray<BatchFailure>): string[] =>
  unresolved.length === 0 ? [] : [`${count(unresolved.length)} line(s) name no application it can touch:`, ...unresolved.map((item) => `  ${labelOf(item)}: ${item.message}`)];

/** Asks "Archive 1,234 applications? [y/N]" on the terminal; true only for y or yes. */
const ask = (question: string) =>
  Effect.promise(async () => {
    const terminal = createInterface({ input: process.stdin, output: process.stderr });
    try {
      return /^y(es)?$/i.test((await terminal.question(`${question} [y/N] `)).trim());
    } finally {
      terminal.close();
    }
  });

export const runBatch = (session: Session, plan: BatchPlan) =>
  Effect.gen(function* () {
    const words = WORDS[plan.action];
    const { items, unresolved } = plan.selected;
    if (plan.dryRun) {
      const human = [`Would ${words.verb.toLowerCase()} ${applications(items.length)}${items.length === 0 ? "." : ":"}`, ...preview(items), ...unresolvedLines(unresolved)].join("\n");
      return yield* succeed(session, human, { action: plan.action, dryRun: true, count: items.length, items, unresolved, selection: plan.selection });
    }
    if (items.length === 0 && unresolved.length === 0) {
      return yield* succeed(session, `Nothing to ${words.verb.toLowerCase()}: no application matches.`, { action: plan.action, count: 0 });
    }
    const question = `${words.verb} ${applications(items.length)}?`;
    if (!plan.yes) {
      if (plan.stdinUsed || !process.stdin.isTTY) return yield* misuse(session, `${question} Add --yes to confirm: there is no terminal to ask on.`);
      if (!(yield* ask(question))) return yield* succeed(session, `Nothing was ${words.done.toLowerCase()}.`, { action: plan.action, count: 0, cancelled: true });
    }

    const started = new Date();
    const base: BatchRecord = {
      batchId: newBatchId(plan.action, started),
      baseUrl: plan.baseUrl,
      action: plan.action,
      selection: plan.selection,
      undoes: plan.undoes,
      startedAt: started.toISOString(),
      finishedAt: null,
      total: items.length + unresolved.length,
      succeeded: [],
      failed: unresolved,
    };
    yield* writeBatchRecord(base);
    const progress = makeProgress({ verb: words.doing, total: Math.max(1, items.length) });
    const clock = performance.now();
    const results = yield* Effect.forEach(
      items,
      (item) =>
        Effect.promise(() => session.core.run(setArchived({ applicationId: item.id, archived: plan.action === "archive" }))).pipe(
          Effect.map((result) =>
            result.ok ? { ok: true as const, item: { id: item.id, reference: result.value.reference } } : { ok: false as const, item: { ...item, message: result.error.message } },
          ),
          Effect.tap((outcome) => Effect.sync(() => progress.advance(outcome.ok ? undefined : { label: labelOf(outcome.item), message: outcome.item.message }))),
        ),
      { concurrency: plan.concurrency },
    );
    progress.done();
    const seconds = (performance.now() - clock) / 1000;
    const succeeded = results.flatMap((outcome) => (outcome.ok ? [outcome.item] : []));
    const failed = [...unresolved, ...results.flatMap((outcome) => (outcome.ok ? [] : [outcome.item]))];
    const record: BatchRecord = { ...base, finishedAt: new Date().toISOString(), succeeded, failed };
    const file = yield* writeBatchRecord(record);

    const rate = rateOf(items.length, seconds * 1000).toFixed(1);
    const human = [
      `${words.done} ${count(succeeded.length)} of ${applications(record.total)} in ${seconds < 60 ? `${seconds.toFixed(1)} s` : duration(seconds)} (${rate} a second).`,
      ...(failed.length === 0 ? [] : [`${count(failed.length)} failed:`, ...failed.map((item) => `  ${labelOf(item)}: ${item.message}`)]),
      `Batch ${record.batchId}: ${file}`,
      ...(plan.action === "archive" && succeeded.length > 0 ? [`Undo with: ictm applications unarchive --batch ${record.batchId}`] : []),
    ].join("\n");
    yield* succeed(session, human, { ...record, file, seconds });
    if (failed.length > 0) return yield* new CommandRefused({ message: `${count(failed.length)} failed.` });
  });

/** The flag's concurrency, or a usage error outside 1..32. */
export const checkConcurrency = (session: Session, concurrency: number) =>
  concurrency >= CONCURRENCY.min && concurrency <= CONCURRENCY.max
    ? Effect.succeed(concurrency)
    : misuse(session, `Please give --concurrency from ${CONCURRENCY.min} to ${CONCURRENCY.max}.`);
