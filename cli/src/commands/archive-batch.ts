// `ictm applications archive|unarchive|batches`: operators archive approved applications in bulk — chosen by filters
// (--approved-before, --permit-type, --search) or by an ids file — see how many first (--dry-run), confirm, and undo a
// batch from its record (`unarchive --batch ID`). Applications go 200 a call through core's setArchivedInBulk
// (idempotent, so a batch may be run again); ./batch-run.ts runs them. Officers and administrators (the server decides).
import { Effect, Option } from "effect";
import { Command, Flag } from "effect/cli";
import { PERMIT_TYPES } from "@ictm/core";
import { misuse, refuse, succeed } from "../output.ts";
import { bruneiTime } from "./application-text.ts";
import { listBatchRecords, readBatchRecord, type BatchRecord } from "./batch-records.ts";
import { CONCURRENCY, checkConcurrency, runBatch } from "./batch-run.ts";
import { selectApproved, selectNamed } from "./batch-selection.ts";
import { count } from "./progress.ts";
import { requireStaff, root, withCore } from "./shared.ts";

const dryRunFlag = Flag.Boolean("dry-run").pipe(Flag.withDescription("Only say how many it would touch, and the first ten"), Flag.withDefault(false));
const yesFlag = Flag.Boolean("yes").pipe(Flag.withDescription("Do not ask for confirmation (needed without a terminal)"), Flag.withDefault(false));
const concurrencyFlag = Flag.Int("concurrency").pipe(
  Flag.withDescription(`How many calls (of up to 200 applications each) at once, ${CONCURRENCY.min} to ${CONCURRENCY.max}`),
  Flag.withDefault(CONCURRENCY.default),
);

const baseUrlNow = Effect.map(root, (flags) => flags.baseUrl.replace(/\/+$/, ""));

export const archive = Command.make(
  "archive",
  {
    approvedBefore: Flag.String("approved-before").pipe(Flag.withDescription("Final approval before this Brunei day (YYYY-MM-DD)"), Flag.optional),
    permitType: Flag.Literals("permit-type", PERMIT_TYPES).pipe(Flag.withDescription("Only this permit type"), Flag.optional),
    search: Flag.String("search").pipe(Flag.withDescription("Every word must match the business, reference, a person's name or passport"), Flag.optional),
    ids: Flag.String("ids").pipe(Flag.withDescription("A file of ids or references, one a line, # comments (- for stdin)"), Flag.optional),
    dryRun: dryRunFlag,
    yes: yesFlag,
    concurrency: concurrencyFlag,
  },
  (flags) =>
    withCore((session) =>
      Effect.gen(function* () {
        const concurrency = yield* checkConcurrency(session, flags.concurrency);
        const filters = { approvedBefore: Option.getOrUndefined(flags.approvedBefore), permitType: Option.getOrUndefined(flags.permitType), search: Option.getOrUndefined(flags.search) };
        const filtered = Object.values(filters).some((value) => value !== undefined);
        if (Option.isSome(flags.ids) && filtered) return yield* misuse(session, "Choose applications either by --ids or by filters, not both.");
        if (Option.isNone(flags.ids) && !filtered) {
          return yield* misuse(session, "Say which applications: --approved-before, --permit-type, --search, or --ids FILE.");
        }
        yield* requireStaff(session);
        const selection = Option.isSome(flags.ids)
          ? { idsFile: flags.ids.value }
          : Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
        const selected = Option.isSome(flags.ids)
          ? yield* selectNamed(session, flags.ids.value)
          : yield* selectApproved(session, {
              searchTerms: filters.search ?? "",
              ...(filters.permitType === undefined ? {} : { permitType: filters.permitType }),
              ...(filters.approvedBefore === undefined ? {} : { approvedBefore: filters.approvedBefore }),
            });
        yield* runBatch(session, {
          action: "archive",
          baseUrl: yield* baseUrlNow,
          selection,
          undoes: null,
          selected,
          dryRun: flags.dryRun,
          yes: flags.yes,
          stdinUsed: Option.getOrUndefined(flags.ids) === "-",
          concurrency,
        });
      }),
    ),
).pipe(
  Command.withDescription("Archive approved applications in bulk, chosen by filters or an ids file; writes a batch record to undo it"),
  Command.withExamples([
    { command: "ictm applications archive --approved-before 2026-01-01 --dry-run", description: "How many, and the first ten" },
    { command: "ictm applications archive --approved-before 2026-01-01 --permit-type pvv --yes", description: "Archive them without asking" },
    { command: "ictm applications archive --ids done.txt --concurrency 4", description: "Those an ids file names, four calls at once" },
    { command: "grep LPA refs.txt | ictm applications archive --ids - --yes", description: "Ids or references from stdin" },
  ]),
);

export const unarchive = Command.make(
  "unarchive",
  {
    batch: Flag.String("batch").pipe(Flag.withDescription("The archive batch to undo (see `ictm applications batches`)")),
    dryRun: dryRunFlag,
    yes: yesFlag,
    concurrency: concurrencyFlag,
  },
  (flags) =>
    withCore((session) =>
      Effect.gen(function* () {
        const concurrency = yield* checkConcurrency(session, flags.concurrency);
        const record = yield* readBatchRecord(flags.batch);
        if (record === null) return yield* refuse(session, { _tag: "NotFound", message: `There is no batch ${flags.batch}; \`ictm applications batches\` lists them.` });
        if (record.action !== "archive") return yield* misuse(session, `${record.batchId} is not an archive batch; only an archive batch is undone.`);
        const baseUrl = yield* baseUrlNow;
        if (record.baseUrl !== baseUrl) return yield* misuse(session, `${record.batchId} ran against ${record.baseUrl}; give --base-url ${record.baseUrl} to undo it.`);
        yield* requireStaff(session);
        yield* runBatch(session, {
          action: "unarchive",
          baseUrl,
          selection: { batch: record.batchId },
          undoes: record.batchId,
          selected: { items: record.succeeded, unresolved: [] },
          dryRun: flags.dryRun,
          yes: flags.yes,
          stdinUsed: false,
          concurrency,
        });
      }),
    ),
).pipe(
  Command.withDescription("Undo an archive batch: bring back every application it archived"),
  Command.withExamples([{ command: "ictm applications unarchive --batch archive-20261126-101503-ab12 --yes", description: "Undo a batch" }]),
);

const batchLine = (record: BatchRecord): string =>
  [
    record.batchId.padEnd(32),
    bruneiTime(record.startedAt),
    `${count(record.succeeded.length)} ${record.action}d, ${count(record.failed.length)} failed${record.finishedAt === null ? " (cut short)" : ""}`,
    ...(record.undoes === null ? [] : [`undoes ${record.undoes}`]),
    record.baseUrl,
  ].join("  ");

export const batches = Command.make("batches", {}, () =>
  withCore((session) =>
    Effect.gen(function* () {
      const records = yield* listBatchRecords();
      yield* succeed(session, records.length === 0 ? "No batches yet." : records.map(batchLine).join("\n"), records);
    }),
  ),
).pipe(
  Command.withDescription("List the bulk archive and unarchive batches run from here, the newest first"),
  Command.withExamples([{ command: "ictm applications batches --json", description: "Every batch record as JSON" }]),
);
