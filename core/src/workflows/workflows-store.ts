// The back-office workflow list, folded from the event log.
// A pure reducer: it may not call the API; loadWorkflows appends what it learns.
import { produce } from "immer";
import type { Workflow } from "../model.ts";
import type { StoreEvent } from "../events/client-event.ts";
import { QUERIES } from "../program/events.ts";
import type { LoadStatus } from "../stores/query-status.ts";
import { defineStore } from "../stores/define-store.ts";

export interface WorkflowsState {
  readonly status: LoadStatus;
  readonly items: ReadonlyArray<Workflow>;
}

export const initialWorkflowsState: WorkflowsState = { status: "idle", items: [] };

export const workflowsReducer = (state: WorkflowsState, event: StoreEvent): WorkflowsState => {
  switch (event.type) {
    case "v1.QueryStarted":
      if (event.payload.query !== QUERIES.workflows) return state;
      return produce(state, (draft) => {
        draft.status = "loading";
      });
    case "v1.WorkflowsLoaded":
      return { status: "loaded", items: event.payload.workflows };
    case "v1.CommandFailed":
      if (event.payload.command !== QUERIES.workflows) return state;
      return produce(state, (draft) => {
        draft.status = "failed";
      });
    default:
      return state;
  }
};

export const workflowsStore = defineStore("workflows", initialWorkflowsState, workflowsReducer);
