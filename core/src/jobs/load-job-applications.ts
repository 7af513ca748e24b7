// loadJobApplications: the signed-in Talent's job applications in every status, newest first (withdrawn and decided
// ones, and vacancies closed since); appends `v1.QueryStarted`, then `v1.JobApplicationsLoaded`.
import { Effect } from "effect";
import { ApiClient, type CallOptions } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { reportFailure } from "../program/report-failure.ts";
import { JOB_APPLICATION_QUERIES } from "./events.ts";
import type { JobApplication } from "./job-application-records.ts";

export const loadJobApplications = Effect.fn(JOB_APPLICATION_QUERIES.jobApplications)(function* (options?: CallOptions) {
  const api = yield* ApiClient;
  const log = yield* EventLog;
  yield* log.append({ type: "v1.QueryStarted", payload: { query: JOB_APPLICATION_QUERIES.jobApplications } });
  const body = yield* api.portal((client) => client.GET("/talents/job-applications"), options);
  const applications: ReadonlyArray<JobApplication> = body.data;
  yield* log.append({ type: "v1.JobApplicationsLoaded", payload: { applications } });
  return applications;
}, reportFailure(JOB_APPLICATION_QUERIES.jobApplications));
