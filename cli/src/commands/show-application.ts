// `ictm applications show ID`: one application as the board's side panel shows it (its step, business, edit
// control, final approval), with its persons and their decisions and its journey's visits. An archived one is read
// as the archived listing's panel reads it. The persons and the journey are extras: when either cannot be read, the
// rest is still shown.
import { Effect } from "effect";
import { Argument, Command } from "effect/cli";
import { loadArchivedApplication, loadBoardApplication, loadExpatPersonnel, loadJourneyStatistics, type BoardApplication } from "@ictm/core";
import { refuse, succeed } from "../output.ts";
import { describeApplication, type ApplicationDetails } from "./application-text.ts";
import { findApplication, type FoundApplication } from "./find-application.ts";
import { requireStaff, withCore, type Session } from "./shared.ts";

/** The panel's read: the board's, else (archived) the archived listing's. */
const readPanel = (session: Session, found: FoundApplication) =>
  Effect.gen(function* () {
    if (found.where !== "archived") {
      const onBoard = yield* Effect.promise(() => session.core.run(loadBoardApplication(found.workflowId, found.id)));
      if (onBoard.ok) return { application: onBoard.value, archived: false };
      if (onBoard.error._tag !== "NotFound") return yield* refuse(session, onBoard.error);
    }
    const archived = yield* Effect.promise(() => session.core.run(loadArchivedApplication(found.workflowId, found.id)));
    return archived.ok ? { application: archived.value, archived: true } : yield* refuse(session, archived.error);
  });

const extras = (session: Session, application: BoardApplication, found: FoundApplication) =>
  Effect.promise(async () => {
    const persons = await session.core.run(loadExpatPersonnel(application.applicationRecord.permitType.key, found.id));
    const journey = await session.core.run(loadJourneyStatistics({ applicationId: found.id, workflowId: found.workflowId }));
    return { persons: persons.ok ? persons.value : null, journey: journey.ok ? journey.value.journey : null };
  });

export const show = Command.make(
  "show",
  { application: Argument.String("application").pipe(Argument.withDescription("The application's id or reference")) },
  ({ application }) =>
    withCore((session) =>
      Effect.gen(function* () {
        yield* requireStaff(session);
        const found = yield* findApplication(session, application);
        const panel = yield* readPanel(session, found);
        const details: ApplicationDetails = { ...panel, ...(yield* extras(session, panel.application, found)) };
        yield* succeed(session, describeApplication(details), details);
      }),
    ),
).pipe(
  Command.withDescription("Show one application: its step, business, persons, final approval and journey"),
  Command.withExamples([
    { command: "ictm applications show LPA-2026-0007", description: "By reference" },
    { command: "ictm applications show 3b8f6c1e-2a4d-4e7f-9c10-5d6e7f8a9b0c --json", description: "By id, as JSON" },
  ]),
);
