// createTrainingCourse: the signed-in Business creates a course, as a draft (a title is enough) or published at once
// (every field but the registration address and phone, a start not passed); appends `v1.TrainingCourseCreated` and
// `v1.ChangesSaved`.
import { Effect } from "effect";
import { reportFailure } from "../program/report-failure.ts";
import type { TrainingCourseEdit } from "./course-form.ts";
import { saveTrainingCourse } from "./save-training-course.ts";

export const createTrainingCourse = Effect.fn("commands.createTrainingCourse")(function* (edit: TrainingCourseEdit) {
  return yield* saveTrainingCourse(null, edit);
}, reportFailure("commands.createTrainingCourse"));
