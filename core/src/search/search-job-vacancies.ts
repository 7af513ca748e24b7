// searchJobVacancies: one page of open vacancies (public); for a signed-in Talent each says whether it is saved;
// appends `v1.SearchStarted`, then `v1.JobSearchLoaded` (or `v1.SearchFailed`). Feeds `jobSearch`.
import { Effect } from "effect";
import { ApiClient, type CallOptions } from "../api/api-client.ts";
import { reportFailure } from "../program/report-failure.ts";
import type { SearchState } from "./search-state.ts";
import { QUERIES } from "../events/client-event.ts";
import { runSearch } from "./run-search.ts";

/** `state` may be the whole address state; only its terms, page number and page size are asked for. */
export const searchJobVacancies = Effect.fn(QUERIES.searchJobVacancies)(function* (state: SearchState, options?: CallOptions) {
  const api = yield* ApiClient;
  return yield* runSearch(
    "jobVacancies",
    state,
    (query) => api.portal((client) => client.GET("/job-vacancies/searches", { params: { query } }), options),
    (request, asked, page) => ({ type: "v1.JobSearchLoaded", payload: { request, state: asked, page } }),
  );
}, reportFailure(QUERIES.searchJobVacancies));
