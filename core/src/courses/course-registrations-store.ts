// The signed-in Talent's course registrations in every status, newest first ("My training courses"), folded from
// the event log: a registration joins at the top, a withdrawal request replaces it in place. A pure reducer; cleared
// when the member session ends (its clearOn).
import type { StoreEvent } from "../events/client-event.ts";
import { defineStore } from "../stores/define-store.ts";
import { upsertByKey } from "../stores/keyed-list.ts";
import { trackQuery, type LoadStatus } from "../stores/query-status.ts";
import type { CourseRegistration } from "./course-records.ts";
import { COURSE_QUERIES } from "./events.ts";
import { isLiveRegistration } from "./registration-transitions.ts";

export interface CourseRegistrationsState {
  readonly status: LoadStatus;
  readonly items: ReadonlyArray<CourseRegistration>;
}

export const initialCourseRegistrationsState: CourseRegistrationsState = { status: "idle", items: [] };

/** The Talent's live registration (enrolled, or withdrawal asked) for the course; undefined when none. */
export const courseRegistrationOf = (
  registrations: ReadonlyArray<CourseRegistration> | CourseRegistrationsState,
  courseId: string,
): CourseRegistration | undefined =>
  ("items" in registrations ? registrations.items : registrations).find(
    (registration) => registration.trainingCourse.key === courseId && isLiveRegistration(registration.status),
  );

export const courseRegistrationsReducer = (state: CourseRegistrationsState, event: StoreEvent): CourseRegistrationsState => {
  switch (event.type) {
    case "v1.CourseRegistrationsLoaded":
      return { status: "loaded", items: event.payload.registrations };
    case "v1.RegisteredForCourse":
    case "v1.CourseWithdrawalAsked":
      return { ...state, items: upsertByKey(state.items, event.payload.registration) };
    default:
      return trackQuery(state, event, COURSE_QUERIES.courseRegistrations);
  }
};

export const courseRegistrationsStore = defineStore("courseRegistrations", initialCourseRegistrationsState, courseRegistrationsReducer, {
  clearOn: ["memberSessionChanged"],
});
