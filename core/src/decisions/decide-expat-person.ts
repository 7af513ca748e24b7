// decideExpatPerson: staff who act in the application's current step (which allows `approve-persons`) approve or
// refuse one expatriate, with remarks; a later decision replaces the earlier. Appends `v1.ExpatPersonDecided` (the
// person, its approval record and the final approval's tally follow) and "Saved Successfully"; the decision moves
// the application's version on, so the panel's copy is read again quietly.
import { Effect, Schema } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { PermitTypeInput } from "../permits/permit-inputs.ts";
import { changesSaved } from "../program/changes-saved.ts";
import { RecordKey } from "../program/record-key.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";
import { refreshCard, tallyAfter } from "./decision-calls.ts";
import { PersonDecisionForm } from "./decision-forms.ts";

export const DecideExpatPersonInput = Schema.Struct({ permitType: PermitTypeInput, applicationId: RecordKey, ...PersonDecisionForm.fields });
export type DecideExpatPersonInput = typeof DecideExpatPersonInput.Type;

const decode = decodeInput(DecideExpatPersonInput);

export const decideExpatPerson = Effect.fn("commands.decideExpatPerson")(function* (input: DecideExpatPersonInput) {
  const { permitType: type, applicationId: id, personIndex, isApproved, remarks } = yield* decode(input);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const body = yield* api.backoffice((client) =>
    client.POST("/expat-permits/{type}/applications/{id}/expat-personnel/approval", {
      params: { path: { type, id } },
      body: { personIndex, isApproved, ...(remarks === undefined ? {} : { remarks: remarks.trim() }) },
    }),
  );
  const tally = yield* tallyAfter(id, body.data);
  yield* log.append({ type: "v1.ExpatPersonDecided", payload: { applicationId: id, person: body.data, tally } }, changesSaved);
  yield* refreshCard(id);
  return body.data;
}, reportFailure("commands.decideExpatPerson"));
