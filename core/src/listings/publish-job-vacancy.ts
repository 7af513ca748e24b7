// publishJobVacancy: publishes one of the Business's vacancies as it stands on the server (a draft, or a closed
// one to reopen); refused with MESSAGES.closingDatePassed before any change. Appends `v1.JobVacancyUpdated`.
import { Effect } from "effect";
import { jobVacancyInputOf } from "./job-vacancy-form.ts";
import { RecordKey } from "../program/record-key.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";
import { currentJobVacancy, saveJobVacancy } from "./save-job-vacancy.ts";
import { SAVED_DETAILS } from "../program/changes-saved.ts";

const decodeKey = decodeInput(RecordKey);

export const publishJobVacancy = Effect.fn("commands.publishJobVacancy")(function* (key: string) {
  const id = yield* decodeKey(key);
  const vacancy = yield* currentJobVacancy(id);
  return yield* saveJobVacancy(id, { ...jobVacancyInputOf(vacancy), status: "published" }, SAVED_DETAILS.vacancyPublished);
}, reportFailure("commands.publishJobVacancy"));
