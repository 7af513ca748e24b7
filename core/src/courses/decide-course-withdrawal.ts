// approveCourseWithdrawal / declineCourseWithdrawal: the course's Business decides a registrant's pending withdrawal
// request (else 409 in the decider's words: "There is no withdrawal request to decide."). Each appends its event with
// the server's answer (`v1.RegistrantWithdrawalApproved` / `...Declined`) and `v1.ChangesSaved`, then reloads as
// spec §4 says:
// - approved: the row leaves the list at once (the event); then the registrants not withdrawn reload, with the
//   screen's terms and page (the store's filter, isWithdrawn false), so the page fills up again;
// - declined: the row is enrolled again in place (the event); then the withdrawn list is read again for its count in
//   the switch's label. The screen's list is the store's: when it shows the withdrawn list, that list reloads (with
//   its terms and page); when it shows the registrants not withdrawn (where pending rows are decided), its page is
//   kept and only the counts are refreshed (`v1.CourseRegistrantCountsRefreshed`), so the list shown never switches.
// A failed reload is reported as the reload's (the decision stands).
import { Effect } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { changesSaved } from "../program/changes-saved.ts";
import { RecordKey } from "../program/record-key.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";
import type { CourseRegistrant } from "./course-records.ts";
import { courseRegistrantsReducer, initialCourseRegistrantsState } from "./course-registrants-store.ts";
import { loadCourseRegistrants } from "./load-course-registrants.ts";
import { initialRegistrantsFilter, registrantsCallQueryOf, type RegistrantsFilter } from "./registrants-address.ts";

const decodeKey = decodeInput(RecordKey);

export const approveCourseWithdrawal = Effect.fn("commands.approveCourseWithdrawal")(function* (courseId: string, registrationId: string) {
  const id = yield* decodeKey(courseId);
  const registrationKey = yield* decodeKey(registrationId);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const path = { id, registrationId: registrationKey };
  const body = yield* api.portal((client) => client.POST("/businesses/training-courses/{id}/registrations/{registrationId}/withdrawals", { params: { path } }));
  const registrant: CourseRegistrant = body.data;
  yield* log.append({ type: "v1.RegistrantWithdrawalApproved", payload: { courseId: id, registrant } }, changesSaved);
  const shown = yield* shownFilter(id);
  yield* Effect.ignore(loadCourseRegistrants(id, { ...shown, isWithdrawn: false }));
  return registrant;
}, reportFailure("commands.approveCourseWithdrawal"));

export const declineCourseWithdrawal = Effect.fn("commands.declineCourseWithdrawal")(function* (courseId: string, registrationId: string) {
  const id = yield* decodeKey(courseId);
  const registrationKey = yield* decodeKey(registrationId);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const path = { id, registrationId: registrationKey };
  const body = yield* api.portal((client) => client.DELETE("/businesses/training-courses/{id}/registrations/{registrationId}/withdrawals", { params: { path } }));
  const registrant: CourseRegistrant = body.data;
  yield* log.append({ type: "v1.RegistrantWithdrawalDeclined", payload: { courseId: id, registrant } }, changesSaved);
  const shown = yield* shownFilter(id);
  if (shown.isWithdrawn) yield* Effect.ignore(loadCourseRegistrants(id, shown));
  else yield* Effect.ignore(refreshCounts(id, shown));
  return registrant;
}, reportFailure("commands.declineCourseWithdrawal"));

/** The filter the registrants screen shows for this course (the store folded from the log); the default otherwise. */
const shownFilter = (courseId: string) =>
  EventLog.use((log) => {
    const state = log.snapshot().reduce(courseRegistrantsReducer, initialCourseRegistrantsState);
    return Effect.succeed<RegistrantsFilter>(state.courseId === courseId ? state.filter : initialRegistrantsFilter);
  });

/** The withdrawn list's first row only, read for the counts (they obey the terms, not the list or the page). */
const refreshCounts = Effect.fnUntraced(function* (courseId: string, shown: RegistrantsFilter) {
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const query = registrantsCallQueryOf({ ...shown, isWithdrawn: true, pageNumber: 1, pageSize: 1 });
  const body = yield* api.portal((client) => client.GET("/businesses/training-courses/{id}/registrants", { params: { path: { id: courseId }, query } }));
  yield* log.append({ type: "v1.CourseRegistrantCountsRefreshed", payload: { courseId, searchTerms: shown.searchTerms, counts: body.data.counts } });
});
