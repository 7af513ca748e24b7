// "Today" in Brunei from the Clock service, so tests move time with TestClock instead of waiting for it.
// The only clock-reading module of the domain; the rules it feeds stay pure.
import { Clock, Effect } from "effect";
import { validateForm, type FieldErrors } from "../forms/validate-form.ts";
import { bruneiDateOf } from "../dates/brunei-time.ts";
import { jobVacancyFormOn } from "./job-vacancy-form.ts";

/** Today's date ("YYYY-MM-DD") in Brunei, by the Clock. */
export const bruneiToday: Effect.Effect<string> = Clock.currentTimeMillis.pipe(Effect.map(bruneiDateOf));

/** Inline errors of the job vacancy form as of now: `core.run(checkJobVacancyForm(values))`, or within a program. */
export const checkJobVacancyForm = (values: unknown): Effect.Effect<FieldErrors> =>
  bruneiToday.pipe(Effect.map((today) => validateForm(jobVacancyFormOn(today), values)));
