// /jobs/{id}: one vacancy for anyone: what, where, for how much, until when, the business behind it and how to reach
// it, with a way to its other open vacancies. A signed-in Talent applies (JobApplication.tsx) and saves it ("Save job"
// / "Saved"); anyone else is told how they could. A closed or expired vacancy stays readable: it says the day it
// closed and offers neither Apply nor Save (a Talent who saved it may still remove it). The vacancy's own Business
// also sees its drafts here, with a way to edit.
import { Fragment, useState } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { loadJobVacancy, vacancyOpenness, type JobVacancy } from "@ictm/core";
import { Badge, Card, cx, Link, useCore } from "@ictm/ui-kit";
import { useParams } from "wouter";
import { useReferenceData } from "../../app/member-data.ts";
import { recordPath } from "../../app/paths.ts";
import { BusinessLine } from "./BusinessLine.tsx";
import { ApplyControl } from "./JobApplication.tsx";
import * as styles from "./JobPage.css.ts";
import { RecordPage } from "./RecordPage.tsx";
import { RemoveSavedJob, SaveJobControl } from "./SaveJobControl.tsx";
import { employerContactFacts } from "../search/DetailParts.tsx";
import { closedNotice, closingText, employmentText, OPENNESS_LABELS, placeText, salaryText } from "./vacancy-text.ts";

export function JobPage() {
  const { id = "" } = useParams<{ id: string }>();
  const core = useCore();
  return (
    <RecordPage
      load={() => core.run(loadJobVacancy(id, { silent: true }))}
      recordKey={id}
      title={(vacancy) => vacancy.title}
      fallbackTitle="Job vacancy"
      what="this vacancy"
      missingHeading="We could not find this vacancy"
      missingText="It may have been taken down by its business, or the address may be mistyped."
    >
      {(vacancy) => <Vacancy vacancy={vacancy} />}
    </RecordPage>
  );
}

function Vacancy({ vacancy }: { vacancy: JobVacancy }) {
  useSignals();
  const core = useCore();
  const lists = useReferenceData().commonData;
  const session = core.stores.session.value;
  const [now] = useState(() => Date.now());
  const openness = vacancyOpenness(vacancy, now);
  const isOwn = session.accountType === "Business" && session.business?.key === vacancy.businessKey;
  const closed = closedNotice(vacancy, now);
  const contact = employerContactFacts(vacancy.employerContact);
  return (
    <article className={styles.layout} aria-labelledby="vacancy-title">
      <div className={cx(styles.head, styles.headArea)}>
        <BusinessLine vacancy={vacancy} size="large" />
        <h1 id="vacancy-title">{vacancy.title}</h1>
        {closed !== null ? (
          <p className={styles.closedNotice}>{closed}</p>
        ) : openness === "open" ? null : (
          <p>
            <Badge tone={openness === "draft" ? "neutral" : "warning"}>{OPENNESS_LABELS[openness]}</Badge>
          </p>
        )}
      </div>
      <div className={styles.main}>
        <dl className={styles.facts}>
          <dt className={styles.term}>Salary</dt>
          <dd className={styles.definition}>{salaryText(vacancy)}</dd>
          <dt className={styles.term}>Where</dt>
          <dd className={styles.definition}>{placeText(vacancy, lists)}</dd>
          <dt className={styles.term}>Employment</dt>
          <dd className={styles.definition}>{employmentText(vacancy, lists)}</dd>
          <dt className={styles.term}>Applications</dt>
          <dd className={styles.definition}>{closingText(vacancy, now)}</dd>
        </dl>
        {vacancy.skills.length > 0 ? (
          <section aria-labelledby="skills-heading" className={styles.head}>
            <h2 id="skills-heading" className={styles.sectionHeading}>
              Skills
            </h2>
            <ul className={styles.skills}>
              {vacancy.skills.map((skill) => (
                <li key={skill}>
                  <Badge tone="accent">{skill}</Badge>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <section aria-labelledby="description-heading" className={styles.head}>
          <h2 id="description-heading" className={styles.sectionHeading}>
            About the job
          </h2>
          <p className={styles.description}>{vacancy.description}</p>
        </section>
        {contact.length > 0 ? (
          <section aria-labelledby="contact-heading" className={styles.head}>
            <h2 id="contact-heading" className={styles.sectionHeading}>
              Contact the employer
            </h2>
            <dl className={styles.facts}>
              {contact.map((fact) => (
                <Fragment key={fact.term}>
                  <dt className={styles.term}>{fact.term}</dt>
                  <dd className={styles.definition}>{fact.value}</dd>
                </Fragment>
              ))}
            </dl>
          </section>
        ) : null}
      </div>
      <aside className={styles.side} aria-label="Apply, save and more vacancies">
        <Card>
          <p className={styles.salary}>{salaryText(vacancy)}</p>
          <p className={styles.muted}>{closingText(vacancy, now)}</p>
          {isOwn ? (
            <Link appearance="button-secondary" href={recordPath.editVacancy(vacancy.key)}>
              Edit this vacancy
            </Link>
          ) : (
            <>
              <ApplyControl vacancy={vacancy} returnTo={recordPath.job(vacancy.key)} />
              {closed === null ? <SaveJobControl vacancyKey={vacancy.key} returnTo={recordPath.job(vacancy.key)} /> : <RemoveSavedJob vacancyKey={vacancy.key} />}
            </>
          )}
        </Card>
        <Card>
          <p className={styles.muted}>Looking for something else at {vacancy.businessName}?</p>
          <Link appearance="standalone" href={recordPath.businessVacancies(vacancy.businessKey)}>
            More vacancies at {vacancy.businessName}
          </Link>
        </Card>
      </aside>
    </article>
  );
}
