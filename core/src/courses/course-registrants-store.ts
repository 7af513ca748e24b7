// One page of a course's registrants, as the Business's registrants screen shows it: the course, the filter the page
// holds, the page, the counts for the switch's labels, and the load status with the failure's words. A withdrawal
// decision changes the page at once from the server's answer: approved, the row leaves the list of registrants not
// withdrawn (its count goes down); declined, the row is enrolled again in place. `counts` is the one to show (it
// follows decisions and refreshed counts; the page's own copy is the answer's). A pure reducer; cleared when the
// member session changes.
import type { StoreEvent } from "../events/client-event.ts";
import { defineStore } from "../stores/define-store.ts";
import type { LoadStatus } from "../stores/query-status.ts";
import type { CourseRegistrant, CourseRegistrantCounts, CourseRegistrantPage } from "./course-records.ts";
import { COURSE_QUERIES } from "./events.ts";
import { countsAfterDecision } from "./registrant-counts.ts";
import { initialRegistrantsFilter, type RegistrantsFilter } from "./registrants-address.ts";

export interface CourseRegistrantsState {
  readonly status: LoadStatus;
  /** The course the page belongs to; null until a page loads. Compare it with the screen's course. */
  readonly courseId: string | null;
  /** What the page holds. */
  readonly filter: RegistrantsFilter;
  readonly page: CourseRegistrantPage | null;
  /** By status, over the registrants matching the filter's terms (not its list or page): the switch's labels. */
  readonly counts: CourseRegistrantCounts | null;
  /** The failure's words when the last read failed; null otherwise. */
  readonly error: string | null;
}

export const initialCourseRegistrantsState: CourseRegistrantsState = {
  status: "idle",
  courseId: null,
  filter: initialRegistrantsFilter,
  page: null,
  counts: null,
  error: null,
};

export const courseRegistrantsReducer = (state: CourseRegistrantsState, event: StoreEvent): CourseRegistrantsState => {
  switch (event.type) {
    case "v1.CourseRegistrantsLoaded": {
      const { courseId, filter, page } = event.payload;
      return { status: "loaded", courseId, filter, page, counts: page.counts, error: null };
    }
    case "v1.CourseRegistrantCountsRefreshed": {
      const { courseId, searchTerms, counts } = event.payload;
      return courseId === state.courseId && sameTerms(searchTerms, state.filter.searchTerms) ? { ...state, counts } : state;
    }
    case "v1.RegistrantWithdrawalApproved":
    case "v1.RegistrantWithdrawalDeclined": {
      if (event.payload.courseId !== state.courseId) return state;
      const { registrant } = event.payload;
      const approved = event.type === "v1.RegistrantWithdrawalApproved";
      const shown = state.page?.items.some((item) => item.key === registrant.key) ?? false;
      const counts = state.counts === null ? null : countsAfterDecision(state.counts, approved ? "approved" : "declined");
      if (!shown || state.page === null) return { ...state, counts };
      const page = approved && !state.filter.isWithdrawn ? withRowLeft(state.page, registrant.key) : withRowReplaced(state.page, registrant);
      return { ...state, page, counts };
    }
    case "v1.QueryStarted":
      return event.payload.query === COURSE_QUERIES.courseRegistrants ? { ...state, status: "loading", error: null } : state;
    case "v1.CommandFailed":
      return event.payload.command === COURSE_QUERIES.courseRegistrants ? { ...state, status: "failed", error: event.payload.message } : state;
    default:
      return state;
  }
};

export const courseRegistrantsStore = defineStore("courseRegistrants", initialCourseRegistrantsState, courseRegistrantsReducer, {
  clearOn: ["memberSessionChanged"],
});

const sameTerms = (a: ReadonlyArray<string>, b: ReadonlyArray<string>): boolean =>
  a.length === b.length && a.every((term, index) => term === b[index]);

const withRowLeft = (page: CourseRegistrantPage, key: string): CourseRegistrantPage => {
  const count = Math.max(0, page.count - 1);
  const items = page.items.filter((item) => item.key !== key);
  return { ...page, items, count, totalPages: Math.ceil(count / page.pageSize) };
};

const withRowReplaced = (page: CourseRegistrantPage, registrant: CourseRegistrant): CourseRegistrantPage => ({
  ...page,
  items: page.items.map((item) => (item.key === registrant.key ? registrant : item)),
});
