// updatePrivacySettings: the signed-in Talent decides who sees the profile, contact details and resume, and
// which businesses never do; appends `v1.TalentProfileUpdated` and `v1.ChangesSaved`.
import { Effect } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { PrivacySettingsForm } from "./profile-forms.ts";
import { EventLog } from "../events/event-log.ts";
import { changesSaved } from "../program/changes-saved.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";

export const UpdatePrivacySettingsInput = PrivacySettingsForm;
export type UpdatePrivacySettingsInput = typeof PrivacySettingsForm.Type;

const decode = decodeInput(PrivacySettingsForm);

export const updatePrivacySettings = Effect.fn("commands.updatePrivacySettings")(function* (input: UpdatePrivacySettingsInput) {
  const settings = yield* decode(input);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const body = yield* api.portal((client) => client.POST("/talents/privacy-settings", { body: settings }));
  yield* log.append({ type: "v1.TalentProfileUpdated", payload: { profile: body.data, section: "privacy" } }, changesSaved);
  return body.data;
}, reportFailure("commands.updatePrivacySettings"));
