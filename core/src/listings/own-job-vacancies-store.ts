// The signed-in Business's own job vacancies in every status, newest first, folded from the event log.
// A pure reducer; cleared when the member session ends (its clearOn).
import type { JobVacancy } from "../model.ts";
import type { StoreEvent } from "../events/client-event.ts";
import { QUERIES } from "../program/events.ts";
import { replaceByKey, upsertByKey } from "../stores/keyed-list.ts";
import { trackQuery } from "../stores/query-status.ts";
import type { LoadStatus } from "../stores/query-status.ts";
import { defineStore } from "../stores/define-store.ts";

export interface OwnJobVacanciesState {
  readonly status: LoadStatus;
  readonly items: ReadonlyArray<JobVacancy>;
}

export const initialOwnJobVacanciesState: OwnJobVacanciesState = { status: "idle", items: [] };

export const ownJobVacanciesReducer = (state: OwnJobVacanciesState, event: StoreEvent): OwnJobVacanciesState => {
  switch (event.type) {
    case "v1.OwnJobVacanciesLoaded":
      return { status: "loaded", items: event.payload.vacancies };
    case "v1.JobVacancyCreated":
    case "v1.JobVacancyUpdated":
      return { ...state, items: upsertByKey(state.items, event.payload.vacancy) };
    // A vacancy read on its own page is fresher than the list's copy; one not in the list is someone else's.
    case "v1.JobVacancyLoaded": {
      const items = replaceByKey(state.items, event.payload.vacancy);
      return items === state.items ? state : { ...state, items };
    }
    default:
      return trackQuery(state, event, QUERIES.ownJobVacancies);
  }
};

export const ownJobVacanciesStore = defineStore("ownJobVacancies", initialOwnJobVacanciesState, ownJobVacanciesReducer, {
  clearOn: ["memberSessionChanged"],
});
