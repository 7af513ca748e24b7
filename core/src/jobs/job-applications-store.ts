// The signed-in Talent's job applications in every status, newest first ("My applications"), folded from the event
// log: an application joins at the top, a withdrawal replaces it in place. A pure reducer; cleared when the member
// session ends (its clearOn).
import type { StoreEvent } from "../events/client-event.ts";
import { defineStore } from "../stores/define-store.ts";
import { upsertByKey } from "../stores/keyed-list.ts";
import { trackQuery, type LoadStatus } from "../stores/query-status.ts";
import { isLiveApplication } from "./application-transitions.ts";
import { JOB_APPLICATION_QUERIES } from "./events.ts";
import type { JobApplication } from "./job-application-records.ts";

export interface JobApplicationsState {
  readonly status: LoadStatus;
  readonly items: ReadonlyArray<JobApplication>;
}

export const initialJobApplicationsState: JobApplicationsState = { status: "idle", items: [] };

/** The Talent's live application (not withdrawn) for the vacancy; undefined when none. */
export const jobApplicationOf = (
  applications: ReadonlyArray<JobApplication> | JobApplicationsState,
  vacancyId: string,
): JobApplication | undefined =>
  ("items" in applications ? applications.items : applications).find(
    (application) => application.jobVacancy.key === vacancyId && isLiveApplication(application.status),
  );

export const jobApplicationsReducer = (state: JobApplicationsState, event: StoreEvent): JobApplicationsState => {
  switch (event.type) {
    case "v1.JobApplicationsLoaded":
      return { status: "loaded", items: event.payload.applications };
    case "v1.AppliedForJob":
    case "v1.JobApplicationWithdrawalSaved":
      return { ...state, items: upsertByKey(state.items, event.payload.application) };
    default:
      return trackQuery(state, event, JOB_APPLICATION_QUERIES.jobApplications);
  }
};

export const jobApplicationsStore = defineStore("jobApplications", initialJobApplicationsState, jobApplicationsReducer, {
  clearOn: ["memberSessionChanged"],
});
