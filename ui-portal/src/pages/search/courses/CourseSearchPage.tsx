// /courses: Training course search (spec §2). The address holds searchTerms, pageNumber, pageSize and
// activeCourseId (the selected course's key). Published courses only, 12 a page; a signed-in Talent registers from
// the detail, and the courses they are registered for carry "Registered" in the list.
// This file only describes it; SearchPage runs it.
import { useSignals } from "@preact/signals-react/runtime";
import { courseRegistrationOf, type TrainingCourse } from "@ictm/core";
import { useCore } from "@ictm/ui-kit";
import { paths } from "../../../app/paths.ts";
import { listPicture, tickedBadge } from "../ResultParts.tsx";
import { lazyDetail } from "../lazy-detail.tsx";
import { whenText } from "../search-kind.ts";
import { searchParts } from "../first-search.ts";
import { searchPage } from "../SearchPage.tsx";
import { durationText, feeText, startDayText } from "./course-text.ts";

const CourseDetail = lazyDetail(() => import("./CourseDetail.tsx").then((module) => module.CourseDetail));

export const CourseSearchPage = searchPage<TrainingCourse>({
  ...searchParts.courses,
  store: (stores) => stores.courseSearch.value,
  title: "Find training courses",
  lead: "ICT courses from training providers across Brunei, newest first.",
  words: {
    landmark: "Search training courses",
    noun: { one: "training course", many: "training courses" },
    placeholder: "A skill, a topic or a provider",
    hint: "Looks in titles, descriptions, providers, topics and languages of published courses.",
    noneYet: { heading: "No courses are published right now", text: "Training providers publish new courses often. Look again soon." },
    noMatch: (terms) => ({
      heading: `No courses match “${terms}”`,
      text: "Check the spelling, or try fewer or broader words, such as a topic (“cloud”) or a skill (“Python”).",
    }),
    showAll: "Show all courses",
  },
  summary: (course, { lists }) => ({
    title: course.name,
    media: listPicture(course.businessName, null, "logo"),
    badge: <RegisteredBadge courseKey={course.key} />,
    lines: (
      <>
        <span>{course.businessName}</span>
        <span>{[feeText(course), durationText(course, lists), `Starts ${startDayText(course)}`].join(" · ")}</span>
        <span>{whenText("Posted", course.publishedAt)}</span>
      </>
    ),
  }),
  preloadDetail: CourseDetail.preload,
  detail: (course, headingId, { returnTo }) => <CourseDetail course={course} headingId={headingId} returnTo={returnTo} />,
});

/** "Registered" beside a course the signed-in Talent holds a place on (their registrations, once loaded). */
function RegisteredBadge({ courseKey }: { courseKey: string }) {
  useSignals();
  const registrations = useCore().stores.courseRegistrations.value;
  return <>{tickedBadge(courseRegistrationOf(registrations, courseKey) !== undefined, "success", "Registered")}</>;
}
