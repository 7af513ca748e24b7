// The steps the decisions' commands share: re-reading the board's copy of an application whose card a decision
// changed, telling the chief page that its link is closed, and the tally of decided people. Not commands themselves:
// they append what they read and leave reporting to the command that runs them.
import { Effect } from "effect";
import { knownNow, readBoardApplication } from "../board/board-calls.ts";
import { ChiefLinkClosed } from "../errors/decisions.ts";
import type { CoreError } from "../errors/errors.ts";
import { EventLog } from "../events/event-log.ts";
import type { ExpatPerson, PersonTally } from "./decision-records.ts";
import { expatPersonnelReducer, initialExpatPersonnelState } from "./expat-personnel-stores.ts";

/**
 * After a decision that is not an aside fact (a person decided, final approval set or reset): the application's
 * version moved on and its card shows the final approval's date and remarks. The panel's copy (and with it the
 * card) is read again, quietly, when the panel shows that application; nothing is lost when this read fails.
 */
export const refreshCard = (applicationId: string) =>
  Effect.gen(function* () {
    const known = yield* knownNow(null);
    if (known.workflowId === null || !known.isOpen(applicationId)) return;
    yield* readBoardApplication(known.workflowId, applicationId, { silent: true }).pipe(Effect.ignore);
  });

/**
 * A chief-evaluator link that does not open the form: appends `v1.ChiefLinkFoundClosed` (the page shows why instead
 * of the form) and fails silently, since the page itself says it; any other failure passes unchanged.
 */
export const whenLinkClosed =
  (applicationId: string) =>
  <A, R>(self: Effect.Effect<A, CoreError, R>): Effect.Effect<A, CoreError, R | EventLog> =>
    self.pipe(
      Effect.catchTag("ChiefLinkClosed", (closed: ChiefLinkClosed) =>
        Effect.gen(function* () {
          const log = yield* EventLog;
          yield* log.append({ type: "v1.ChiefLinkFoundClosed", payload: { applicationId, kind: closed.kind, message: closed.message } });
          return yield* new ChiefLinkClosed({ kind: closed.kind, message: closed.message, silent: true });
        }),
      ),
    );

/** The application's counts once `person` is decided, when the personnel list the stores hold is that application's. */
export const tallyAfter = (applicationId: string, person: ExpatPerson) =>
  EventLog.use((log) =>
    Effect.sync((): PersonTally | null => {
      const state = log.snapshot().reduce(expatPersonnelReducer, initialExpatPersonnelState);
      if (state.applicationId !== applicationId) return null;
      const persons = state.persons.map((item) => (item.index === person.index ? person : item));
      return { total: persons.length, decided: persons.filter((item) => item.decided).length, approved: persons.filter((item) => item.isApproved).length };
    }),
  );
