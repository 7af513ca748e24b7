// publishTrainingCourse: publishes a course as the caller has it (spec §4: PUT of the full edit payload with isPosted
// true), judged first by the form as of today, so an incomplete course or a passed start date is refused before any
// call, in the form's words. Appends `v1.TrainingCourseUpdated` and `v1.ChangesSaved`.
import { Effect } from "effect";
import { RecordKey } from "../program/record-key.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";
import { publishPayloadOf } from "./course-form.ts";
import type { TrainingCourse } from "./course-records.ts";
import { saveTrainingCourse } from "./save-training-course.ts";
import { SAVED_DETAILS } from "../program/changes-saved.ts";

const decodeKey = decodeInput(RecordKey);

export const publishTrainingCourse = Effect.fn("commands.publishTrainingCourse")(function* (course: TrainingCourse) {
  const key = yield* decodeKey(course.key);
  return yield* saveTrainingCourse(key, publishPayloadOf(course), SAVED_DETAILS.coursePublished);
}, reportFailure("commands.publishTrainingCourse"));
