// Runs a bulk archive or unarchive: the dry run (how many, the first ten), the confirmation (asked on a terminal,
// else `--yes` is needed), then core's setArchivedInBulk a chunk of 200 applications at a time with a bounded number
// of chunks in flight, progress on stderr by application, every refusal reported and the run going on, the batch
// record written before and after, and a summary (exit code 1 when any failed). One item's refusal never stops the
// others (the server answers each one's outcome); a chunk whose call fails fails its items only: each is its own
// core.run. One call a chunk, not a call an application: 10,000 single calls took minutes (tests/bench/cli-archive.ts).
import { createInterface } from "node:readline/promises";
import { Effect } from "effect";
import { setArchivedInBulk, type ArchiveBatchResult } from "@ictm/core";
import { CommandRefused, misuse, succeed } from "../output.ts";
import { newBatchId, writeBatchRecord, type BatchAction, type BatchFailure, type BatchItem, type BatchRecord, type BatchSelection } from "./batch-records.ts";
import { count, duration, makeProgress, rateOf } from "./progress.ts";
import type { Selected } from "./batch-selection.ts";
import type { Session } from "./shared.ts";

/** Chunks in flight at once (the `--concurrency` flag). */
export const CONCURRENCY = { default: 2, min: 1, max: 32 } as const;
/** Applications a setArchivedInBulk call carries (the server takes up to 500). */
export const CHUNK_SIZE = 200;

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
    const archived = plan.action === "archive";
    const chunks = Array.from({ length: Math.ceil(items.length / CHUNK_SIZE) }, (_, index) => items.slice(index * CHUNK_SIZE, (index + 1) * CHUNK_SIZE));
    const results = (yield* Effect.forEach(
      chunks,
      (chunk) =>
        Effect.promise(() => session.core.run(setArchivedInBulk({ applicationIds: chunk.map((item) => item.id), archived }))).pipe(
          Effect.map((result) => (result.ok ? chunk.map((item, index) => outcomeOf(item, result.value[index])) : chunk.map((item) => failedOutcome(item, result.error.message)))),
          Effect.tap((outcomes) =>
            Effect.sync(() => outcomes.forEach((outcome) => progress.advance(outcome.ok ? undefined : { label: labelOf(outcome.item), message: outcome.item.message }))),
          ),
        ),
      { concurrency: plan.concurrency },
    )).flat();
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

type Outcome = { readonly ok: true; readonly item: BatchItem } | { readonly ok: false; readonly item: BatchFailure };

const failedOutcome = (item: BatchItem, message: string): Outcome => ({ ok: false, item: { ...item, message } });

/** One application's answer: changed or unchanged is done (with its reference), refused is its message. */
const outcomeOf = (item: BatchItem, result: ArchiveBatchResult | undefined): Outcome => {
  if (result === undefined || result.applicationId !== item.id) return failedOutcome(item, "The server did not answer for this application.");
  if (result.outcome === "refused" || result.application === null) return failedOutcome(item, result.message ?? "Refused.");
  return { ok: true, item: { id: item.id, reference: result.application.reference } };
};

/** The flag's concurrency, or a usage error outside 1..32. */
export const checkConcurrency = (session: Session, concurrency: number) =>
  concurrency >= CONCURRENCY.min && concurrency <= CONCURRENCY.max
    ? Effect.succeed(concurrency)
    : misuse(session, `Please give --concurrency from ${CONCURRENCY.min} to ${CONCURRENCY.max}.`);
