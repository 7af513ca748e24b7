// Secrets on the command line: a flag, else an environment variable, else a masked prompt on a terminal.
// They are never echoed, logged or written to the session file.
import { Config, Effect, Option, Redacted } from "effect";
import { Flag, Prompt } from "effect/cli";
import { misuse, type Output } from "../output.ts";

/** An optional secret flag that falls back to an environment variable. */
export const secretFlag = (name: string, env: string, description: string) =>
  Flag.Redacted(name).pipe(
    Flag.withDescription(`${description} (or ${env})`),
    Flag.withFallbackConfig(Config.Redacted(env)),
    Flag.optional,
  );

/** The secret given, or one asked for with a masked prompt; without a terminal, a usage error. */
export const secretOrPrompt = (output: Output, given: Option.Option<Redacted.Redacted<string>>, label: string, hint: string) =>
  Effect.gen(function* () {
    if (Option.isSome(given)) return Redacted.value(given.value);
    if (!process.stdin.isTTY) return yield* misuse(output, `${label} is needed: ${hint}.`);
    const typed = yield* Prompt.run(Prompt.Password({ message: label })).pipe(
      Effect.catch(() => misuse(output, `${label} is needed: ${hint}.`)),
    );
    return Redacted.value(typed);
  });
