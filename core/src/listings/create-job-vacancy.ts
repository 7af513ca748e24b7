// createJobVacancy: the signed-in Business creates a vacancy, as a draft or published at once;
// appends `v1.JobVacancyCreated` and `v1.ChangesSaved`. Publishing needs a closing date that has not passed.
import { Effect } from "effect";
import type { JobVacancyFormValues } from "./job-vacancy-form.ts";
import { reportFailure } from "../program/report-failure.ts";
import { saveJobVacancy } from "./save-job-vacancy.ts";

export { JobVacancyForm as CreateJobVacancyInput } from "./job-vacancy-form.ts";
export type CreateJobVacancyInput = JobVacancyFormValues;

export const createJobVacancy = Effect.fn("commands.createJobVacancy")(function* (input: CreateJobVacancyInput) {
  return yield* saveJobVacancy(null, input);
}, reportFailure("commands.createJobVacancy"));
