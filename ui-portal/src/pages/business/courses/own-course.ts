// How the pages about one of the Business's own training courses (its form, its registrants) name it when it is
// missing or its list failed (OwnRecord): written once for both.
import { paths } from "../../../app/paths.ts";
import type { OwnRecordTexts } from "../OwnRecord.tsx";

export const OWN_COURSE_TEXTS: OwnRecordTexts = {
  one: "course",
  many: "courses",
  missing: "It may belong to another business, or the address may be mistyped.",
  back: { href: paths.trainingCourses, label: "Back to training courses" },
};
