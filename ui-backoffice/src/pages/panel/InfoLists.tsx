// The lists of the info tab: an lpa's vacancy, its labour-market test and how many applied to it on the portal
// (the local ones are Bruneian, as the Business's own count), and the notices e-mailed to the applicant (the steps it went through are its journey, ./JourneySection.tsx). Dates through core's formatters.
import { DATE_FORMATS, formatDate, formatDateTime, type ApplicantNotice, type BoardVacancy } from "@ictm/core";
import { Badge } from "@ictm/ui-kit";
import type { ReactNode } from "react";
import * as styles from "./Panel.css.ts";

export function VacancyFacts({ vacancy }: { vacancy: BoardVacancy }) {
  return (
    <section className={styles.section} aria-labelledby="panel-vacancy">
      <h3 id="panel-vacancy" className={styles.sectionTitle}>
        Job vacancy
      </h3>
      <dl className={styles.readList}>
        <Fact term="Title">{vacancy.title}</Fact>
        <Fact term="Status">{vacancy.status}</Fact>
        <Fact term="Published">{vacancy.publishedAt === null ? "Not published" : formatDateTime(vacancy.publishedAt)}</Fact>
        <Fact term="Closing date">{vacancy.closingDate === null ? "None" : formatDate(vacancy.closingDate, DATE_FORMATS.day)}</Fact>
        <Fact term="Days published">{vacancy.daysPublished === null ? "Not published" : String(vacancy.daysPublished)}</Fact>
        <Fact term="Applicants">{applicantsText(vacancy.applicants)}</Fact>
        <Fact term="Labour-market test">
          {vacancy.meetsLabourMarketTest ? (
            <Badge tone="success" icon="check">Published 14 days or more</Badge>
          ) : (
            <Badge tone="warning">Published fewer than 14 days</Badge>
          )}
        </Fact>
      </dl>
    </section>
  );
}

/** "5 applicants, 2 of them local" (local: Bruneian nationality); "1 applicant, local"; "No applicants". */
export function applicantsText({ total, local }: BoardVacancy["applicants"]): string {
  if (total === 0) return "No applicants";
  if (total === 1) return local === 1 ? "1 applicant, local" : "1 applicant, not local";
  return `${total} applicants, ${local} of them local`;
}

export function NoticeList({ notices }: { notices: readonly ApplicantNotice[] }) {
  return (
    <section className={styles.section} aria-labelledby="panel-notices">
      <h3 id="panel-notices" className={styles.sectionTitle}>
        Notices sent to the applicant
      </h3>
      {notices.length === 0 ? (
        <p className={styles.muted}>No notices sent yet. Use “Notify the applicant” to e-mail the Business.</p>
      ) : (
        <ol className={styles.list}>
          {notices.map((notice, index) => (
            <li key={index} className={styles.entry}>
              <p className={styles.entryText}>{notice.comment}</p>
              <p className={styles.entryMeta}>
                {notice.stepName} · {formatDateTime(notice.at)} · {notice.by.name}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** One term and its value in a definition list. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </>
  );
}
