// A verdict as the results page shows it: the banner (the verdict's word and summary, and the advice), a note when
// it was reached offline, the three checks (icon, name, result and reason), what the token states and what our
// records say (when there is a record), and "Scan another letter". Every sentence is core's (verdict.ts).
import { SIGNATURE_NOTICES, type VerifiedSignature } from "@ictm/core";
import { Badge } from "@ictm/ui-kit";
import { ScanAnother } from "./ScanAnother.tsx";
import * as styles from "./Results.css.ts";
import { VerdictIcon } from "./VerdictIcon.tsx";
import {
  CHECK_NAMES,
  CHECK_ORDER,
  CHECK_QUESTIONS,
  CHECK_WORDS,
  checkIcon,
  checkTone,
  particularsRows,
  recordRows,
  VERDICT_WORDS,
  verdictIcon,
  verdictTone,
  type Row,
} from "./verdict-view.ts";

export function VerdictView({ verdict }: { verdict: VerifiedSignature }) {
  const tone = verdictTone(verdict.verdict);
  return (
    <div className={styles.result}>
      <section className={styles.banner[tone]} aria-labelledby="verdict-summary">
        <span className={styles.bannerIcon}>
          <VerdictIcon icon={verdictIcon(verdict.verdict)} size={28} />
        </span>
        <div className={styles.bannerText}>
          <p className={styles.verdictWord}>{VERDICT_WORDS[verdict.verdict]}</p>
          <h2 id="verdict-summary" className={styles.summary}>
            {verdict.summary}
          </h2>
          <p className={styles.advice}>{verdict.advice}</p>
        </div>
      </section>
      {verdict.offline ? (
        <p className={styles.offline} role="note">
          {SIGNATURE_NOTICES.verifiedOffline}
        </p>
      ) : null}
      <section aria-labelledby="verdict-checks" className={styles.block}>
        <h2 id="verdict-checks" className={styles.blockTitle}>
          Checks
        </h2>
        <ol className={styles.checks}>
          {CHECK_ORDER.map((name) => {
            const check = verdict.checks[name];
            return (
              <li key={name} className={styles.check}>
                <span className={styles.checkIcon[checkTone(check.result)]}>
                  <VerdictIcon icon={checkIcon(check.result)} size={18} />
                </span>
                <div className={styles.checkText}>
                  <p className={styles.checkHead}>
                    <span className={styles.checkName}>{CHECK_NAMES[name]}</span>
                    <Badge tone={checkTone(check.result)}>{CHECK_WORDS[check.result]}</Badge>
                  </p>
                  <p className={styles.checkQuestion}>{CHECK_QUESTIONS[name]}</p>
                  <p className={styles.checkReason}>{check.reason}</p>
                </div>
              </li>
            );
          })}
        </ol>
      </section>
      {verdict.particulars === null && verdict.record === null ? null : (
        <div className={styles.facts}>
          {verdict.particulars === null ? null : <Facts id="verdict-particulars" title="What the token states" rows={particularsRows(verdict.particulars)} />}
          {verdict.record === null ? null : <Facts id="verdict-record" title="What our records say" rows={recordRows(verdict.record)} />}
        </div>
      )}
      <div>
        <ScanAnother appearance="button-primary" />
      </div>
    </div>
  );
}

function Facts({ id, title, rows }: { id: string; title: string; rows: readonly Row[] }) {
  return (
    <section aria-labelledby={id} className={styles.block}>
      <h2 id={id} className={styles.blockTitle}>
        {title}
      </h2>
      <dl className={styles.factList}>
        {rows.map((row) => (
          <div key={row.term} className={styles.fact}>
            <dt className={styles.term}>{row.term}</dt>
            <dd className={styles.value}>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
