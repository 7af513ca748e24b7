// The training course form as of today in Brunei (by the Clock, so tests move time with TestClock), and its inline
// errors for the UIs. The only clock-reading module of the courses; the rules it feeds stay pure (course-form.ts).
import { Effect } from "effect";
import { validateForm, type FieldErrors } from "../forms/validate-form.ts";
import { bruneiToday } from "../listings/today.ts";
import { trainingCourseFormOn } from "./course-form.ts";

/** Inline errors of the training course form as of now: `core.run(checkTrainingCourseForm(values))`, or within a program. */
export const checkTrainingCourseForm = (values: unknown): Effect.Effect<FieldErrors> =>
  bruneiToday.pipe(Effect.map((today) => validateForm(trainingCourseFormOn(today), values)));
