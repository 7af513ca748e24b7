// setArchivedInBulk: an officer or administrator sets the archive state of up to 500 applications in one call, as
// the CLI's bulk archive and its undo do a chunk at a time (setArchived, one a call, made a 10,000 run take minutes).
// The server decides each as setArchived's call would, in one transaction, and answers each one's outcome in the
// order given: changed, unchanged (already so) or refused (its problem kind and message); one refusal never fails
// the call. Each application answered with its row appends setArchived's own `v1.ApplicationArchiveToggled`, so the
// listing stores and the board follow exactly as they do one at a time; all in one append. The signed-in staff's
// roles are checked once a call (mayArchive; refused: Forbidden, no call), from one fold of the session, never one
// a item.
import { Effect } from "effect";
import type { components } from "@ictm/openapi/backoffice.ts";
import { ApiClient } from "../api/api-client.ts";
import { Forbidden } from "../errors/errors.ts";
import { EventLog } from "../events/event-log.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";
import { initialStaffSessionState, staffSessionReducer } from "../staff/staff-session-store.ts";
import { mayArchive } from "./archive-rules.ts";
import { SetArchivedInBulkInput } from "./archive-inputs.ts";

/** One application's outcome: `application` is its row after the call (null when refused, with `problem` and `message`). */
export type ArchiveBatchResult = components["schemas"]["ArchiveBatchResult"];

const decode = decodeInput(SetArchivedInBulkInput);

export const setArchivedInBulk = Effect.fn("commands.setArchivedInBulk")(function* (input: SetArchivedInBulkInput) {
  const { applicationIds, archived } = yield* decode(input);
  const log = yield* EventLog;
  const session = log.snapshot().reduce(staffSessionReducer, initialStaffSessionState);
  if (session.status === "loggedIn" && session.staff !== null && !mayArchive(session.staff.roles)) return yield* new Forbidden({});
  const api = yield* ApiClient;
  const body = yield* api.backoffice((client) => client.POST("/expat-permits/archive-batches", { body: { applicationIds: [...applicationIds], archived } }));
  const results = body.data.results;
  // No toast, as setArchived: the run's caller says what was done, once.
  const toggled = results.flatMap((result) =>
    result.application === null ? [] : [{ type: "v1.ApplicationArchiveToggled" as const, payload: { archived: result.application.archivedAt !== null, application: result.application } }],
  );
  if (toggled.length > 0) yield* log.append(...toggled);
  return results;
}, reportFailure("commands.setArchivedInBulk"));
