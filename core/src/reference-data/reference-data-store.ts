// The reference lists every form uses (countries, business types, districts, ...), loaded once and kept:
// they are public, so signing out does not clear them. A pure reducer.
import type { CommonData, ReferenceItem } from "../model.ts";
import type { StoreEvent } from "../events/client-event.ts";
import { QUERIES } from "../program/events.ts";
import { trackQuery } from "../stores/query-status.ts";
import type { LoadStatus } from "../stores/query-status.ts";
import { defineStore } from "../stores/define-store.ts";

export interface ReferenceDataState {
  readonly status: LoadStatus;
  readonly commonData: CommonData | null;
}

export const initialReferenceDataState: ReferenceDataState = { status: "idle", commonData: null };

export const referenceDataReducer = (state: ReferenceDataState, event: StoreEvent): ReferenceDataState => {
  if (event.type === "v1.CommonDataLoaded") return { status: "loaded", commonData: event.payload.commonData };
  // A failed reload keeps the lists already loaded: they are still right.
  const tracked = trackQuery(state, event, QUERIES.commonData);
  return tracked.status === "failed" && state.commonData !== null ? { ...tracked, status: "loaded" } : tracked;
};

/** The display name of `key` in one of the lists, or the key itself when the list does not have it. */
export const referenceName = (items: ReadonlyArray<ReferenceItem> | undefined, key: string): string =>
  items?.find((item) => item.key === key)?.name ?? key;

export const referenceDataStore = defineStore("referenceData", initialReferenceDataState, referenceDataReducer);
