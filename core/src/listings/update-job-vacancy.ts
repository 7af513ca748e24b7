// updateJobVacancy: the signed-in Business changes one of its vacancies, its status included (a closed one
// reopens by publishing it with a closing date that has not passed); appends `v1.JobVacancyUpdated`, `v1.ChangesSaved`.
import { Effect } from "effect";
import type { JobVacancyFormValues } from "./job-vacancy-form.ts";
import { RecordKey } from "../program/record-key.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";
import { saveJobVacancy } from "./save-job-vacancy.ts";

export type UpdateJobVacancyInput = JobVacancyFormValues;

const decodeKey = decodeInput(RecordKey);

export const updateJobVacancy = Effect.fn("commands.updateJobVacancy")(function* (key: string, input: UpdateJobVacancyInput) {
  const id = yield* decodeKey(key);
  return yield* saveJobVacancy(id, input);
}, reportFailure("commands.updateJobVacancy"));
