// The statistics' stores: the four statistics of the range last read (each part with its own load status and
// failure), the public holidays of the year last read, and the events of the application whose journey is replayed.
// A step's target changed by an administrator shows at once in the statistics that carry it (the workflow's steps,
// the turnaround's steps, the journey's visits with their over-target marks); a holiday saved or removed changes
// the list at once. Pure reducers; cleared when the staff session changes.
import type { StoreEvent } from "../events/client-event.ts";
import { defineStore } from "../stores/define-store.ts";
import type { LoadStatus } from "../stores/query-status.ts";
import { STATISTICS_PARTS, STATISTICS_QUERIES, type StatisticsPart } from "./client-events.ts";
import { isOverdue, type StatisticsRange } from "./statistics-rules.ts";
import type {
  ApplicationEvent,
  ApplicationStatistics,
  JourneyStatistics,
  PublicHolidayRecord,
  StepTarget,
  TurnaroundStatistics,
  WorkflowStatistics,
} from "./statistics-records.ts";

/** One part of the statistics: its answer (null until read), its load status and the failure's words. */
export interface StatisticsPartState<T> {
  readonly status: LoadStatus;
  readonly data: T | null;
  readonly error: string | null;
}

export interface StatisticsState {
  /** The range of the answer read last (any part); null until one is read. */
  readonly range: StatisticsRange | null;
  readonly applications: StatisticsPartState<ApplicationStatistics>;
  readonly workflow: StatisticsPartState<WorkflowStatistics>;
  readonly turnaround: StatisticsPartState<TurnaroundStatistics>;
  readonly journey: StatisticsPartState<JourneyStatistics>;
}

const idle = { status: "idle", data: null, error: null } as const;
export const initialStatisticsState: StatisticsState = { range: null, applications: idle, workflow: idle, turnaround: idle, journey: idle };

const QUERY_PARTS = new Map<string, StatisticsPart>(STATISTICS_PARTS.map((part) => [STATISTICS_QUERIES[part], part]));

const loaded = <T extends { readonly range: StatisticsRange }>(data: T): StatisticsPartState<T> => ({ status: "loaded", data, error: null });

export const statisticsReducer = (state: StatisticsState, event: StoreEvent): StatisticsState => {
  switch (event.type) {
    case "v1.ApplicationStatisticsLoaded":
      return { ...state, range: event.payload.statistics.range, applications: loaded(event.payload.statistics) };
    case "v1.WorkflowStatisticsLoaded":
      return { ...state, range: event.payload.statistics.range, workflow: loaded(event.payload.statistics) };
    case "v1.TurnaroundStatisticsLoaded":
      return { ...state, range: event.payload.statistics.range, turnaround: loaded(event.payload.statistics) };
    case "v1.JourneyStatisticsLoaded":
      return { ...state, range: event.payload.statistics.range, journey: loaded(event.payload.statistics) };
    case "v1.StepTargetChanged":
      return withTarget(state, event.payload.workflowId, event.payload.target);
    case "v1.QueryStarted": {
      const part = QUERY_PARTS.get(event.payload.query);
      return part === undefined ? state : { ...state, [part]: { ...state[part], status: "loading", error: null } };
    }
    case "v1.CommandFailed": {
      const part = QUERY_PARTS.get(event.payload.command);
      return part === undefined ? state : { ...state, [part]: { ...state[part], status: "failed", error: event.payload.message } };
    }
    case "v1.StaffSignedIn":
    case "v1.StaffSignedOut":
    case "v1.StaffSessionExpired":
      return initialStatisticsState;
    default:
      return state;
  }
};

const mapData = <T>(part: StatisticsPartState<T>, change: (data: T) => T): StatisticsPartState<T> =>
  part.data === null ? part : { ...part, data: change(part.data) };

