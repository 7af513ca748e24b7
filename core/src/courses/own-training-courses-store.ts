// The signed-in Business's own training courses, drafts and published, newest first, with their registrant counts,
// folded from the event log. Unpublishing flips the course in place from the server's answer (no reload); a
// withdrawal decision moves its counts. A pure reducer; cleared when the member session ends (its clearOn).
import type { StoreEvent } from "../events/client-event.ts";
import { defineStore } from "../stores/define-store.ts";
import { replaceByKey, upsertByKey } from "../stores/keyed-list.ts";
import { trackQuery, type LoadStatus } from "../stores/query-status.ts";
import type { TrainingCourse } from "./course-records.ts";
import { COURSE_QUERIES } from "./events.ts";
import { countsAfterDecision } from "./registrant-counts.ts";

export interface OwnTrainingCoursesState {
  readonly status: LoadStatus;
  readonly items: ReadonlyArray<TrainingCourse>;
}

export const initialOwnTrainingCoursesState: OwnTrainingCoursesState = { status: "idle", items: [] };

export const ownTrainingCoursesReducer = (state: OwnTrainingCoursesState, event: StoreEvent): OwnTrainingCoursesState => {
  switch (event.type) {
    case "v1.OwnTrainingCoursesLoaded":
      return { status: "loaded", items: event.payload.courses };
    case "v1.TrainingCourseCreated":
    case "v1.TrainingCourseUpdated":
    case "v1.TrainingCourseUnpublished":
      return { ...state, items: upsertByKey(state.items, event.payload.course) };
    // A course read on its own page is fresher than the list's copy; one not in the list is someone else's.
    case "v1.TrainingCourseLoaded": {
      const items = replaceByKey(state.items, event.payload.course);
      return items === state.items ? state : { ...state, items };
    }
    case "v1.RegistrantWithdrawalApproved":
    case "v1.RegistrantWithdrawalDeclined": {
      const decision = event.type === "v1.RegistrantWithdrawalApproved" ? "approved" : "declined";
      const course = state.items.find((item) => item.key === event.payload.courseId);
      if (course === undefined || course.registrants === null) return state;
      return { ...state, items: replaceByKey(state.items, { ...course, registrants: countsAfterDecision(course.registrants, decision) }) };
    }
    default:
      return trackQuery(state, event, COURSE_QUERIES.ownTrainingCourses);
  }
};

export const ownTrainingCoursesStore = defineStore("ownTrainingCourses", initialOwnTrainingCoursesState, ownTrainingCoursesReducer, {
  clearOn: ["memberSessionChanged"],
});
