// searchIctProjects: one page of published ICT projects (public), best match first, or newest first without terms;
// appends `v1.SearchStarted`, then `v1.IctProjectSearchLoaded` (or `v1.SearchFailed`). Feeds `ictProjectSearch`.
import { Effect } from "effect";
import { ApiClient, type CallOptions } from "../api/api-client.ts";
import { reportFailure } from "../program/report-failure.ts";
import type { SearchRequest } from "./search-state.ts";
import { QUERIES } from "../events/client-event.ts";
import { runSearch } from "./run-search.ts";

/** `state` may be the whole address state; only its terms, page number and page size are asked for. */
export const searchIctProjects = Effect.fn(QUERIES.searchIctProjects)(function* (state: SearchRequest, options?: CallOptions) {
  const api = yield* ApiClient;
  return yield* runSearch(
    "ictProjects",
    state,
    (query) => api.portal((client) => client.GET("/ict-projects/searches", { params: { query } }), options),
    (request, asked, page) => ({ type: "v1.IctProjectSearchLoaded", payload: { request, state: asked, page } }),
  );
}, reportFailure(QUERIES.searchIctProjects));
