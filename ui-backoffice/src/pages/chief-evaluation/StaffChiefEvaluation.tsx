// The internal chief evaluation page without a link's token: a signed-in staff member who may evaluate in the
// application's current step (core's rule, ../panel/decision-access.ts; the server judges again) reads the
// application and records an evaluation through the normal evaluation call (core's recordEvaluation), then sees
// the thank-you state. Anyone else is told why not, without the form.
import { useSignals } from "@preact/signals-react/runtime";
import { loadBoardApplication, loadEvaluationStatuses, loadStaffFormRecord, recordEvaluation, staffFormRecordOf, type Evaluation } from "@ictm/core";
import { AreaSkeleton, Container, Loaded, useCore, useLoadedStore } from "@ictm/ui-kit";
import { useEffect, useState } from "react";
import { mayDecideOn, stepAllowsOn, stepsAllowing } from "../panel/decision-access.ts";
import { MayNotEvaluate, ResponseRecorded } from "./ChiefOutcome.tsx";
import { FormViewer } from "./FormViewer.tsx";

export function StaffChiefEvaluation({ workflowId, applicationId }: { workflowId: string; applicationId: string }) {
  useSignals();
  const core = useCore();
  const [recorded, setRecorded] = useState<Evaluation | null>(null);
  const state = core.stores.boardApplication.value;
  const application = state.application?.applicationRecord.application.id === applicationId ? state.application : null;
  const type = application?.applicationRecord.permitType.key;
  const recordState = core.stores.staffFormRecord.value;
  const statuses = useLoadedStore("evaluationStatuses", () => loadEvaluationStatuses());
  const loadApplication = () => void core.run(loadBoardApplication(workflowId, applicationId));
  useEffect(loadApplication, [core, workflowId, applicationId]);
  const loadRecord = () => {
    if (type !== undefined) void core.run(loadStaffFormRecord(type, applicationId));
  };
  useEffect(loadRecord, [core, type, applicationId]);

  if (recorded !== null) return <ResponseRecorded evaluation={recorded} />;
  return (
    <Loaded value={application} status={state.status === "idle" ? "loading" : state.status} retry={loadApplication} what="the application" skeleton={<Skeleton />}>
      {(shown) => {
        if (!mayDecideOn(shown, "evaluate")) {
          const step = shown.workflowStep.name;
          const why = stepAllowsOn(shown, "evaluate")
            ? `Only the evaluators who act in ${step} can record an evaluation of it.`
            : `Evaluations are recorded while an application is in ${stepsAllowing("evaluate")}; this one is in ${step}.`;
          return <MayNotEvaluate reason={`${why} If you were sent a link, open the link itself: it lets you answer.`} />;
        }
        const { applicationRecord: record, statusStep } = shown;
        return (
          <Loaded value={statuses.status === "loaded" ? statuses.items : null} status={statuses.status} retry={() => void core.run(loadEvaluationStatuses())} what="the evaluation statuses" skeleton={<Skeleton />}>
            {(items) => (
              <FormViewer
                viewed={{ reference: record.application.reference, businessName: record.application.businessName, permitType: record.permitType, stepName: shown.workflowStep.name }}
                record={{ value: staffFormRecordOf(recordState, applicationId) ?? null, status: recordState.status, retry: loadRecord }}
                statuses={items}
                run={async (values) => {
                  const result = await core.run(recordEvaluation({ applicationId, statusStepId: statusStep.id, ...values }));
                  if (result.ok) setRecorded(result.value);
                  return result;
                }}
                onRecorded={() => window.scrollTo({ top: 0 })}
              />
            )}
          </Loaded>
        );
      }}
    </Loaded>
  );
}

function Skeleton() {
  return (
    <Container>
      <AreaSkeleton label="Loading the application" />
    </Container>
  );
}
