// The evaluations of the application open in the side panel (every status step, staff's and chief evaluators', in
// the server's order) and the evaluation statuses an evaluation chooses from. Pure reducers; cleared when the
// staff session changes.
import type { StoreEvent } from "../events/client-event.ts";
import type { ReferenceItem } from "../model.ts";
import { defineStore } from "../stores/define-store.ts";
import { trackQuery, type LoadStatus } from "../stores/query-status.ts";
import { DECISION_QUERIES } from "./client-events.ts";
import type { Evaluation } from "./decision-records.ts";

export interface EvaluationsState {
  readonly status: LoadStatus;
  /** Whose evaluations the list holds (null until loaded). */
  readonly applicationId: string | null;
  readonly items: ReadonlyArray<Evaluation>;
}

export interface EvaluationStatusesState {
  readonly status: LoadStatus;
  readonly items: ReadonlyArray<ReferenceItem>;
}

export const initialEvaluationsState: EvaluationsState = { status: "idle", applicationId: null, items: [] };
export const initialEvaluationStatusesState: EvaluationStatusesState = { status: "idle", items: [] };

export const evaluationsReducer = (state: EvaluationsState, event: StoreEvent): EvaluationsState => {
  switch (event.type) {
    case "v1.EvaluationsLoaded":
      return { status: "loaded", applicationId: event.payload.applicationId, items: event.payload.evaluations };
    // Recording again replaces one's own evaluation (same id) in place; a first one joins the end (the current step's).
    case "v1.EvaluationSaved": {
      const saved = event.payload.evaluation;
      if (state.applicationId !== event.payload.applicationId) return state;
      const known = state.items.some((item) => item.id === saved.id);
      return { ...state, items: known ? state.items.map((item) => (item.id === saved.id ? saved : item)) : [...state.items, saved] };
    }
    case "v1.StaffSignedIn":
    case "v1.StaffSignedOut":
    case "v1.StaffSessionExpired":
      return initialEvaluationsState;
    default:
      return trackQuery(state, event, DECISION_QUERIES.evaluations);
  }
};

export const evaluationStatusesReducer = (state: EvaluationStatusesState, event: StoreEvent): EvaluationStatusesState => {
  switch (event.type) {
    case "v1.EvaluationStatusesLoaded":
      return { status: "loaded", items: event.payload.statuses };
    case "v1.StaffSignedIn":
    case "v1.StaffSignedOut":
    case "v1.StaffSessionExpired":
      return initialEvaluationStatusesState;
    default:
      return trackQuery(state, event, DECISION_QUERIES.evaluationStatuses);
  }
};

export const evaluationsStore = defineStore("evaluations", initialEvaluationsState, evaluationsReducer);
export const evaluationStatusesStore = defineStore("evaluationStatuses", initialEvaluationStatusesState, evaluationStatusesReducer);
