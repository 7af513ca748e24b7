// updateBusinessProfile: the signed-in Business saves its profile (not the registration number, which only a
// verification request changes); appends `v1.BusinessProfileUpdated` and `v1.ChangesSaved`.
import { Effect } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { BusinessProfileForm } from "./business-profile-form.ts";
import { EventLog } from "../events/event-log.ts";
import { changesSaved } from "../program/changes-saved.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";

export const UpdateBusinessProfileInput = BusinessProfileForm;
export type UpdateBusinessProfileInput = typeof BusinessProfileForm.Type;

const decode = decodeInput(BusinessProfileForm);

export const updateBusinessProfile = Effect.fn("commands.updateBusinessProfile")(function* (input: UpdateBusinessProfileInput) {
  const profile = yield* decode(input);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const body = yield* api.portal((client) => client.PUT("/businesses/profiles", { body: profile }));
  yield* log.append({ type: "v1.BusinessProfileUpdated", payload: { profile: body.data } }, changesSaved);
  return body.data;
}, reportFailure("commands.updateBusinessProfile"));
