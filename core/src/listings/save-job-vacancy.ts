// The steps creating, changing, publishing and closing a vacancy share: decode as of today (Brunei, by the
// Clock), send, and append what the server stored. Not a command itself: the commands name the failure.
import { Effect } from "effect";
import { ApiClient } from "../api/api-client.ts";
import type { JobVacancy } from "../model.ts";
import { bruneiToday } from "./today.ts";
import { jobVacancyFormOn } from "./job-vacancy-form.ts";
import { EventLog } from "../events/event-log.ts";
import { changesSaved, changesSavedWith } from "../program/changes-saved.ts";
import { decodeInput } from "../program/report-failure.ts";

/**
 * POST a new vacancy (key null) or PUT the one of `key`; publishing with a passed closing date is refused first.
 * `detail` says what the save did on the success toast ("Vacancy published").
 */
export const saveJobVacancy = Effect.fnUntraced(function* (key: string | null, input: unknown, detail?: string) {
  const today = yield* bruneiToday;
  const vacancy = yield* decodeInput(jobVacancyFormOn(today))(input);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  if (key === null) {
    const body = yield* api.portal((client) => client.POST("/businesses/job-vacancies", { body: vacancy }));
    yield* log.append({ type: "v1.JobVacancyCreated", payload: { vacancy: body.data } }, detail === undefined ? changesSaved : changesSavedWith(detail));
    return body.data;
  }
  const params = { path: { id: key } };
  const body = yield* api.portal((client) => client.PUT("/businesses/job-vacancies/{id}", { params, body: vacancy }));
  yield* log.append({ type: "v1.JobVacancyUpdated", payload: { vacancy: body.data } }, detail === undefined ? changesSaved : changesSavedWith(detail));
  return body.data;
});

/** The vacancy as the server has it now (its own Business sees drafts and closed ones too). */
export const currentJobVacancy = Effect.fnUntraced(function* (key: string) {
  const api = yield* ApiClient;
  const body = yield* api.portal((client) => client.GET("/job-vacancies/{id}", { params: { path: { id: key } } }));
  const vacancy: JobVacancy = body.data;
  return vacancy;
});
