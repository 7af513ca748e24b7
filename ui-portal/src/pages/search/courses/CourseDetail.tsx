// The selected training course in the search: who offers it (a link to the business), the title and its short
// description, the facts (fee in BND or "Free", duration, level, language, start date and how far off it is, the
// topic), the Talent's registration (CourseRegistration.tsx), a link to the course's own page, how to contact the
// provider, and the long description with its line breaks. CourseBody is shared with the course's page.
import { useState, useId, type ReactNode } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { businessSearchQuery, type CommonData, type TrainingCourse } from "@ictm/core";
import { Avatar, Link } from "@ictm/ui-kit";
import { useReferenceData } from "../../../app/member-data.ts";
import { paths, recordPath } from "../../../app/paths.ts";
import { addressOf } from "../search-address.ts";
import { DetailHead, Facts } from "../DetailParts.tsx";
import { RegisterControl } from "./CourseRegistration.tsx";
import { durationText, feeText, languageText, levelText, startText, tagText } from "./course-text.ts";
import * as styles from "./CourseDetail.css.ts";

export function CourseDetail({ course, headingId, returnTo }: { course: TrainingCourse; headingId: string; returnTo: string }) {
  return (
    <>
      <DetailHead
        headingId={headingId}
        title={course.name}
        above={<ProviderLine course={course} size="small" />}
        below={course.shortDescription ?? undefined}
      />
      <div className={styles.actions}>
        <RegisterControl course={course} returnTo={returnTo} />
        <Link appearance="standalone" href={recordPath.course(course.key)}>
          Open the course page
        </Link>
      </div>
      <CourseBody course={course} sectionLevel={3} />
    </>
  );
}

/** Who offers the course: its initials, and its name linking to the business in the business search. */
export function ProviderLine({ course, size }: { course: Pick<TrainingCourse, "businessKey" | "businessName">; size: "small" | "large" }) {
  return (
    <p className={styles.provider}>
      <Avatar name={course.businessName} pictureUrl={null} shape="logo" className={size === "small" ? styles.providerLogo : styles.providerLogoLarge} />
      <Link href={businessAddress(course)}>{course.businessName}</Link>
    </p>
  );
}

/** The business search narrowed to the business's name, with the business selected. */
export function businessAddress(course: Pick<TrainingCourse, "businessKey" | "businessName">): string {
  const screen = businessSearchQuery;
  return addressOf(paths.businessSearch, screen.serialize(screen.withActive(screen.withTerms(screen.defaults, course.businessName), course.businessKey)));
}

/** The facts, the contact details and the long description. */
export function CourseBody({ course, sectionLevel }: { course: TrainingCourse; sectionLevel: 2 | 3 }) {
  useSignals();
  const lists = useReferenceData().commonData;
  const [now] = useState(() => Date.now());
  return (
    <div className={styles.body}>
      <Facts facts={courseFacts(course, lists, now)} />
      {course.contactEmail || course.contactPhoneNumber ? (
        <Section title="Contact the provider" level={sectionLevel}>
          <ul className={styles.contacts}>
            {course.contactEmail ? (
              <li>
                <span className={styles.contactTerm}>E-mail</span>
                <Link href={`mailto:${course.contactEmail}`}>{course.contactEmail}</Link>
              </li>
            ) : null}
            {course.contactPhoneNumber ? (
              <li>
                <span className={styles.contactTerm}>Phone</span>
                <Link href={`tel:${course.contactPhoneNumber.replace(/[^\d+]/g, "")}`}>{course.contactPhoneNumber}</Link>
              </li>
            ) : null}
          </ul>
        </Section>
      ) : null}
      {course.longDescription ? (
        <Section title="About the course" level={sectionLevel}>
          <p className={styles.prose}>{course.longDescription}</p>
        </Section>
      ) : null}
    </div>
  );
}

export function courseFacts(course: TrainingCourse, lists: CommonData | null, nowMillis: number) {
  const topic = tagText(course, lists);
  return [
    { term: "Fee", value: feeText(course) },
    { term: "Duration", value: durationText(course, lists) },
    { term: "Start date", value: startText(course, nowMillis) },
    { term: "Level", value: levelText(course, lists) },
    { term: "Language", value: languageText(course, lists) },
    ...(topic === null ? [] : [{ term: "Topic", value: topic }]),
  ];
}

function Section({ title, level, children }: { title: string; level: 2 | 3; children: ReactNode }) {
  const id = useId();
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={id} className={styles.section}>
      <Heading id={id} className={styles.sectionTitle}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
