// loadCourseRegistrants: one page of a course's registrants for its Business (12 a page unless asked otherwise),
// newest registration first, filtered by the terms (every one must match) and the list (not withdrawn, or withdrawn),
// with the counts for the switch's labels; appends `v1.QueryStarted`, then `v1.CourseRegistrantsLoaded` with the
// filter the page holds. Feeds `courseRegistrants`.
import { Effect } from "effect";
import { ApiClient, type CallOptions } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { RecordKey } from "../program/record-key.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";
import type { CourseRegistrantPage } from "./course-records.ts";
import { COURSE_QUERIES } from "./events.ts";
import { normalizeRegistrantsFilter, registrantsCallQueryOf, type RegistrantsFilter } from "./registrants-address.ts";

const decodeKey = decodeInput(RecordKey);

export const loadCourseRegistrants = Effect.fn(COURSE_QUERIES.courseRegistrants)(function* (
  courseId: string,
  filter: Partial<RegistrantsFilter> = {},
  options?: CallOptions,
) {
  const key = yield* decodeKey(courseId);
  const asked = normalizeRegistrantsFilter(filter);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  yield* log.append({ type: "v1.QueryStarted", payload: { query: COURSE_QUERIES.courseRegistrants } });
  const query = registrantsCallQueryOf(asked);
  const body = yield* api.portal(
    (client) => client.GET("/businesses/training-courses/{id}/registrants", { params: { path: { id: key }, query } }),
    options,
  );
  const page: CourseRegistrantPage = body.data;
  // The server caps the page size: the filter is what the page holds.
  yield* log.append({ type: "v1.CourseRegistrantsLoaded", payload: { courseId: key, filter: { ...asked, pageSize: page.pageSize }, page } });
  return page;
}, reportFailure(COURSE_QUERIES.courseRegistrants));
