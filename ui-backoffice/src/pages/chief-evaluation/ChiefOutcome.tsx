// The chief evaluation pages' whole-page outcomes: a link that does not open the form (invalid, already used,
// withdrawn, expired: a heading for the kind and the catalogue's message, never the form), the thank-you state
// after a recorded answer ("Your response has been recorded.", with the answer as recorded), and a staff member
// who may not evaluate now. One h1 each, in the narrow column.
import { formatDateTime, MESSAGES, type ChiefLinkClosure, type Evaluation } from "@ictm/core";
import { CheckCircleIcon, Container, EmptyState, LinkBrokenIcon } from "@ictm/ui-kit";
import { useEffect, useRef } from "react";
import * as styles from "./ChiefEvaluation.css.ts";

const CLOSED_HEADINGS: Readonly<Record<ChiefLinkClosure, string>> = {
  "chief-link-invalid": "This link is not valid",
  "chief-link-used": "This link has already been used",
  "chief-link-revoked": "This link has been withdrawn",
  "chief-link-expired": "This link has expired",
};

export function ClosedLink({ kind, message }: { kind: ChiefLinkClosure; message: string }) {
  return (
    <Container width="prose">
      <div className={styles.page}>
        <EmptyState heading={CLOSED_HEADINGS[kind]} headingLevel={1} icon={<LinkBrokenIcon />}>
          <p role="alert">{message}</p>
        </EmptyState>
      </div>
    </Container>
  );
}

export function ResponseRecorded({ evaluation }: { evaluation: Pick<Evaluation, "evaluationStatus" | "comment" | "at"> }) {
  // The form (and its submit button, which had focus) is gone: focus moves here, so the outcome is read next.
  // The notice itself is also the core's info toast, announced as it appears.
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => outcome.current?.focus(), []);
  return (
    <Container width="prose">
      <div className={styles.page} ref={outcome} tabIndex={-1}>
        <EmptyState heading="Thank you" headingLevel={1} icon={<CheckCircleIcon />}>
          <p>{MESSAGES.responseRecorded}</p>
          <dl className={styles.answer}>
            <dt className={styles.term}>Status</dt>
            <dd className={styles.value}>{evaluation.evaluationStatus.name}</dd>
            <dt className={styles.term}>Comment</dt>
            <dd className={styles.value}>{evaluation.comment}</dd>
            <dt className={styles.term}>Recorded</dt>
            <dd className={styles.value}>{formatDateTime(evaluation.at)}</dd>
          </dl>
          <p>You can close this page.</p>
        </EmptyState>
      </div>
    </Container>
  );
}

export function MayNotEvaluate({ reason }: { reason: string }) {
  return (
    <Container width="prose">
      <div className={styles.page}>
        <EmptyState heading="You cannot evaluate this application now" headingLevel={1} icon={<LinkBrokenIcon />}>
          <p>{reason}</p>
        </EmptyState>
      </div>
    </Container>
  );
}
