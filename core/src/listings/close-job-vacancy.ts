// closeJobVacancy: closes one of the Business's vacancies as it stands on the server, so it takes no more
// applications (it can be reopened by publishing it). Appends `v1.JobVacancyUpdated` and `v1.ChangesSaved`.
import { Effect } from "effect";
import { jobVacancyInputOf } from "./job-vacancy-form.ts";
import { RecordKey } from "../program/record-key.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";
import { currentJobVacancy, saveJobVacancy } from "./save-job-vacancy.ts";
import { SAVED_DETAILS } from "../program/changes-saved.ts";

const decodeKey = decodeInput(RecordKey);

export const closeJobVacancy = Effect.fn("commands.closeJobVacancy")(function* (key: string) {
  const id = yield* decodeKey(key);
  const vacancy = yield* currentJobVacancy(id);
  return yield* saveJobVacancy(id, { ...jobVacancyInputOf(vacancy), status: "closed" }, SAVED_DETAILS.vacancyClosed);
}, reportFailure("commands.closeJobVacancy"));
