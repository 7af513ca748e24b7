// The signed-in Business's expat permit applications, the most recently changed first, folded from the event log.
// A pure reducer; cleared when the member session changes (its clearOn).
import type { StoreEvent } from "../events/client-event.ts";
import { defineStore } from "../stores/define-store.ts";
import { trackQuery, type LoadStatus } from "../stores/query-status.ts";
import { PERMIT_QUERIES } from "./client-events.ts";
import type { PermitApplication, PermitApplicationSummary } from "./permit-records.ts";

export interface ExpatPermitsState {
  readonly status: LoadStatus;
  /** Whether the list holds archived applications too (as last loaded). */
  readonly includeArchived: boolean;
  readonly items: ReadonlyArray<PermitApplicationSummary>;
}

export const initialExpatPermitsState: ExpatPermitsState = { status: "idle", includeArchived: false, items: [] };

/** The list's part of an application (a form record carries the comment and the vacancy besides). */
export const summaryOf = ({ editControlComment: _comment, vacancy: _vacancy, ...summary }: PermitApplication): PermitApplicationSummary =>
  summary;

export const expatPermitsReducer = (state: ExpatPermitsState, event: StoreEvent): ExpatPermitsState => {
  switch (event.type) {
    case "v1.ExpatPermitsLoaded":
      return { status: "loaded", includeArchived: event.payload.includeArchived, items: event.payload.applications };
    // A change moves the application to the top (newest change first); a new one joins there.
    case "v1.ExpatPermitCreated":
    case "v1.ExpatPermitSectionSaved":
    case "v1.ExpatPermitSubmitted":
    case "v1.ExpatPermitEditControlYielded":
      return { ...state, items: toTop(state.items, summaryOf(event.payload.record.application)) };
    // A record read on its own is fresher than the list's copy; its place in the list stays.
    case "v1.PermitFormRecordLoaded":
      return replaceListed(state, summaryOf(event.payload.record.application));
    case "v1.ExpatPermitFileUploaded":
    case "v1.ExpatPermitFileDeleted": {
      const { applicationId, version } = event.payload;
      const listed = state.items.find((item) => item.id === applicationId);
      return listed === undefined ? state : replaceListed(state, { ...listed, version });
    }
    case "v1.ExpatPermitArchived": {
      const archived = event.payload.application;
      return state.includeArchived
        ? { ...state, items: toTop(state.items, archived) }
        : { ...state, items: state.items.filter((item) => item.id !== archived.id) };
    }
    default:
      return trackQuery(state, event, PERMIT_QUERIES.expatPermits);
  }
};

const toTop = (items: ReadonlyArray<PermitApplicationSummary>, changed: PermitApplicationSummary) => [
  changed,
  ...items.filter((item) => item.id !== changed.id),
];

const replaceListed = (state: ExpatPermitsState, changed: PermitApplicationSummary): ExpatPermitsState =>
  state.items.some((item) => item.id === changed.id)
    ? { ...state, items: state.items.map((item) => (item.id === changed.id ? changed : item)) }
    : state;

export const expatPermitsStore = defineStore("expatPermits", initialExpatPermitsState, expatPermitsReducer, {
  clearOn: ["memberSessionChanged"],
});
