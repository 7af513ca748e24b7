// searchTalents: one page of the Talents who let the caller see them (a signed-in Business may see more);
// appends `v1.SearchStarted`, then `v1.TalentSearchLoaded` (or `v1.SearchFailed`). Feeds `talentSearch`.
import { Effect } from "effect";
import { ApiClient, type CallOptions } from "../api/api-client.ts";
import { reportFailure } from "../program/report-failure.ts";
import type { SearchRequest } from "./search-state.ts";
import { QUERIES } from "../events/client-event.ts";
import { runSearch } from "./run-search.ts";
import { choicesIn, wordsIn } from "./filter-query.ts";
import { EXPERIENCE_BANDS } from "./filters.ts";

const EXPERIENCE_BAND_VALUES = EXPERIENCE_BANDS.map((band) => band.value);

/** `state` may be the whole address state; its terms, page number, page size and filters are asked for. */
export const searchTalents = Effect.fn(QUERIES.searchTalents)(function* (state: SearchRequest, options?: CallOptions) {
  const api = yield* ApiClient;
  return yield* runSearch(
    "talents",
    state,
    (query, filters) =>
      api.portal(
        (client) =>
          client.GET("/talents/searches", {
            params: { query: { ...query, skill: wordsIn(filters, "skill"), experience: choicesIn(filters, "experience", EXPERIENCE_BAND_VALUES) } },
          }),
        options,
      ),
    (request, asked, page) => ({ type: "v1.TalentSearchLoaded", payload: { request, state: asked, page } }),
  );
}, reportFailure(QUERIES.searchTalents));
