// One page of a vacancy's applicants, as the Business's applicants screen shows it: the vacancy, the filter the page
// holds, the page, the counts by status, and the load status with the failure's words. A decision replaces the row
// in place from the server's answer and moves one from its old status's count to the new one. A pure reducer;
// cleared when the member session changes.
import type { StoreEvent } from "../events/client-event.ts";
import { defineStore } from "../stores/define-store.ts";
import type { LoadStatus } from "../stores/query-status.ts";
import { initialApplicantsFilter, type ApplicantsFilter } from "./applicants-address.ts";
import { JOB_APPLICATION_QUERIES } from "./events.ts";
import type { JobApplicantCounts, JobApplicantPage } from "./job-application-records.ts";

export interface JobApplicantsState {
  readonly status: LoadStatus;
  /** The vacancy the page belongs to; null until a page loads. Compare it with the screen's vacancy. */
  readonly vacancyId: string | null;
  readonly filter: ApplicantsFilter;
  readonly page: JobApplicantPage | null;
  /** By status over every application of the vacancy (the filter's labels). */
  readonly counts: JobApplicantCounts | null;
  readonly error: string | null;
}

export const initialJobApplicantsState: JobApplicantsState = {
  status: "idle",
  vacancyId: null,
  filter: initialApplicantsFilter,
  page: null,
  counts: null,
  error: null,
};

export const jobApplicantsReducer = (state: JobApplicantsState, event: StoreEvent): JobApplicantsState => {
  switch (event.type) {
    case "v1.JobApplicantsLoaded": {
      const { vacancyId, filter, page } = event.payload;
      return { status: "loaded", vacancyId, filter, page, counts: page.counts, error: null };
    }
    case "v1.JobApplicantDecisionSaved": {
      if (event.payload.vacancyId !== state.vacancyId || state.page === null) return state;
      const { applicant } = event.payload;
      const before = state.page.items.find((item) => item.key === applicant.key);
      if (before === undefined) return state;
      const items = state.page.items.map((item) => (item.key === applicant.key ? applicant : item));
      const counts =
        state.counts === null || before.status === applicant.status
          ? state.counts
          : { ...state.counts, [before.status]: Math.max(0, state.counts[before.status] - 1), [applicant.status]: state.counts[applicant.status] + 1 };
      return { ...state, page: { ...state.page, items }, counts };
    }
    case "v1.QueryStarted":
      return event.payload.query === JOB_APPLICATION_QUERIES.jobApplicants ? { ...state, status: "loading", error: null } : state;
    case "v1.CommandFailed":
      return event.payload.command === JOB_APPLICATION_QUERIES.jobApplicants ? { ...state, status: "failed", error: event.payload.message } : state;
    default:
      return state;
  }
};

export const jobApplicantsStore = defineStore("jobApplicants", initialJobApplicantsState, jobApplicantsReducer, {
  clearOn: ["memberSessionChanged"],
});
