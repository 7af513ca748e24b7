// yieldPermitEditControl: the Business hands edit control of a submitted application back to staff with a comment
// ("Comment is required" before any call); appends `v1.ExpatPermitEditControlYielded` and `v1.ChangesSaved`.
import { Effect } from "effect";
import { EventLog } from "../events/event-log.ts";
import { changesSaved } from "../program/changes-saved.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";
import { ifMatch, readFormRecord, sendKeepingVerdict, versionToSend } from "./permit-calls.ts";
import { EditControlCommentForm } from "./permit-forms.ts";
import { decodeApplicationId, decodePermitType } from "./permit-inputs.ts";
import type { PermitType } from "./permit-types.ts";

const decodeComment = decodeInput(EditControlCommentForm);

export const yieldPermitEditControl = Effect.fn("commands.yieldPermitEditControl")(function* (
  permitType: PermitType,
  applicationId: string,
  comment: string,
) {
  const type = yield* decodePermitType(permitType);
  const id = yield* decodeApplicationId(applicationId);
  const form = yield* decodeComment({ comment });
  const version = yield* versionToSend(id, readFormRecord(type, id).pipe(Effect.map((record) => record.application.version)));
  const log = yield* EventLog;
  const body = yield* sendKeepingVerdict((client) =>
    client.POST("/expat-permits/applications/{id}/edit-controls/yields", {
      params: { path: { id }, header: ifMatch(version) },
      body: { comment: form.comment.trim() },
    }),
  );
  yield* log.append({ type: "v1.ExpatPermitEditControlYielded", payload: { record: body.data } }, changesSaved);
  return body.data;
}, reportFailure("commands.yieldPermitEditControl"));
