// The load status every queried store shares: "loading" once its query started, "failed" when that query failed.
// Pure; a store calls it first and handles its own "...Loaded" event itself.
import type { ClientEvent } from "../events/client-event.ts";
import type { LoadStatus } from "../talents/talent-profile-store.ts";

export const trackQuery = <S extends { readonly status: LoadStatus }>(state: S, event: ClientEvent, query: string): S => {
  if (event.type === "v1.QueryStarted" && event.payload.query === query && state.status !== "loading") {
    return { ...state, status: "loading" };
  }
  if (event.type === "v1.CommandFailed" && event.payload.command === query && state.status !== "failed") {
    return { ...state, status: "failed" };
  }
  return state;
};
