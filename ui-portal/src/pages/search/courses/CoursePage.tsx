// /courses/{id}: one training course as a page (the links from "My training courses" come here): the same facts
// and registration as the search's detail. Anyone reads a published course; a draft, or a course that does not
// exist, reads as not found (the server does not tell them apart). The course's own Business also reads its
// drafts here, marked as such, with a way to edit; a Talent who registered for a course since unpublished reads
// it too, told it is no longer open for registration (RegisterControl), so "My training courses" never dead-ends.
import { useSignals } from "@preact/signals-react/runtime";
import { loadTrainingCourse, type TrainingCourse } from "@ictm/core";
import { Badge, Card, Link, useCore } from "@ictm/ui-kit";
import { useParams } from "wouter";
import { paths, recordPath } from "../../../app/paths.ts";
import { RecordPage } from "../../jobs/RecordPage.tsx";
import { RegisterControl } from "./CourseRegistration.tsx";
import { CourseBody, ProviderLine } from "./CourseDetail.tsx";
import { feeText } from "./course-text.ts";
import * as styles from "./CourseDetail.css.ts";

export function CoursePage() {
  const { id = "" } = useParams<{ id: string }>();
  const core = useCore();
  return (
    <RecordPage
      load={() => core.run(loadTrainingCourse(id, { silent: true }))}
      recordKey={id}
      title={(course) => course.name}
      fallbackTitle="Training course"
      what="this course"
      missingHeading="We could not find this course"
      missingText="It may have been taken down by its provider, or the address may be mistyped."
    >
      {(course) => <Course course={course} />}
    </RecordPage>
  );
}

function Course({ course }: { course: TrainingCourse }) {
  useSignals();
  const session = useCore().stores.session.value;
  const isOwn = session.accountType === "Business" && session.business?.key === course.businessKey;
  return (
    <article className={styles.page} aria-labelledby="course-title">
      <div className={styles.pageHead}>
        <ProviderLine course={course} size="large" />
        <h1 id="course-title">{course.name}</h1>
        {course.isPosted || !isOwn ? null : (
          <p>
            <Badge tone="neutral">Draft</Badge>
          </p>
        )}
        {course.shortDescription ? <p className={styles.lead}>{course.shortDescription}</p> : null}
      </div>
      <div className={styles.pageBody}>
        <CourseBody course={course} sectionLevel={2} />
      </div>
      <aside className={styles.pageSide} aria-label="Registration">
        <Card>
          <p className={styles.fee}>{feeText(course)}</p>
          {isOwn ? (
            <Link appearance="button-secondary" href={recordPath.editTrainingCourse(course.key)}>
              Edit this course
            </Link>
          ) : (
            <RegisterControl course={course} returnTo={recordPath.course(course.key)} />
          )}
        </Card>
        <Card>
          <p className={styles.muted}>Looking for another course?</p>
          <Link appearance="standalone" href={paths.courseSearch}>
            Find training courses
          </Link>
        </Card>
      </aside>
    </article>
  );
}
