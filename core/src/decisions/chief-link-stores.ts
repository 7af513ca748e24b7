// The chief-evaluator links of the application open in the side panel (oldest first, with their state), the last
// link made there (its `url` carries the token, shown only once), and who may be sent one for a workflow step.
// Pure reducers; cleared when the staff session changes.
import type { StoreEvent } from "../events/client-event.ts";
import { defineStore } from "../stores/define-store.ts";
import { trackQuery, type LoadStatus } from "../stores/query-status.ts";
import { DECISION_QUERIES } from "./client-events.ts";
import type { ChiefEvaluator, ChiefLink, ChiefLinkIssued } from "./decision-records.ts";

export interface ChiefLinksState {
  readonly status: LoadStatus;
  readonly applicationId: string | null;
  readonly items: ReadonlyArray<ChiefLink>;
  /** The link generated last for this application, with its `url`; null until one is made. */
  readonly issued: ChiefLinkIssued | null;
}

export interface ChiefEvaluatorsState {
  readonly status: LoadStatus;
  readonly workflowStepId: string | null;
  readonly items: ReadonlyArray<ChiefEvaluator>;
}

export const initialChiefLinksState: ChiefLinksState = { status: "idle", applicationId: null, items: [], issued: null };
export const initialChiefEvaluatorsState: ChiefEvaluatorsState = { status: "idle", workflowStepId: null, items: [] };

/** The link as the list shows it: a freshly made one without its url, so the token sits in `issued` alone. */
const listed = ({ url: _url, ...link }: ChiefLinkIssued): ChiefLink => link;

export const chiefLinksReducer = (state: ChiefLinksState, event: StoreEvent): ChiefLinksState => {
  switch (event.type) {
    case "v1.ChiefLinksLoaded": {
      const { applicationId, links } = event.payload;
      return { status: "loaded", applicationId, items: links, issued: state.applicationId === applicationId ? state.issued : null };
    }
    case "v1.ChiefLinkGenerated": {
      const { applicationId, link } = event.payload;
      const items = state.applicationId === applicationId ? [...state.items.filter((item) => item.id !== link.id), listed(link)] : [listed(link)];
      return { ...state, applicationId, items, issued: link };
    }
    case "v1.ChiefLinkWithdrawn": {
      const { applicationId, link } = event.payload;
      if (state.applicationId !== applicationId) return state;
      const issued = state.issued?.id === link.id ? null : state.issued;
      return { ...state, items: state.items.map((item) => (item.id === link.id ? link : item)), issued };
    }
    case "v1.StaffSignedIn":
    case "v1.StaffSignedOut":
    case "v1.StaffSessionExpired":
      return initialChiefLinksState;
    default:
      return trackQuery(state, event, DECISION_QUERIES.chiefLinks);
  }
};

export const chiefEvaluatorsReducer = (state: ChiefEvaluatorsState, event: StoreEvent): ChiefEvaluatorsState => {
  switch (event.type) {
    case "v1.ChiefEvaluatorsLoaded":
      return { status: "loaded", workflowStepId: event.payload.workflowStepId, items: event.payload.evaluators };
    case "v1.StaffSignedIn":
    case "v1.StaffSignedOut":
    case "v1.StaffSessionExpired":
      return initialChiefEvaluatorsState;
    default:
      return trackQuery(state, event, DECISION_QUERIES.chiefEvaluators);
  }
};

export const chiefLinksStore = defineStore("chiefLinks", initialChiefLinksState, chiefLinksReducer);
export const chiefEvaluatorsStore = defineStore("chiefEvaluators", initialChiefEvaluatorsState, chiefEvaluatorsReducer);
