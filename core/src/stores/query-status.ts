// The load status every queried store shares: "loading" once its query started, "failed" when that query failed,
// read from the activity channel's bookkeeping (`v1.QueryStarted`, `v1.CommandFailed`).
// Pure; a store calls it first and handles its own "...Loaded" event itself.
import type { StoreEvent } from "../events/client-event.ts";

/** Where a queried store stands: never asked, its query running, its record loaded, or its query failed. */
export type LoadStatus = "idle" | "loading" | "loaded" | "failed";

export const trackQuery = <S extends { readonly status: LoadStatus }>(state: S, event: StoreEvent, query: string): S => {
  if (event.type === "v1.QueryStarted" && event.payload.query === query && state.status !== "loading") {
    return { ...state, status: "loading" };
  }
  if (event.type === "v1.CommandFailed" && event.payload.command === query && state.status !== "failed") {
    return { ...state, status: "failed" };
  }
  return state;
};
