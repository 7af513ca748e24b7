// loadJobApplicants: one page of a vacancy's applicants for its Business (10 a page unless asked otherwise), newest
// application first, narrowed to the filter's statuses, with the counts by status; appends `v1.QueryStarted`, then
// `v1.JobApplicantsLoaded` with the filter the page holds. Feeds `jobApplicants`.
import { Effect } from "effect";
import { ApiClient, type CallOptions } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { RecordKey } from "../program/record-key.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";
import { applicantsCallQueryOf, normalizeApplicantsFilter, type ApplicantsFilter } from "./applicants-address.ts";
import { JOB_APPLICATION_QUERIES } from "./events.ts";
import type { JobApplicantPage } from "./job-application-records.ts";

const decodeKey = decodeInput(RecordKey);

export const loadJobApplicants = Effect.fn(JOB_APPLICATION_QUERIES.jobApplicants)(function* (
  vacancyId: string,
  filter: Partial<ApplicantsFilter> = {},
  options?: CallOptions,
) {
  const key = yield* decodeKey(vacancyId);
  const asked = normalizeApplicantsFilter(filter);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  yield* log.append({ type: "v1.QueryStarted", payload: { query: JOB_APPLICATION_QUERIES.jobApplicants } });
  const query = applicantsCallQueryOf(asked);
  const body = yield* api.portal(
    (client) => client.GET("/businesses/job-vacancies/{id}/applicants", { params: { path: { id: key }, query } }),
    options,
  );
  const page: JobApplicantPage = body.data;
  // The server caps the page size: the filter is what the page holds.
  yield* log.append({ type: "v1.JobApplicantsLoaded", payload: { vacancyId: key, filter: { ...asked, pageSize: page.pageSize }, page } });
  return page;
}, reportFailure(JOB_APPLICATION_QUERIES.jobApplicants));
