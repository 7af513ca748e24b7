// `ictm audit`: staff check the server's records from a terminal. `ictm audit verify` has the server recompute
// the hash chain of every event stream: exit 0 when intact, 1 when broken (each break listed). Needs a
// back-office session (`ictm login --as staff`).
import { Console, Effect } from "effect";
import { Command } from "effect/cli";
import { verifyEventChain, type EventChainReport } from "@ictm/core";
import { CommandRefused } from "../output.ts";
import { requireStaff, withCore } from "./shared.ts";


const checked = (report: EventChainReport) => `${report.events} event(s) in ${report.streams} stream(s)`;

export const describeReport = (report: EventChainReport): string =>
  report.broken.length === 0
    ? `The event log is intact: ${checked(report)} checked, every hash chain holds.`
    : [
        `THE EVENT LOG HAS BEEN TAMPERED WITH: the hash chain breaks in ${report.broken.length} place(s) (${checked(report)} checked).`,
        ...report.broken.map((link) => `  ${link.stream} version ${link.version}: ${link.reason}`),
      ].join("\n");

const verify = Command.make("verify", {}, () =>
  withCore((session) =>
    Effect.gen(function* () {
      yield* requireStaff(session);
      const report = yield* session.run(verifyEventChain());
      const text = session.json ? JSON.stringify({ data: report }, null, 2) : describeReport(report);
      if (report.broken.length === 0) return yield* Console.log(text);
      yield* session.json ? Console.log(text) : Console.error(text);
      return yield* new CommandRefused({ message: `The hash chain breaks in ${report.broken.length} place(s).` });
    }),
  ),
).pipe(
  Command.withDescription("Check the tamper-evident hash chain of the server's event log (exit 1 when broken)"),
  Command.withExamples([{ command: "ictm audit verify --json", description: "The report as JSON" }]),
);

export const audit = Command.make("audit").pipe(
  Command.withDescription("Staff checks of the server's records: the event log's hash chain"),
  Command.withSubcommands([verify]),
);
