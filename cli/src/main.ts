// `ictm`: the operators' and QA's command line over core. Exit codes: 0 success, 1 the server refused,
// 2 wrong usage. It never prints a stack trace for an expected failure.
import * as NodeRuntime from "@effect/platform-node/NodeRuntime";
import * as NodeServices from "@effect/platform-node/NodeServices";
import { Cause, Effect, Exit, Runtime } from "effect";
import { CliError, Command } from "effect/cli";
import { withDashValues } from "./args.ts";
import { ictm } from "./commands/root.ts";
import { CommandRefused, UsageError, interruption } from "./output.ts";

const VERSION = "0.1.0";

// The arguments, a value starting with "-" given to the flag before it (./args.ts).
const program = Command.runWith(ictm, { version: VERSION })(withDashValues(process.argv.slice(2))).pipe(
  Effect.catch((error) => Effect.sync(() => { process.exitCode = exitCodeOf(error); })),
  Effect.provide(NodeServices.layer),
);

NodeRuntime.runMain(program, {
  disableErrorReporting: true,
  teardown: (exit, onExit) =>
    Exit.isFailure(exit) && Cause.hasInterruptsOnly(exit.cause) && interruption.isNormalEnd ? onExit(0) : Runtime.defaultTeardown(exit, onExit),
});

function exitCodeOf(error: unknown): number {
  if (error instanceof CommandRefused) return 1;
  if (error instanceof UsageError) return 2;
  if (error instanceof CliError.ShowHelp) return error.errors.length === 0 ? 0 : 2;
  return CliError.isCliError(error) ? 2 : 1;
}
