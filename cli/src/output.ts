// How every command answers: a sentence for a person, or one JSON document with `--json`.
// A refusal is printed here once and then fails with CommandRefused, which main.ts turns into exit 1.
import { Console, Effect, Schema } from "effect";

export class CommandRefused extends Schema.TaggedError<CommandRefused>()("CommandRefused", {
  message: Schema.String,
}) {}

export interface Output {
  readonly json: boolean;
}

/** Prints a success: `human` for a person, `data` as `{ "data": … }` for a script. */
export const succeed = (output: Output, human: string, data: unknown) =>
  Console.log(output.json ? JSON.stringify({ data }, null, 2) : human);

/** Prints a refusal on stderr (JSON on stdout with --json) and fails with exit code 1. */
export const refuse = (output: Output, error: { readonly _tag: string; readonly message: string }) =>
  Effect.gen(function* () {
    if (output.json) yield* Console.log(JSON.stringify({ error: { tag: error._tag, message: error.message } }, null, 2));
    else yield* Console.error(error.message);
    return yield* new CommandRefused({ message: error.message });
  });
