// A chief evaluator's answer through the link's token (no staff session needed): what the link is for, the
// application read through the token, the evaluation form; then the thank-you state. A link that does not open
// the form (malformed, another application's, used, revoked, expired) shows the whole-page reason instead, never
// the form; core's token calls say so without a toast (the chiefInvitation store's `closed`).
import { useSignals } from "@preact/signals-react/runtime";
import { loadChiefFormRecord, loadChiefInvitation, recordChiefEvaluation } from "@ictm/core";
import { AreaSkeleton, Container, Loaded, useCore } from "@ictm/ui-kit";
import { useEffect } from "react";
import { ClosedLink, ResponseRecorded } from "./ChiefOutcome.tsx";
import { FormViewer } from "./FormViewer.tsx";

export function TokenEvaluation({ applicationId, token }: { applicationId: string; token: string }) {
  useSignals();
  const core = useCore();
  const session = core.stores.staffSession.value.status;
  const state = core.stores.chiefInvitation.value;
  const recordState = core.stores.chiefFormRecord.value;
  const invitation = state.applicationId === applicationId ? state.invitation : null;
  const permitType = invitation?.permitType.key;
  // Asked once the staff session is known: its outcome (signed in or not) clears these stores.
  const isReady = session !== "unknown";
  const loadInvitation = () => void core.run(loadChiefInvitation({ applicationId, token }));
  useEffect(() => {
    if (isReady) loadInvitation();
  }, [core, isReady, applicationId, token]);
  const loadRecord = () => {
    if (permitType !== undefined) void core.run(loadChiefFormRecord({ permitType, applicationId, token }));
  };
  useEffect(loadRecord, [core, permitType, applicationId, token]);

  if (state.applicationId === applicationId && state.recorded !== null) return <ResponseRecorded evaluation={state.recorded} />;
  if (state.applicationId === applicationId && state.closed !== null) return <ClosedLink kind={state.closed.kind} message={state.closed.message} />;
  return (
    <Loaded value={invitation} status={isReady ? state.status : "loading"} retry={loadInvitation} what="the evaluation link" skeleton={<OpeningLink />}>
      {(shown) => (
        <FormViewer
          viewed={{ ...shown, chiefName: shown.chief.name }}
          record={{ value: recordState.applicationId === applicationId ? recordState.record : null, status: recordState.status, retry: loadRecord }}
          statuses={shown.evaluationStatuses}
          run={(values) => core.run(recordChiefEvaluation({ applicationId, token, ...values }))}
          onRecorded={() => window.scrollTo({ top: 0 })}
        />
      )}
    </Loaded>
  );
}

function OpeningLink() {
  return (
    <Container>
      <AreaSkeleton label="Opening the evaluation link" />
    </Container>
  );
}
