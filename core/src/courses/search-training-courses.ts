// searchTrainingCourses: one page of published training courses (public; 12 a page unless asked otherwise); appends
// `v1.SearchStarted`, then `v1.CourseSearchLoaded` (or `v1.SearchFailed`). Feeds `courseSearch`.
import { Effect } from "effect";
import { ApiClient, type CallOptions } from "../api/api-client.ts";
import { COURSE_QUERIES } from "./events.ts";
import { reportFailure } from "../program/report-failure.ts";
import type { SearchRequest } from "../search/search-state.ts";
import { runSearch } from "../search/run-search.ts";

/** `state` may be the whole address state (with `activeId`); only its terms, page number and page size are asked for. */
export const searchTrainingCourses = Effect.fn(COURSE_QUERIES.searchTrainingCourses)(function* (state: SearchRequest, options?: CallOptions) {
  const api = yield* ApiClient;
  return yield* runSearch(
    "courses",
    state,
    (query) => api.portal((client) => client.GET("/training-courses/searches", { params: { query } }), options),
    (request, asked, page) => ({ type: "v1.CourseSearchLoaded", payload: { request, state: asked, page } }),
  );
}, reportFailure(COURSE_QUERIES.searchTrainingCourses));
