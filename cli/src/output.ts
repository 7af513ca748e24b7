// How every command answers: a sentence for a person, or one JSON document with `--json`.
// A refusal or a misuse is printed here once and then fails, and main.ts turns it into exit code 1 or 2.
import { writeFile } from "node:fs/promises";
import { Console, Effect, Option, Schema } from "effect";
import { encodeEventLine, type Core, type DownloadedFile } from "@ictm/core";

/** The server (or core's own checks) refused: exit code 1. */
export class CommandRefused extends Schema.TaggedError<CommandRefused>()("CommandRefused", {
  message: Schema.String,
}) {}

/** The flags given cannot make a command: exit code 2. */
export class UsageError extends Schema.TaggedError<UsageError>()("UsageError", {
  message: Schema.String,
}) {}

/**
 * Set by a command whose normal end is Ctrl-C (`ictm events tail --follow`): main.ts then exits 0 for the
 * interruption instead of 130. Every other command stopped by Ctrl-C still exits 130.
 */
export const interruption = { isNormalEnd: false };

export interface Output {
  readonly json: boolean;
}

/** Prints a success: `human` for a person, `data` as `{ "data": … }` for a script. */
export const succeed = (output: Output, human: string, data: unknown) =>
  Console.log(output.json ? JSON.stringify({ data }, null, 2) : human);

const report = (output: Output, tag: string, message: string) =>
  output.json ? Console.log(JSON.stringify({ error: { tag, message } }, null, 2)) : Console.error(message);

/** Prints a refusal on stderr (JSON on stdout with --json) and fails with exit code 1. */
export const refuse = (output: Output, error: { readonly _tag: string; readonly message: string }) =>
  Effect.gen(function* () {
    yield* report(output, error._tag, error.message);
    return yield* new CommandRefused({ message: error.message });
  });

/** Prints what is wrong with the flags and fails with exit code 2. */
export const misuse = (output: Output, message: string) =>
  Effect.gen(function* () {
    yield* report(output, "UsageError", message);
    return yield* new UsageError({ message });
  });

/**
 * The client event log for `--events`: one JSON line per event of either channel (domain facts, then bookkeeping
 * and toasts as they happened), each tagged with its channel; `decodeEventLines` from @ictm/core reads them back.
 */
export const eventLines = (core: Core): string => core.eventLog.tail().map((event) => `${encodeEventLine(event)}\n`).join("");

/**
 * A server's CSV export: printed to stdout as it came (without its last line break), or written to `out` (mode 0600)
 * with a line saying where.
 */
export const csvOutput = (output: Output, file: DownloadedFile, out: Option.Option<string>) =>
  Effect.gen(function* () {
    const text = new TextDecoder().decode(file.bytes);
    if (Option.isNone(out)) return yield* Console.log(text.replace(/\r?\n$/, ""));
    const path = out.value;
    yield* Effect.tryPromise(() => writeFile(path, text, { encoding: "utf8", mode: 0o600 })).pipe(
      Effect.catch(() => refuse(output, { _tag: "WriteFailed", message: `Could not write ${path}.` })),
    );
    return yield* succeed(output, `Wrote ${path} (${file.fileName}).`, { file: path, fileName: file.fileName });
  });
