// /business/courses: the Business's own training courses, published and drafts, newest first, by status in tabs.
// Each card shows its status, when it starts, its fee and length, and how many registered; its actions are Edit,
// Registrants, and Publish (a draft) or Unpublish (a published one, after asking: it becomes a draft again and
// leaves the search, keeping its registrants). This file only describes the list; OwnListPage shows it.
import { useSignals } from "@preact/signals-react/runtime";
import { loadOwnTrainingCourses, publishTrainingCourse, unpublishTrainingCourse } from "@ictm/core";
import { Badge, Card, Link } from "@ictm/ui-kit";
import type { ReactNode } from "react";
import { useOwnTrainingCourses, useReferenceData, type OwnCourse } from "../../../app/member-data.ts";
import { paths, recordPath } from "../../../app/paths.ts";
import * as styles from "../../jobs/VacancyCard.css.ts";
import { durationText, feeText, startText } from "../../search/courses/course-text.ts";
import type { ItemAction } from "../ItemActions.tsx";
import { OwnListPage, type OwnList } from "../OwnListPage.tsx";
import { registrantsText } from "./registrants-text.ts";

const COURSES: OwnList<OwnCourse> = {
  section: paths.trainingCourses,
  title: "Training courses",
  lead: "Your courses, drafts included. Published ones are open to Talents to find and register for.",
  create: { href: paths.newTrainingCourse, label: "New course", first: "Create your first course" },
  empty: {
    heading: "You have no training courses yet",
    text: "Create a course, save it as a draft while you work on it, and publish it when it is ready for Talents to register.",
  },
  what: "your training courses",
  useItems: useOwnTrainingCourses,
  reload: () => loadOwnTrainingCourses(),
  tabs: {
    label: "Courses by status",
    tabs: [
      { id: "all", label: "All", empty: "No courses.", shows: () => true },
      { id: "published", label: "Published", empty: "Nothing is published.", shows: (course) => course.isPosted },
      { id: "draft", label: "Drafts", empty: "No drafts.", shows: (course) => !course.isPosted },
    ],
  },
  card: (course, actions, nowMillis) => <CourseCard course={course} actions={actions} nowMillis={nowMillis} />,
  actionsOf: (course) => [
    statusAction(course),
    { label: "Edit", href: recordPath.editTrainingCourse(course.key) },
    { label: "Registrants", href: recordPath.courseRegistrants(course.key) },
  ],
};

export function CoursesPage() {
  return <OwnListPage list={COURSES} />;
}

/** Publish a draft as it is (core judges it complete first), or make a published course a draft again. */
function statusAction(course: OwnCourse): ItemAction {
  if (!course.isPosted) return { label: "Publish", run: () => publishTrainingCourse(course) };
  return {
    label: "Unpublish",
    run: () => unpublishTrainingCourse(course.key),
    confirm: {
      title: "Unpublish this course?",
      confirmLabel: "Unpublish course",
      cancelLabel: "Keep it published",
      text: (
        <p>
          “{course.name}” becomes a draft and leaves the portal's search at once. Its registrants stay with it, and you can publish it
          again later.
        </p>
      ),
    },
  };
}

function CourseCard({ course, actions, nowMillis }: { course: OwnCourse; actions: ReactNode; nowMillis: number }) {
  useSignals();
  const lists = useReferenceData().commonData;
  const titleId = `course-${course.key}`;
  return (
    <Card as="li" aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        <Link href={recordPath.course(course.key)} className={styles.titleLink}>
          {course.name}
        </Link>
      </h2>
      <ul className={styles.facts}>
        <li className={styles.salary}>{feeText(course)}</li>
        <li>{durationText(course, lists)}</li>
        <li>{registrantsText(course.registrants)}</li>
      </ul>
      <div className={styles.foot}>
        <p className={styles.closing}>
          {course.isPosted ? (
            <Badge tone="success" icon="check">
              Published
            </Badge>
          ) : (
            <Badge tone="neutral">Draft</Badge>
          )}
          <span>{startText(course, nowMillis)}</span>
        </p>
        <div className={styles.actions}>{actions}</div>
      </div>
    </Card>
  );
}
