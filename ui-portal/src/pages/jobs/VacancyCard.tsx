// A vacancy in a list: the business, the title (a link to its page), salary in BND, where and what kind, the
// closing date, and the list's own actions (Remove, Publish, Edit).
import type { ReactNode } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import type { JobVacancy } from "@ictm/core";
import { Card, Link } from "@ictm/ui-kit";
import { useReferenceData } from "../../app/member-data.ts";
import { recordPath } from "../../app/paths.ts";
import { BusinessLine } from "./BusinessLine.tsx";
import { closingText, employmentText, placeText, salaryText } from "./vacancy-text.ts";
import * as styles from "./VacancyCard.css.ts";

export interface VacancyCardProps {
  vacancy: JobVacancy;
  nowMillis: number;
  /** Beside the closing date: a status badge. */
  status?: ReactNode;
  actions?: ReactNode;
  /** Leave out the business line (on a business's own lists). */
  hideBusiness?: boolean;
}

export function VacancyCard({ vacancy, nowMillis, status, actions, hideBusiness }: VacancyCardProps) {
  useSignals();
  const lists = useReferenceData().commonData;
  const titleId = `vacancy-${vacancy.key}`;
  return (
    <Card as="li" aria-labelledby={titleId}>
      {hideBusiness ? null : (
        <BusinessLine vacancy={vacancy} size="small" />
      )}
      <h2 id={titleId} className={styles.title}>
        <Link href={recordPath.job(vacancy.key)} className={styles.titleLink}>
          {vacancy.title}
        </Link>
      </h2>
      <ul className={styles.facts}>
        <li className={styles.salary}>{salaryText(vacancy)}</li>
        <li>{placeText(vacancy, lists)}</li>
        <li>{employmentText(vacancy, lists)}</li>
      </ul>
      <div className={styles.foot}>
        <p className={styles.closing}>
          {status}
          <span>{closingText(vacancy, nowMillis)}</span>
        </p>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </Card>
  );
}
