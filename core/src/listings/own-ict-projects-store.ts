// The signed-in Business's own ICT projects, drafts and published, newest first, folded from the event log.
// A pure reducer; cleared when the member session ends (its clearOn).
import type { IctProject } from "../model.ts";
import type { StoreEvent } from "../events/client-event.ts";
import { QUERIES } from "../program/events.ts";
import { upsertByKey } from "../stores/keyed-list.ts";
import { trackQuery } from "../stores/query-status.ts";
import type { LoadStatus } from "../stores/query-status.ts";
import { defineStore } from "../stores/define-store.ts";

export interface OwnIctProjectsState {
  readonly status: LoadStatus;
  readonly items: ReadonlyArray<IctProject>;
}

export const initialOwnIctProjectsState: OwnIctProjectsState = { status: "idle", items: [] };

export const ownIctProjectsReducer = (state: OwnIctProjectsState, event: StoreEvent): OwnIctProjectsState => {
  switch (event.type) {
    case "v1.OwnIctProjectsLoaded":
      return { status: "loaded", items: event.payload.projects };
    case "v1.IctProjectCreated":
    case "v1.IctProjectUpdated":
      return { ...state, items: upsertByKey(state.items, event.payload.project) };
    default:
      return trackQuery(state, event, QUERIES.ownIctProjects);
  }
};

export const ownIctProjectsStore = defineStore("ownIctProjects", initialOwnIctProjectsState, ownIctProjectsReducer, {
  clearOn: ["memberSessionChanged"],
});
