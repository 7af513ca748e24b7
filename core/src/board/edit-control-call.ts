// What giving and taking edit control share: the input (the application, its current status step and a comment
// that says why), the version sent as If-Match (the one the panel or the board last showed; read now otherwise),
// and the events that follow the server's answer. Not a command itself: ./give-edit-control.ts and
// ./take-edit-control.ts are.
import { Effect, Schema } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { VersionRequired } from "../errors/errors.ts";
import { EventLog } from "../events/event-log.ts";
import { ifMatch } from "../permits/permit-calls.ts";
import { RecordKey } from "../program/record-key.ts";
import { decodeInput } from "../program/report-failure.ts";
import { knownNow } from "./board-calls.ts";
import { StaffCommentForm } from "./board-forms.ts";
import { BOARD_TEXTS } from "./board-texts.ts";

export const EditControlInput = Schema.Struct({ applicationId: RecordKey, statusStepId: RecordKey, ...StaffCommentForm.fields });
export type EditControlInput = typeof EditControlInput.Type;

const decode = decodeInput(EditControlInput);
const path = "/expat-permits/applications/workflows/status-steps/{stepId}/user-given-edit-controls" as const;

export const changeEditControl = Effect.fnUntraced(function* (given: boolean, input: EditControlInput) {
  const { applicationId, statusStepId, comment } = yield* decode(input);
  const known = yield* knownNow(null);
  // The panel always loads the application first; without a version the server would answer 428 anyway.
  const version = known.versionOf(applicationId);
  if (version === undefined) return yield* new VersionRequired({});
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const init = { params: { path: { stepId: statusStepId }, header: ifMatch(version) }, body: { comment: comment.trim() } };
  const body = yield* api.backoffice((client) => (given ? client.POST(path, init) : client.DELETE(path, init)));
  yield* log.append(
    { type: "v1.BoardEditControlChanged", payload: { given, application: body.data } },
    { type: "v1.ChangesSaved", payload: { message: given ? BOARD_TEXTS.editControlGiven : BOARD_TEXTS.editControlTakenBack } },
  );
  return body.data;
});
