// searchBusinesses: one page of businesses (public), best match first, or newest first without terms;
// appends `v1.SearchStarted`, then `v1.BusinessSearchLoaded` (or `v1.SearchFailed`). Feeds `businessSearch`.
import { Effect } from "effect";
import { ApiClient, type CallOptions } from "../api/api-client.ts";
import { reportFailure } from "../program/report-failure.ts";
import type { SearchState } from "./search-state.ts";
import { QUERIES } from "../events/client-event.ts";
import { runSearch } from "./run-search.ts";

/** `state` may be the whole address state; only its terms, page number and page size are asked for. */
export const searchBusinesses = Effect.fn(QUERIES.searchBusinesses)(function* (state: SearchState, options?: CallOptions) {
  const api = yield* ApiClient;
  return yield* runSearch(
    "businesses",
    state,
    (query) => api.portal((client) => client.GET("/businesses/searches", { params: { query } }), options),
    (request, asked, page) => ({ type: "v1.BusinessSearchLoaded", payload: { request, state: asked, page } }),
  );
}, reportFailure(QUERIES.searchBusinesses));
