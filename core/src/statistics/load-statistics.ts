// The four statistics of a date range (any staff member): the applications submitted by permit type and outcome,
// a workflow's steps over time, the turnaround in working days, and the moves between steps (with one
// application's journey when `applicationId` is given). Each checks its input first (a range whose two ends are
// given must be in order and at most three years long; the server fills in what is left out: the 30 days ending
// today, the default workflow), appends `v1.QueryStarted`, then its `...StatisticsLoaded` with the answer (whose
// `range` is the range answered).
import { Effect } from "effect";
import { ApiClient, type CallOptions } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";
import { STATISTICS_QUERIES } from "./client-events.ts";
import {
  LoadJourneyStatisticsInput,
  LoadStatisticsInput,
  LoadWorkflowStatisticsInput,
} from "./statistics-inputs.ts";

/** The query string: only what was given. */
export const statisticsQueryOf = <T extends Record<string, string | number | undefined>>(input: T): { [K in keyof T]?: Exclude<T[K], undefined> } =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as { [K in keyof T]?: Exclude<T[K], undefined> };

const decodeRange = decodeInput(LoadStatisticsInput);
const decodeWorkflow = decodeInput(LoadWorkflowStatisticsInput);
const decodeJourney = decodeInput(LoadJourneyStatisticsInput);

const started = (query: string) => EventLog.use((log) => log.append({ type: "v1.QueryStarted", payload: { query } }));

export const loadApplicationStatistics = Effect.fn(STATISTICS_QUERIES.applications)(function* (input: LoadStatisticsInput = {}, options?: CallOptions) {
  const { startDate, endDate, workflowId } = yield* decodeRange(input);
  yield* started(STATISTICS_QUERIES.applications);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const body = yield* api.backoffice(
    (client) => client.GET("/applications/statistics", { params: { query: statisticsQueryOf({ startDate, endDate, workflowId }) } }),
    options,
  );
  yield* log.append({ type: "v1.ApplicationStatisticsLoaded", payload: { statistics: body.data } });
  return body.data;
}, reportFailure(STATISTICS_QUERIES.applications));

export const loadWorkflowStatistics = Effect.fn(STATISTICS_QUERIES.workflow)(function* (input: LoadWorkflowStatisticsInput, options?: CallOptions) {
  const { startDate, endDate, workflowId } = yield* decodeWorkflow(input);
  yield* started(STATISTICS_QUERIES.workflow);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const body = yield* api.backoffice(
    (client) =>
      client.GET("/applications/workflows/{workflowId}/statistics", {
        params: { path: { workflowId }, query: statisticsQueryOf({ startDate, endDate }) },
      }),
    options,
  );
  yield* log.append({ type: "v1.WorkflowStatisticsLoaded", payload: { statistics: body.data } });
  return body.data;
}, reportFailure(STATISTICS_QUERIES.workflow));

export const loadTurnaroundStatistics = Effect.fn(STATISTICS_QUERIES.turnaround)(function* (input: LoadStatisticsInput = {}, options?: CallOptions) {
  const { startDate, endDate, workflowId } = yield* decodeRange(input);
  yield* started(STATISTICS_QUERIES.turnaround);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const body = yield* api.backoffice(
    (client) => client.GET("/turnaround-time/statistics", { params: { query: statisticsQueryOf({ startDate, endDate, workflowId }) } }),
    options,
  );
  yield* log.append({ type: "v1.TurnaroundStatisticsLoaded", payload: { statistics: body.data } });
  return body.data;
}, reportFailure(STATISTICS_QUERIES.turnaround));

export const loadJourneyStatistics = Effect.fn(STATISTICS_QUERIES.journey)(function* (input: LoadJourneyStatisticsInput = {}, options?: CallOptions) {
  const { startDate, endDate, workflowId, applicationId } = yield* decodeJourney(input);
  yield* started(STATISTICS_QUERIES.journey);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const body = yield* api.backoffice(
    (client) =>
      client.GET("/timeline-journey/statistics", { params: { query: statisticsQueryOf({ startDate, endDate, workflowId, applicationId }) } }),
    options,
  );
  yield* log.append({ type: "v1.JourneyStatisticsLoaded", payload: { statistics: body.data } });
  return body.data;
}, reportFailure(STATISTICS_QUERIES.journey));
