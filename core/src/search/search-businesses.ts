// searchBusinesses: one page of businesses (public), best match first, or newest first without terms;
// appends `v1.SearchStarted`, then `v1.BusinessSearchLoaded` (or `v1.SearchFailed`). Feeds `businessSearch`.
import { Effect } from "effect";
import { ApiClient, type CallOptions } from "../api/api-client.ts";
import { reportFailure } from "../program/report-failure.ts";
import type { SearchRequest } from "./search-state.ts";
import { QUERIES } from "../events/client-event.ts";
import { runSearch } from "./run-search.ts";
import { BUSINESS_TYPE_VALUES } from "../accounts/business-registration-form.ts";
import { choicesIn, flagIn } from "./filter-query.ts";

/** `state` may be the whole address state; its terms, page number, page size and filters are asked for. */
export const searchBusinesses = Effect.fn(QUERIES.searchBusinesses)(function* (state: SearchRequest, options?: CallOptions) {
  const api = yield* ApiClient;
  return yield* runSearch(
    "businesses",
    state,
    (query, filters) =>
      api.portal(
        (client) =>
          client.GET("/businesses/searches", {
            params: {
              query: { ...query, businessType: choicesIn(filters, "businessType", BUSINESS_TYPE_VALUES), verified: flagIn(filters, "verified") },
            },
          }),
        options,
      ),
    (request, asked, page) => ({ type: "v1.BusinessSearchLoaded", payload: { request, state: asked, page } }),
  );
}, reportFailure(QUERIES.searchBusinesses));
