// `ictm scenario run FILE… [--junit FILE]`: QA's headless workflow scenarios (YAML, see cli/src/scenario/) run
// against the root's --base-url, each actor on a core of its own. A line per step as it ends, a summary, JUnit XML
// for a CI system, and exit code 1 when any expectation failed (the summary names the step, the expectation and
// what happened); 2 when a file cannot be read or is no scenario. `--mail-folder` (the server's outbox folder) lets
// a scenario sign a new Business up and open its activation mail (../scenario/mail-folder.ts).
import { readFile } from "node:fs/promises";
import { randomBytes } from "node:crypto";
import { resolve } from "node:path";
import { Console, Effect, Option, Schema } from "effect";
import { Argument, Command, Flag } from "effect/cli";
import { parse } from "yaml";
import { CommandRefused, misuse } from "../output.ts";
import { runScenario, type ScenarioReport } from "../scenario/run-scenario.ts";
import { counts, stepLines, summary, writeJunit } from "../scenario/scenario-report.ts";
import { Scenario } from "../scenario/scenario-schema.ts";
import { root } from "./shared.ts";

/** A run's id: a time and a few random letters, put into e-mails and names so every run's data is its own. */
const newRunId = (): string => `${new Date().toISOString().slice(0, 19).replace(/\D/g, "")}${randomBytes(2).toString("hex")}`;

const decodeScenario = Schema.decodeUnknownEffect(Scenario);

const load = (file: string) =>
  Effect.tryPromise(() => readFile(file, "utf8")).pipe(
    Effect.flatMap((source) => Effect.try(() => parse(source) as unknown)),
    Effect.flatMap((document) => decodeScenario(document)),
    Effect.mapError((error) => `${file} is no scenario: ${error instanceof Error ? error.message : String(error)}`),
  );

const run = Command.make(
  "run",
  {
    files: Argument.String("file").pipe(Argument.withDescription("A scenario file (YAML)"), Argument.atLeast(1)),
    junit: Flag.String("junit").pipe(Flag.withDescription("Also write the results as JUnit XML to this file"), Flag.optional),
    runId: Flag.String("run-id").pipe(Flag.withDescription("The run's id in unique data (${run}); a new one by default"), Flag.optional),
    mailFolder: Flag.String("mail-folder").pipe(
      Flag.withDescription("The server's outbox folder, where `activate` steps read the activation mail (default: ICTM_SCENARIO_MAIL_FOLDER)"),
      Flag.optional,
    ),
  },
  (flags) =>
    Effect.gen(function* () {
      const { baseUrl: given, json } = yield* root;
      const output = { json };
      const baseUrl = given.replace(/\/+$/, "");
      const runId = Option.getOrElse(flags.runId, newRunId);
      const mailFolder = Option.getOrUndefined(Option.orElse(flags.mailFolder, () => Option.fromNullishOr(process.env["ICTM_SCENARIO_MAIL_FOLDER"] || undefined)));
      const scenarios: Array<{ file: string; scenario: Scenario }> = [];
      for (const file of flags.files) {
        const loaded = yield* load(resolve(file)).pipe(Effect.catch((message) => misuse(output, message)));
        scenarios.push({ file: resolve(file), scenario: loaded });
      }
      if (!json) yield* Console.log(`Run ${runId} against ${baseUrl}`);
      const reports: ScenarioReport[] = [];
      for (const { file, scenario } of scenarios) {
        if (!json) yield* Console.log(`\n${scenario.name} (${file})`);
        const report = yield* Effect.promise(() =>
          runScenario(scenario, { baseUrl, runId, file, mailFolder: mailFolder === undefined ? undefined : resolve(mailFolder), onStep: (step) => (json ? undefined : console.log(stepLines(step))) }),
        );
        reports.push(report);
      }
      if (Option.isSome(flags.junit)) writeJunit(reports, resolve(flags.junit.value));
      const total = counts(reports);
      yield* json ? Console.log(JSON.stringify({ data: { runId, baseUrl, ...total, reports } }, null, 2)) : Console.log(`\n${summary(reports)}`);
      if (total.failed > 0) return yield* new CommandRefused({ message: `${total.failed} step(s) failed.` });
    }),
).pipe(
  Command.withDescription("Run headless workflow scenarios (YAML) against the server: a line per step, a summary, JUnit XML"),
  Command.withExamples([
    { command: "ictm scenario run tests/scenarios/*.yaml", description: "Every shipped scenario against the local server" },
    { command: "ictm --base-url https://staging.ictm.bn scenario run tests/scenarios/refused-move.yaml --junit results.xml", description: "One scenario against staging, with a JUnit report" },
  ]),
);

export const scenario = Command.make("scenario").pipe(
  Command.withDescription("QA's headless workflow scenarios: run them against a server"),
  Command.withSubcommands([run]),
);
