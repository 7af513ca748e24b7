// One training course by id: the course page's and the edit form's record (`loadTrainingCourse`), kept fresh by the
// Business's own saves, publishing and unpublishing of that course. A pure reducer; cleared when the member session
// changes (an owner sees drafts and counts that others do not).
import type { StoreEvent } from "../events/client-event.ts";
import { defineStore } from "../stores/define-store.ts";
import { trackQuery, type LoadStatus } from "../stores/query-status.ts";
import type { TrainingCourse } from "./course-records.ts";
import { COURSE_QUERIES } from "./events.ts";

export interface TrainingCourseState {
  readonly status: LoadStatus;
  /** The course last read or saved; compare its key with the page's id (`trainingCourseOf`). */
  readonly course: TrainingCourse | null;
}

export const initialTrainingCourseState: TrainingCourseState = { status: "idle", course: null };

/** The store's course when it is the one of `id`; undefined otherwise (load it then). */
export const trainingCourseOf = (state: TrainingCourseState, id: string): TrainingCourse | undefined =>
  state.course !== null && state.course.key === id ? state.course : undefined;

export const trainingCourseReducer = (state: TrainingCourseState, event: StoreEvent): TrainingCourseState => {
  switch (event.type) {
    case "v1.TrainingCourseLoaded":
    case "v1.TrainingCourseCreated":
      return { status: "loaded", course: event.payload.course };
    case "v1.TrainingCourseUpdated":
    case "v1.TrainingCourseUnpublished":
      return state.course?.key === event.payload.course.key ? { ...state, course: event.payload.course } : state;
    default:
      return trackQuery(state, event, COURSE_QUERIES.trainingCourse);
  }
};

export const trainingCourseStore = defineStore("trainingCourse", initialTrainingCourseState, trainingCourseReducer, {
  clearOn: ["memberSessionChanged"],
});
