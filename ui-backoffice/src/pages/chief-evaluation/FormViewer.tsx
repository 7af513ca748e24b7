// The chief evaluation pages' form viewer: what is being evaluated (reference, business, permit type, step, for
// whom), the application read-only (the panel's ApplicationSections, no audit trail) and the evaluation form
// (the panel's EvaluationEditor). A skip link leads past the long application to the form. Once the evaluation is
// recorded, the page shows its thank-you state instead (./ChiefOutcome.tsx); that is the caller's.
import { formatDateTime, type PermitType, type ReferenceItem, type RunResult, type StaffPermitFormRecord, type LoadStatus } from "@ictm/core";
import { Container, cx, Loaded, PageHeader } from "@ictm/ui-kit";
import * as linkStyles from "@ictm/ui-kit/components/Link.css.ts";
import type { ReactNode } from "react";
import { ApplicationSections } from "../panel/ApplicationSections.tsx";
import { EvaluationEditor, type EvaluationValues } from "../panel/EvaluationEditor.tsx";
import * as styles from "./ChiefEvaluation.css.ts";

export interface ViewedApplication {
  reference: string;
  businessName: string;
  permitType: { key: PermitType; name: string; abbreviation: string };
  stepName: string;
  /** Whose evaluation it is ("Dr Aminah"), and until when the link opens the form (token pages). */
  chiefName?: string;
  expiresAt?: string;
}

export interface FormViewerProps {
  viewed: ViewedApplication;
  record: { value: StaffPermitFormRecord | null; status: LoadStatus; retry: () => void };
  statuses: readonly ReferenceItem[];
  run: (values: EvaluationValues) => Promise<RunResult<unknown>>;
  onRecorded: () => void;
}

export function FormViewer({ viewed, record, statuses, run, onRecorded }: FormViewerProps) {
  return (
    <Container>
      <div className={styles.page}>
        <PageHeader
          eyebrow={`${viewed.permitType.name} (${viewed.permitType.abbreviation})`}
          title={`Chief evaluation of ${viewed.reference}`}
          lead={`${viewed.businessName} asks for an expatriate permit. Read the application, then give your evaluation.`}
        />
        {/* A plain anchor: the in-page jump is the browser's, not a route change. */}
        <a href="#evaluation-form" className={cx(linkStyles.variant.inline, styles.skip)}>
          Skip to the evaluation form
        </a>
        <div className={styles.layout}>
          <div className={styles.application}>
            <Loaded value={record.value} status={record.status} retry={record.retry} what="the application">
              {(shown) => <ApplicationSections type={viewed.permitType.key} record={shown} withAudit={false} headingLevel={2} />}
            </Loaded>
          </div>
          <section id="evaluation-form" className={styles.aside} aria-labelledby="evaluation-form-title" tabIndex={-1}>
            <h2 id="evaluation-form-title" className={styles.heading}>
              Your evaluation
            </h2>
            <dl className={styles.facts}>
              <Fact term="Application">{viewed.reference}</Fact>
              <Fact term="Business">{viewed.businessName}</Fact>
              <Fact term="Step">{viewed.stepName}</Fact>
              {viewed.chiefName === undefined ? null : <Fact term="Chief evaluator">{viewed.chiefName}</Fact>}
              {viewed.expiresAt === undefined ? null : <Fact term="Link open until">{formatDateTime(viewed.expiresAt)}</Fact>}
            </dl>
            <EvaluationEditor statuses={statuses} description="The staff see it with the application; the applicant does not." submitLabel="Submit evaluation" run={run} onRecorded={onRecorded} />
          </section>
        </div>
      </div>
    </Container>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </>
  );
}
