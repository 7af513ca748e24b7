// The search area's events (public). `request` is the seq of the search's own `v1.SearchStarted`: a store keeps
// only the answer to the latest search it started, so a slow answer to an older search never replaces a newer one.
import { Effect, Schema } from "effect";
import {
  BusinessSearchPageShape,
  IctProjectSearchPageShape,
  JobSearchPageShape,
  TalentSearchPageShape,
} from "../events/contract-shapes.ts";
import { defineEvent } from "../events/define-event.ts";
import { TrainingCoursePageShape } from "../courses/events.ts";

export const SearchNameSchema = Schema.Literals(["talents", "businesses", "jobVacancies", "ictProjects", "courses"]);
/** The filters in use (filters.ts); a line written before filters existed reads as none. */
export const SearchFiltersSchema = Schema.Record(Schema.String, Schema.Array(Schema.String));
export const SearchStateSchema = Schema.Struct({
  searchTerms: Schema.String,
  pageNumber: Schema.Number,
  pageSize: Schema.Number,
  filters: SearchFiltersSchema.pipe(Schema.withDecodingDefaultKey(Effect.succeed({}))),
});

const answer = <P extends Schema.Constraint>(page: P) => Schema.Struct({ request: Schema.Number, state: SearchStateSchema, page });

export const searchEvents = [
  defineEvent("v1.SearchStarted", Schema.Struct({ search: SearchNameSchema, state: SearchStateSchema })),
  defineEvent(
    "v1.SearchFailed",
    Schema.Struct({ search: SearchNameSchema, request: Schema.Number, error: Schema.String, message: Schema.String }),
  ),
  defineEvent("v1.TalentSearchLoaded", answer(TalentSearchPageShape)),
  defineEvent("v1.BusinessSearchLoaded", answer(BusinessSearchPageShape)),
  defineEvent("v1.JobSearchLoaded", answer(JobSearchPageShape)),
  defineEvent("v1.IctProjectSearchLoaded", answer(IctProjectSearchPageShape)),
  defineEvent("v1.CourseSearchLoaded", answer(TrainingCoursePageShape)),
] as const;
