// The panel's evaluations: the evaluations of each status step that has some (evaluator, status, comment, time; a chief evaluator's
// marked so), the form to record or replace your own in the current step when you may evaluate there (core's rule,
// ./decision-access.ts), and in a step that sends chief evaluators links, those links (./ChiefLinks.tsx).
//
// `?formUrl=` (spec §2: the evaluations tab "takes a query parameter formUrl"): it names the chief evaluation form
// page a new chief-evaluator link opens, one of core's CHIEF_LINK_ROUTES (`chief-evaluation-form`, the open page
// with the token alone, or `internal-chief-evaluation-form`, for a signed-in staff member). The link form's choice
// is that parameter, so a shared address opens the tab with the same page chosen; absent or unknown, the open page.
import { useSignals } from "@preact/signals-react/runtime";
import { formatDateTime, loadEvaluations, loadEvaluationStatuses, recordEvaluation, type BoardApplication, type Evaluation } from "@ictm/core";
import { Badge, Loaded, useCore, useLoadedStore } from "@ictm/ui-kit";
import { useEffect } from "react";
import { ChiefLinks } from "./ChiefLinks.tsx";
import { mayDecideOn, stepAllowsOn, stepsAllowing } from "./decision-access.ts";
import { EvaluationEditor } from "./EvaluationEditor.tsx";
import * as styles from "./Panel.css.ts";

export function EvaluationsTab({ application, workflowId }: { application: BoardApplication; workflowId: string }) {
  useSignals();
  const core = useCore();
  const applicationId = application.applicationRecord.application.id;
  const state = core.stores.evaluations.value;
  const evaluations = state.applicationId === applicationId && state.status !== "loading" ? state.items : null;
  const load = () => void core.run(loadEvaluations(workflowId, applicationId));
  useEffect(load, [core, workflowId, applicationId]);

  return (
    <div className={styles.stack}>
      <Loaded value={evaluations} status={state.status} retry={load} what="the evaluations">
        {(items) => (
          <>
            {items.length === 0 ? <p className={styles.muted}>No evaluations yet.</p> : null}
            {application.statusSteps
              .filter((step) => items.some((item) => item.statusStepId === step.id))
              .map((step) => (
                <StepEvaluations key={step.id} title={step.workflowStepName} evaluations={items.filter((item) => item.statusStepId === step.id)} />
              ))}
            <OwnEvaluation application={application} mayEvaluate={mayDecideOn(application, "evaluate")} own={items.find((item) => item.isMine && item.statusStepId === application.statusStep.id)} />
          </>
        )}
      </Loaded>
      {stepAllowsOn(application, "chief-link") ? <ChiefLinks application={application} mayLink={mayDecideOn(application, "chief-link")} /> : null}
    </div>
  );
}

function StepEvaluations({ title, evaluations }: { title: string; evaluations: readonly Evaluation[] }) {
  return (
    <section className={styles.section} aria-label={`Evaluations in ${title}`}>
      <h3 className={styles.sectionTitle}>{title}</h3>
      <ol className={styles.list}>
        {evaluations.map((evaluation) => (
            <li key={evaluation.id} className={styles.entry}>
              <div className={styles.entryHead}>
                <Badge tone={STATUS_TONES[evaluation.evaluationStatus.key] ?? "neutral"}>{evaluation.evaluationStatus.name}</Badge>
                {evaluation.byChiefEvaluator ? <Badge tone="accent">By chief evaluator</Badge> : null}
              </div>
              <p className={styles.entryText}>{evaluation.comment}</p>
              <p className={styles.entryMeta}>
                {evaluation.evaluator.name}
                {evaluation.isMine ? " (you)" : ""} · {formatDateTime(evaluation.at)}
                {evaluation.editedAt === null ? "" : ` · replaced ${formatDateTime(evaluation.editedAt)}`}
              </p>
            </li>
        ))}
      </ol>
    </section>
  );
}

// The colour repeats the status word (the word carries the meaning); an unknown status stays neutral.
const STATUS_TONES: Readonly<Record<string, "success" | "warning" | "danger" | "info">> = {
  recommended: "success",
  "recommended-with-conditions": "warning",
  "not-recommended": "danger",
  "more-information-needed": "info",
};

function OwnEvaluation({ application, mayEvaluate, own }: { application: BoardApplication; mayEvaluate: boolean; own: Evaluation | undefined }) {
  const core = useCore();
  const stepName = application.workflowStep.name;
  const statuses = useLoadedStore("evaluationStatuses", () => loadEvaluationStatuses());
  if (!mayEvaluate) {
    const why = stepAllowsOn(application, "evaluate")
      ? `Only the evaluators who act in ${stepName} can record an evaluation here.`
      : `Evaluations are recorded while the application is in ${stepsAllowing("evaluate")}.`;
    return <p className={styles.muted}>{why}</p>;
  }
  return (
    <section className={styles.actionSection} aria-labelledby="own-evaluation">
      <h3 id="own-evaluation" className={styles.sectionTitle}>
        {own ? "Replace your evaluation" : "Your evaluation"}
      </h3>
      <Loaded value={statuses.status === "loaded" ? statuses.items : null} status={statuses.status} retry={() => void core.run(loadEvaluationStatuses())} what="the evaluation statuses">
        {(items) => (
          <EvaluationEditor
            key={own ? `${own.id}-${own.editedAt ?? own.at}` : "first"}
            statuses={items}
            initial={own ? { evaluationStatusKey: own.evaluationStatus.key, comment: own.comment } : undefined}
            description={`Recorded in ${stepName}${own ? ", in place of your earlier one" : ""}. Other staff see it; the applicant does not.`}
            submitLabel={own ? "Replace evaluation" : "Record evaluation"}
            run={(values) => core.run(recordEvaluation({ applicationId: application.applicationRecord.application.id, statusStepId: application.statusStep.id, ...values }))}
          />
        )}
      </Loaded>
    </section>
  );
}
