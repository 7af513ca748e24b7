// /account/applications: "My applications": the signed-in Talent's job applications in every status, newest first,
// each with the vacancy (a link to its page, closed ones too), the employer, when it was applied for, its status and
// the employer's note with a decision. One the rules allow may be withdrawn (asked first).
import { useState } from "react";
import {
  DATE_FORMATS,
  formatDate,
  JOB_APPLICATION_STATUS_LABELS,
  loadJobApplications,
  mayWithdrawJobApplication,
  vacancyOpenness,
  type JobApplication,
} from "@ictm/core";
import { Badge, Card, EmptyState, Link, Loaded, useCore } from "@ictm/ui-kit";
import { MemberArea } from "../../../app/MemberArea.tsx";
import { paths, recordPath } from "../../../app/paths.ts";
import { APPLICATION_STATUS_TONES, appliedOnText, useJobApplications, WithdrawApplicationButton } from "../../jobs/JobApplication.tsx";
import { OPENNESS_LABELS } from "../../jobs/vacancy-text.ts";
import * as styles from "./MyApplicationsPage.css.ts";

export function MyApplicationsPage() {
  return (
    <MemberArea kind="Talent" section={paths.myApplications} title="My applications" lead="The jobs you applied for, newest first.">
      <MyApplications />
    </MemberArea>
  );
}

function MyApplications() {
  const core = useCore();
  const applications = useJobApplications({ fresh: true });
  const [now] = useState(() => Date.now());
  // While it asks again on arrival, the list already shown stays.
  const shown = applications.status === "loaded" || applications.items.length > 0 ? applications.items : null;
  return (
    <Loaded value={shown} status={applications.status} retry={() => void core.run(loadJobApplications())} what="your applications">
      {(list) =>
        list.length === 0 ? (
          <EmptyState
            heading="You have not applied for any jobs yet"
            action={
              <Link appearance="button-primary" href={paths.jobSearch}>
                Search jobs
              </Link>
            }
          >
            Find a job that suits you and press “Apply”: your application will be listed here.
          </EmptyState>
        ) : (
          <ul className={styles.list}>
            {list.map((application) => (
              <Application key={application.key} application={application} nowMillis={now} />
            ))}
          </ul>
        )
      }
    </Loaded>
  );
}

function Application({ application, nowMillis }: { application: JobApplication; nowMillis: number }) {
  const vacancy = application.jobVacancy;
  const openness = vacancyOpenness(vacancy, nowMillis);
  const titleId = `application-${application.key}`;
  const decided = application.decidedAt === null ? null : formatDate(application.decidedAt, DATE_FORMATS.day);
  return (
    <Card as="li" aria-labelledby={titleId}>
      <p className={styles.employer}>{vacancy.businessName}</p>
      <h2 id={titleId} className={styles.title}>
        <Link href={recordPath.job(vacancy.key)} className={styles.titleLink}>
          {vacancy.title}
        </Link>
      </h2>
      <ul className={styles.facts}>
        <li>{appliedOnText(application)}</li>
        {decided === null ? null : <li>{`${JOB_APPLICATION_STATUS_LABELS[application.status]} on ${decided}`}</li>}
        {application.attachment === null ? null : <li>Attached: {application.attachment.name}</li>}
        {openness === "open" ? null : <li>Vacancy: {OPENNESS_LABELS[openness]}</li>}
      </ul>
      {application.note === null ? null : <p className={styles.note}>{`Note from ${vacancy.businessName}: ${application.note}`}</p>}
      <div className={styles.foot}>
        <p className={styles.status}>
          <Badge tone={APPLICATION_STATUS_TONES[application.status]}>{JOB_APPLICATION_STATUS_LABELS[application.status]}</Badge>
        </p>
        {mayWithdrawJobApplication(application.status, openness === "open") ? (
          <div className={styles.actions}>
            <WithdrawApplicationButton application={application} size="small" />
          </div>
        ) : null}
      </div>
    </Card>
  );
}
