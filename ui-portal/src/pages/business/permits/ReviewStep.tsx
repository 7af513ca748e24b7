// "Review and submit", the editor's last step: every problem the submit rules find, grouped by section, each a
// link that opens its section with focus on the field; and Submit (a draft only), which the server judges with the
// same rules. A refused submit lists what the server said; a submitted application turns read-only.
import { useRef, useState } from "react";
import { permitVerdictOf, submitExpatPermit, type PermitFormRecord, type PermitType, type SectionDescriptor } from "@ictm/core";
import { Button, FormActions, Link, useCore } from "@ictm/ui-kit";
import { recordPath } from "../../../app/paths.ts";
import { FormSection } from "../../shared/FormSection.tsx";
import { placeOf, problemsBySection, type FieldVerdict } from "./permit-values.ts";
import * as styles from "./Permits.css.ts";

export interface ReviewStepProps {
  type: PermitType;
  record: PermitFormRecord;
  sections: ReadonlyArray<SectionDescriptor>;
  /** The problems to list: core's submit verdict of the content as saved, with the server's after a refused submit. */
  verdict: FieldVerdict;
  /** Whether this application can be submitted (a draft); one given back is handed back instead. */
  canSubmit: boolean;
  /** A submit was refused with this verdict (keyed `<section>.<path>`). */
  onRefused: (verdict: FieldVerdict) => void;
}

export function ReviewStep({ type, record, sections, verdict, canSubmit, onRefused }: ReviewStepProps) {
  const core = useCore();
  const [isPending, setPending] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const groups = problemsBySection(sections, verdict);
  const count = groups.reduce((total, group) => total + group.problems.length, 0);
  const id = record.application.id;

  const submit = async () => {
    if (isPending) return;
    setPending(true);
    const result = await core.run(submitExpatPermit(type, id));
    setPending(false);
    if (!result.ok) {
      const refused = permitVerdictOf(result.error);
      if (Object.keys(refused).length > 0) {
        onRefused(refused);
        window.setTimeout(() => heading.current?.focus(), 0);
      }
    }
  };

  return (
    <FormSection
      title="Review and submit"
      description={canSubmit ? "Check that nothing is missing, then submit the application to the staff." : "Check that nothing is missing before you hand the application back."}
    >
      <div className={styles.problems}>
        {count === 0 ? (
          <p ref={heading} tabIndex={-1} className={styles.notice}>
            Everything the application needs is filled in.
          </p>
        ) : (
          <div className={styles.warning} role="region" aria-labelledby="permit-problems">
            <h3 id="permit-problems" ref={heading} tabIndex={-1} className={styles.noticeTitle}>
              {count === 1 ? "1 thing to fix before you submit" : `${count} things to fix before you submit`}
            </h3>
            {groups.map(({ section, problems }) => (
              <section key={section.key} aria-labelledby={`problems-${section.key}`}>
                <h4 id={`problems-${section.key}`} className={styles.problemTitle}>
                  {section.title}
                </h4>
                <ul className={styles.problemList}>
                  {problems.map((problem) => {
                    const steps = problem.path === "" ? [] : problem.path.split(".");
                    const container = placeOf(section.fields, steps.slice(0, -1));
                    return (
                      <li key={`${problem.path} ${problem.message}`}>
                        <Link href={`${recordPath.expatPermit(type, id, section.key)}?field=${encodeURIComponent(problem.path)}`}>
                          {container === "" ? problem.message : `${container}: ${problem.message}`}
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              </section>
            ))}
          </div>
        )}
        {canSubmit ? (
          <FormActions>
            <Button onPress={() => void submit()} isPending={isPending}>
              Submit application
            </Button>
          </FormActions>
        ) : null}
      </div>
    </FormSection>
  );
}
