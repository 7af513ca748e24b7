// The signed-in Talent's saved jobs: the vacancies as last loaded, and the set of saved keys, so any job list
// can show "saved". A pure reducer; cleared when the member session ends (its clearOn).
import type { JobVacancy } from "../model.ts";
import type { StoreEvent } from "../events/client-event.ts";
import { QUERIES } from "../program/events.ts";
import { trackQuery } from "../stores/query-status.ts";
import type { LoadStatus } from "../stores/query-status.ts";
import { defineStore } from "../stores/define-store.ts";

export interface SavedJobsState {
  readonly status: LoadStatus;
  /** Most recently saved first. A job saved since the last load is in `keys` but not here until the next load. */
  readonly jobs: ReadonlyArray<JobVacancy>;
  /** The keys the server says are saved: after a load, or after each save or unsave. */
  readonly keys: ReadonlySet<string>;
}

export const initialSavedJobsState: SavedJobsState = { status: "idle", jobs: [], keys: new Set() };

export const isJobSaved = (state: SavedJobsState, key: string): boolean => state.keys.has(key);

export const savedJobsReducer = (state: SavedJobsState, event: StoreEvent): SavedJobsState => {
  switch (event.type) {
    case "v1.SavedJobsLoaded": {
      const { jobs } = event.payload;
      return { status: "loaded", jobs, keys: new Set(jobs.map((job) => job.key)) };
    }
    case "v1.JobSaved":
    case "v1.JobUnsaved": {
      const keys = new Set(event.payload.savedJobKeys);
      return { ...state, jobs: state.jobs.filter((job) => keys.has(job.key)), keys };
    }
    default:
      return trackQuery(state, event, QUERIES.savedJobs);
  }
};

export const savedJobsStore = defineStore("savedJobs", initialSavedJobsState, savedJobsReducer, {
  clearOn: ["memberSessionChanged"],
});
