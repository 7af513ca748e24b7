// toggleArchive: an officer or administrator archives an approved application or brings an archived one back (one
// call, spec §4). Checked first with the signed-in staff's roles (mayArchive; refused: Forbidden, no call); sent at
// the version the stores last saw (a listing's row, else the panel's application) when they saw one. The server
// answers the row after the toggle; appends `v1.ApplicationArchiveToggled` (the row leaves the listing it was in
// and, archived, the board, with no reload) and a success toast naming its reference. Not approved: PermitRefused
// `application-not-approved`; unknown: NotFound; changed since (StaleVersion): the listings showing it are read
// again, quietly, so a second try has the new version. The pure decider is ./archive.ts's.
import { Effect } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { knownNow } from "../board/board-calls.ts";
import { decodeRecordKey } from "../board/board-inputs.ts";
import { Forbidden, type CoreError } from "../errors/errors.ts";
import { EventLog } from "../events/event-log.ts";
import { ifMatch } from "../permits/permit-calls.ts";
import { reportFailure } from "../program/report-failure.ts";
import { mayArchive, type ListingKind } from "./archive-rules.ts";
import { ARCHIVE_TEXTS } from "./archive-texts.ts";
import { knownListingsNow, listedVersionOf, listingsShowing, type KnownListings } from "./known-listings.ts";
import { loadApprovedApplications, loadArchivedApplications } from "./load-listing.ts";

export const toggleArchive = Effect.fn("commands.toggleArchive")(function* (applicationId: string) {
  const id = yield* decodeRecordKey(applicationId);
  const board = yield* knownNow(null);
  if (board.roles !== null && !mayArchive(board.roles)) return yield* new Forbidden({});
  const listings = yield* knownListingsNow;
  const version = listedVersionOf(listings, id) ?? board.versionOf(id);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const body = yield* api
    .backoffice((client) =>
      client.PUT("/expat-permits/{id}/archive", { params: { path: { id }, header: version === undefined ? {} : ifMatch(version) } }),
    )
    .pipe(Effect.tapError((error: CoreError) => (error._tag === "StaleVersion" ? readAgain(listings, id) : Effect.void)));
  const application = body.data;
  const archived = application.archivedAt !== null;
  yield* log.append(
    { type: "v1.ApplicationArchiveToggled", payload: { archived, application } },
    { type: "v1.ChangesSaved", payload: { message: archived ? ARCHIVE_TEXTS.archived(application.reference) : ARCHIVE_TEXTS.unarchived(application.reference) } },
  );
  return application;
}, reportFailure("commands.toggleArchive"));

const LOADS = { approved: loadApprovedApplications, archived: loadArchivedApplications } as const;

/** Reads again, quietly and with their filters, the listings whose page shows the application. */
const readAgain = (listings: KnownListings, applicationId: string) =>
  Effect.forEach(listingsShowing(listings, applicationId), (kind: ListingKind) => LOADS[kind](listings[kind].filter, { silent: true }).pipe(Effect.ignore), {
    discard: true,
  });
