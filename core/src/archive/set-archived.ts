// setArchived: an officer or administrator sets an application's archive state (archived: true archives an approved
// one, false brings an archived one back), as the CLI's bulk archive and its undo do, one application a call.
// Unlike toggleArchive (./toggle-archive.ts), it says which state it wants, so a retried or repeated call changes
// nothing: the server answers the row as it is when it already has that state. No If-Match: the state asked for is
// the same whatever happened since, and the server decides under the stream's lock. Checked first with the
// signed-in staff's roles (mayArchive; refused: Forbidden, no call). Appends the toggle's own
// `v1.ApplicationArchiveToggled` (its payload is the row's state after the call, which is all the listing stores
// and the board fold), and no toast. Not approved (or not archived, to bring back): PermitRefused
// `application-not-approved`; unknown: NotFound.
import { Effect } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { initialStaffSessionState, staffSessionReducer } from "../staff/staff-session-store.ts";
import { Forbidden } from "../errors/errors.ts";
import { EventLog } from "../events/event-log.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";
import { mayArchive } from "./archive-rules.ts";
import { SetArchivedInput } from "./archive-inputs.ts";

const decode = decodeInput(SetArchivedInput);

export const setArchived = Effect.fn("commands.setArchived")(function* (input: SetArchivedInput) {
  const { applicationId, archived } = yield* decode(input);
  const log = yield* EventLog;
  // Only the session is folded (not the board or the listings): a bulk run calls this thousands of times.
  const session = log.snapshot().reduce(staffSessionReducer, initialStaffSessionState);
  if (session.status === "loggedIn" && session.staff !== null && !mayArchive(session.staff.roles)) return yield* new Forbidden({});
  const api = yield* ApiClient;
  const body = yield* api.backoffice((client) =>
    client.PUT("/expat-permits/{id}/archive", { params: { path: { id: applicationId }, query: { archived } } }),
  );
  const application = body.data;
  // No success toast: a bulk run would pile up thousands (and the toasts store would copy them on every one); the
  // run's caller says what was done, once.
  yield* log.append({ type: "v1.ApplicationArchiveToggled", payload: { archived: application.archivedAt !== null, application } });
  return application;
}, reportFailure("commands.setArchived"));
