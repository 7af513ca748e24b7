// updateTalentProfileDetails: the signed-in Talent saves name, headline, summary, district, nationality,
// availability and years of experience; appends `v1.TalentProfileUpdated` and `v1.ChangesSaved`.
import { Effect } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { TalentProfileDetailsForm } from "./profile-forms.ts";
import { EventLog } from "../events/event-log.ts";
import { changesSaved } from "../program/changes-saved.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";

export const UpdateTalentProfileDetailsInput = TalentProfileDetailsForm;
export type UpdateTalentProfileDetailsInput = typeof TalentProfileDetailsForm.Type;

const decode = decodeInput(TalentProfileDetailsForm);

export const updateTalentProfileDetails = Effect.fn("commands.updateTalentProfileDetails")(function* (
  input: UpdateTalentProfileDetailsInput,
) {
  const details = yield* decode(input);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const body = yield* api.portal((client) => client.PUT("/talents/profile-details", { body: details }));
  yield* log.append({ type: "v1.TalentProfileUpdated", payload: { profile: body.data, section: "details" } }, changesSaved);
  return body.data;
}, reportFailure("commands.updateTalentProfileDetails"));
