// updateTalentResume: the signed-in Talent saves the whole resume (education, work, skills, certifications,
// languages); appends `v1.TalentProfileUpdated` and `v1.ChangesSaved`. Entries are checked by their own forms.
import { Effect } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { TalentResumeForm } from "./resume-forms.ts";
import { EventLog } from "../events/event-log.ts";
import { changesSaved } from "../program/changes-saved.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";

export const UpdateTalentResumeInput = TalentResumeForm;
export type UpdateTalentResumeInput = typeof TalentResumeForm.Type;

const decode = decodeInput(TalentResumeForm);

export const updateTalentResume = Effect.fn("commands.updateTalentResume")(function* (input: UpdateTalentResumeInput) {
  const resume = yield* decode(input);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const body = yield* api.portal((client) => client.PUT("/talents/resume-details", { body: resume }));
  yield* log.append({ type: "v1.TalentProfileUpdated", payload: { profile: body.data, section: "resume" } }, changesSaved);
  return body.data;
}, reportFailure("commands.updateTalentResume"));
