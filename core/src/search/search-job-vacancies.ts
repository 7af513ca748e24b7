// searchJobVacancies: one page of open vacancies (public); for a signed-in Talent each says whether it is saved;
// appends `v1.SearchStarted`, then `v1.JobSearchLoaded` (or `v1.SearchFailed`). Feeds `jobSearch`.
import { Effect } from "effect";
import { ApiClient, type CallOptions } from "../api/api-client.ts";
import { reportFailure } from "../program/report-failure.ts";
import type { SearchRequest } from "./search-state.ts";
import { QUERIES } from "../events/client-event.ts";
import { runSearch } from "./run-search.ts";
import { DISTRICTS } from "../forms/fields.ts";
import { EMPLOYMENT_TYPES } from "../listings/job-vacancy-form.ts";
import { choicesIn, numberIn, textIn } from "./filter-query.ts";

/** `state` may be the whole address state; its terms, page number, page size and filters are asked for. */
export const searchJobVacancies = Effect.fn(QUERIES.searchJobVacancies)(function* (state: SearchRequest, options?: CallOptions) {
  const api = yield* ApiClient;
  return yield* runSearch(
    "jobVacancies",
    state,
    (query, filters) =>
      api.portal(
        (client) =>
          client.GET("/job-vacancies/searches", {
            params: {
              query: {
                ...query,
                district: choicesIn(filters, "district", DISTRICTS),
                employmentType: choicesIn(filters, "employmentType", EMPLOYMENT_TYPES),
                salaryFrom: numberIn(filters, "salaryFrom"),
                salaryTo: numberIn(filters, "salaryTo"),
                closesBy: textIn(filters, "closesBy"),
              },
            },
          }),
        options,
      ),
    (request, asked, page) => ({ type: "v1.JobSearchLoaded", payload: { request, state: asked, page } }),
  );
}, reportFailure(QUERIES.searchJobVacancies));