/** The step's new target in every part of that workflow that carries it. */
const withTarget = (state: StatisticsState, workflowId: string, target: StepTarget): StatisticsState => {
  const { key, targetWorkingDays } = target;
  const ofWorkflow = (data: { readonly workflowId: string }) => data.workflowId === workflowId;
  return {
    ...state,
    workflow: mapData(state.workflow, (data) =>
      ofWorkflow(data) ? { ...data, steps: data.steps.map((step) => (step.key === key ? { ...step, targetWorkingDays } : step)) } : data,
    ),
    turnaround: mapData(state.turnaround, (data) =>
      ofWorkflow(data) ? { ...data, steps: data.steps.map((step) => (step.key === key ? { ...step, targetWorkingDays } : step)) } : data,
    ),
    journey: mapData(state.journey, (data) =>
      ofWorkflow(data) && data.journey !== null
        ? {
            ...data,
            journey: {
              ...data.journey,
              visits: data.journey.visits.map((visit) =>
                visit.step === key ? { ...visit, targetWorkingDays, overTarget: isOverdue(visit.workingDays, targetWorkingDays) } : visit,
              ),
            },
          }
        : data,
    ),
  };
};

export const statisticsStore = defineStore("statistics", initialStatisticsState, statisticsReducer);

export interface PublicHolidaysState {
  readonly status: LoadStatus;
  /** The year listed; null for every year. */
  readonly year: number | null;
  /** By date. */
  readonly holidays: ReadonlyArray<PublicHolidayRecord>;
  readonly error: string | null;
}

export const initialPublicHolidaysState: PublicHolidaysState = { status: "idle", year: null, holidays: [], error: null };

const inYear = (date: string, year: number | null): boolean => year === null || date.startsWith(`${year}-`);

export const publicHolidaysReducer = (state: PublicHolidaysState, event: StoreEvent): PublicHolidaysState => {
  switch (event.type) {
    case "v1.PublicHolidaysLoaded":
      return { status: "loaded", year: event.payload.year, holidays: event.payload.holidays, error: null };
    case "v1.PublicHolidaySaved": {
      const { holiday } = event.payload;
      if (state.status !== "loaded" || !inYear(holiday.date, state.year)) return state;
      const others = state.holidays.filter((candidate) => candidate.date !== holiday.date);
      return { ...state, holidays: [...others, holiday].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)) };
    }
    case "v1.PublicHolidayDeleted": {
      const holidays = state.holidays.filter((holiday) => holiday.date !== event.payload.date);
      return holidays.length === state.holidays.length ? state : { ...state, holidays };
    }
    case "v1.QueryStarted":
      return event.payload.query === STATISTICS_QUERIES.publicHolidays ? { ...state, status: "loading", error: null } : state;
    case "v1.CommandFailed":
      return event.payload.command === STATISTICS_QUERIES.publicHolidays ? { ...state, status: "failed", error: event.payload.message } : state;
    case "v1.StaffSignedIn":
    case "v1.StaffSignedOut":
    case "v1.StaffSessionExpired":
      return initialPublicHolidaysState;
    default:
      return state;
  }
};

export const publicHolidaysStore = defineStore("publicHolidays", initialPublicHolidaysState, publicHolidaysReducer);

export interface JourneyReplayState {
  readonly status: LoadStatus;
  /** The application whose events these are; null until read. */
  readonly applicationId: string | null;
  /** Its events in version order (replayFrames turns them into frames). */
  readonly events: ReadonlyArray<ApplicationEvent>;
  readonly error: string | null;
}

export const initialJourneyReplayState: JourneyReplayState = { status: "idle", applicationId: null, events: [], error: null };

export const journeyReplayReducer = (state: JourneyReplayState, event: StoreEvent): JourneyReplayState => {
  switch (event.type) {
    case "v1.ApplicationEventsLoaded":
      return { status: "loaded", applicationId: event.payload.applicationId, events: event.payload.events, error: null };
    case "v1.QueryStarted":
      return event.payload.query === STATISTICS_QUERIES.applicationEvents ? { ...state, status: "loading", error: null } : state;
    case "v1.CommandFailed":
      return event.payload.command === STATISTICS_QUERIES.applicationEvents ? { ...state, status: "failed", error: event.payload.message } : state;
    case "v1.StaffSignedIn":
    case "v1.StaffSignedOut":
    case "v1.StaffSessionExpired":
      return initialJourneyReplayState;
    default:
      return state;
  }
};

export const journeyReplayStore = defineStore("journeyReplay", initialJourneyReplayState, journeyReplayReducer);
