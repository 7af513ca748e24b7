// removeProfilePicture: the signed-in Talent removes the profile picture (the initials show instead); appends
// `v1.ProfilePictureRemoved` (the header and the profile drop it) and `v1.ChangesSaved` saying so.
import { Effect } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { SAVED_DETAILS, changesSavedWith } from "../program/changes-saved.ts";
import { reportFailure } from "../program/report-failure.ts";

/** The toast's detail line under "Saved Successfully". */
/** What the toast adds under "Saved Successfully". */
export const PICTURE_REMOVED = SAVED_DETAILS.pictureRemoved;

export const removeProfilePicture = Effect.fn("commands.removeProfilePicture")(function* () {
  const api = yield* ApiClient;
  const log = yield* EventLog;
  // The answer is 204 with no body: taken as done when it succeeds.
  yield* api.portal((client) =>
    client.DELETE("/talents/profile-pictures").then((result) => (result.response.ok ? { ...result, data: { removed: true } } : result)),
  );
  yield* log.append({ type: "v1.ProfilePictureRemoved", payload: {} }, changesSavedWith(PICTURE_REMOVED));
}, reportFailure("commands.removeProfilePicture"));
