// updateSignatory: an administrator changes a signatory's name, title or active state (letters already signed keep
// what they were signed with; an inactive signatory signs no new letter). Appends `v1.SignatorySaved` (change
// "updated") and "Saved Successfully"; an unknown signatory: NotFound.
import { Effect } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { changesSaved } from "../program/changes-saved.ts";
import { decodeRecordKey } from "../board/board-inputs.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";
import { signatoryBody } from "./create-signatory.ts";
import { SignatoryForm, type SignatoryValues } from "./signature-forms.ts";

const decode = decodeInput(SignatoryForm);

export const updateSignatory = Effect.fn("commands.updateSignatory")(function* (signatoryId: string, values: SignatoryValues) {
  const id = yield* decodeRecordKey(signatoryId);
  const body = signatoryBody(yield* decode(values));
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const answer = yield* api.backoffice((client) =>
    client.PUT("/signatures/signatories/{signatoryId}", { params: { path: { signatoryId: id } }, body }),
  );
  yield* log.append({ type: "v1.SignatorySaved", payload: { change: "updated", signatory: answer.data } }, changesSaved);
  return answer.data;
}, reportFailure("commands.updateSignatory"));
