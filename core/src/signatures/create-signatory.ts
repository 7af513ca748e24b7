// createSignatory: an administrator adds a signatory (name and title trimmed, active or not); the server gives it
// the next number, which tokens carry. Its signature image is uploaded afterwards (uploadSignatoryImage). Appends
// `v1.SignatorySaved` (change "created") and "Saved Successfully".
import { Effect } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { changesSaved } from "../program/changes-saved.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";
import { SignatoryForm, type SignatoryValues } from "./signature-forms.ts";

const decode = decodeInput(SignatoryForm);

/** The body the contract takes: the form's values, trimmed. */
export const signatoryBody = ({ name, title, isActive }: SignatoryValues) => ({ name: name.trim(), title: title.trim(), isActive });

export const createSignatory = Effect.fn("commands.createSignatory")(function* (values: SignatoryValues) {
  const body = signatoryBody(yield* decode(values));
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const answer = yield* api.backoffice((client) => client.POST("/signatures/signatories", { body }));
  yield* log.append({ type: "v1.SignatorySaved", payload: { change: "created", signatory: answer.data } }, changesSaved);
  return answer.data;
}, reportFailure("commands.createSignatory"));
