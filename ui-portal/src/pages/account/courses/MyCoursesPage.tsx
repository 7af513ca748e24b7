// /account/courses: "My training courses": the signed-in Talent's registrations in every status, newest first, each
// with the course (a link to its page), who offers it, when it starts, the registration's status and when it was
// made. An enrolled registration may be withdrawn from: a request the course's Business decides (asked first).
import { useState } from "react";
import { DATE_FORMATS, formatDate, loadCourseRegistrations, mayRequestWithdrawal, REGISTRATION_STATUS_LABELS, type CourseRegistration, type RegistrationStatus } from "@ictm/core";
import { Badge, Card, EmptyState, Link, Loaded, useCore, type BadgeTone } from "@ictm/ui-kit";
import { MemberArea } from "../../../app/MemberArea.tsx";
import { paths, recordPath } from "../../../app/paths.ts";
import { useCourseRegistrations, WithdrawButton } from "../../search/courses/CourseRegistration.tsx";
import { startText } from "../../search/courses/course-text.ts";
import * as styles from "./MyCoursesPage.css.ts";

export function MyCoursesPage() {
  return (
    <MemberArea kind="Talent" section={paths.myCourses} title="My training courses" lead="The courses you registered for, newest first.">
      <MyCourses />
    </MemberArea>
  );
}

const STATUS_TONES: { readonly [S in RegistrationStatus]: BadgeTone } = {
  enrolled: "success",
  "withdrawal-requested": "warning",
  withdrawn: "neutral",
};

function MyCourses() {
  const core = useCore();
  const registrations = useCourseRegistrations({ fresh: true });
  const [now] = useState(() => Date.now());
  // While it asks again on arrival, the list already shown stays.
  const shown = registrations.status === "loaded" || registrations.items.length > 0 ? registrations.items : null;
  return (
    <Loaded value={shown} status={registrations.status} retry={() => void core.run(loadCourseRegistrations())} what="your training courses">
      {(list) =>
        list.length === 0 ? (
          <EmptyState
            heading="You have not registered for any courses yet"
            action={
              <Link appearance="button-primary" href={paths.courseSearch}>
                Find training courses
              </Link>
            }
          >
            Find a course that suits you and press “Register for this course”: it will be listed here.
          </EmptyState>
        ) : (
          <ul className={styles.list}>
            {list.map((registration) => (
              <Registration key={registration.key} registration={registration} nowMillis={now} />
            ))}
          </ul>
        )
      }
    </Loaded>
  );
}

function Registration({ registration, nowMillis }: { registration: CourseRegistration; nowMillis: number }) {
  const course = registration.trainingCourse;
  const titleId = `registration-${registration.key}`;
  return (
    <Card as="li" aria-labelledby={titleId}>
      <p className={styles.provider}>{course.businessName}</p>
      <h2 id={titleId} className={styles.title}>
        <Link href={recordPath.course(course.key)} className={styles.titleLink}>
          {course.name}
        </Link>
      </h2>
      <ul className={styles.facts}>
        <li>Starts {startText(course, nowMillis)}</li>
        <li>Registered {formatDate(registration.registeredAt, DATE_FORMATS.dateTime)}</li>
        {registration.status === "withdrawal-requested" && registration.withdrawalRequestedAt ? (
          <li>Withdrawal asked {formatDate(registration.withdrawalRequestedAt, DATE_FORMATS.dateTime)}</li>
        ) : null}
        {registration.status === "withdrawn" && registration.decidedAt ? <li>Withdrawn {formatDate(registration.decidedAt, DATE_FORMATS.dateTime)}</li> : null}
      </ul>
      <div className={styles.foot}>
        <p className={styles.status}>
          <Badge tone={STATUS_TONES[registration.status]}>{REGISTRATION_STATUS_LABELS[registration.status]}</Badge>
          {registration.status === "withdrawal-requested" ? <span>{course.businessName} will decide your request.</span> : null}
        </p>
        {mayRequestWithdrawal(registration.status) ? (
          <div className={styles.actions}>
            <WithdrawButton registration={registration} size="small" />
          </div>
        ) : null}
      </div>
    </Card>
  );
}
