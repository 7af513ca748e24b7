// searchTalents: one page of the Talents who let the caller see them (a signed-in Business may see more);
// appends `v1.SearchStarted`, then `v1.TalentSearchLoaded` (or `v1.SearchFailed`). Feeds `talentSearch`.
import { Effect } from "effect";
import { ApiClient, type CallOptions } from "../api/api-client.ts";
import { reportFailure } from "../program/report-failure.ts";
import type { SearchState } from "./search-state.ts";
import { QUERIES } from "../events/client-event.ts";
import { runSearch } from "./run-search.ts";

/** `state` may be the whole address state; only its terms, page number and page size are asked for. */
export const searchTalents = Effect.fn(QUERIES.searchTalents)(function* (state: SearchState, options?: CallOptions) {
  const api = yield* ApiClient;
  return yield* runSearch(
    "talents",
    state,
    (query) => api.portal((client) => client.GET("/talents/searches", { params: { query } }), options),
    (request, asked, page) => ({ type: "v1.TalentSearchLoaded", payload: { request, state: asked, page } }),
  );
}, reportFailure(QUERIES.searchTalents));
