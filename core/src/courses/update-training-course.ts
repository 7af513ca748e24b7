// updateTrainingCourse: the signed-in Business changes one of its courses with the whole edit payload (a published
// one stays published only when the payload says isPosted true); appends `v1.TrainingCourseUpdated`, `v1.ChangesSaved`.
import { Effect } from "effect";
import { RecordKey } from "../program/record-key.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";
import type { TrainingCourseEdit } from "./course-form.ts";
import { saveTrainingCourse } from "./save-training-course.ts";

const decodeKey = decodeInput(RecordKey);

export const updateTrainingCourse = Effect.fn("commands.updateTrainingCourse")(function* (id: string, edit: TrainingCourseEdit) {
  const key = yield* decodeKey(id);
  return yield* saveTrainingCourse(key, edit);
}, reportFailure("commands.updateTrainingCourse"));
