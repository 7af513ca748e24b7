// The panel's application tab: the Business's form read-only with each section's audit trail (old and new values),
// through ./ApplicationSections.tsx; an lpa's vacancy is named by the title the panel's application carries.
import { useSignals } from "@preact/signals-react/runtime";
import { loadStaffFormRecord, staffFormRecordOf, type BoardApplication } from "@ictm/core";
import { Loaded, useCore } from "@ictm/ui-kit";
import { useEffect } from "react";
import { ApplicationSections } from "./ApplicationSections.tsx";

export function ApplicationTab({ application }: { application: BoardApplication }) {
  useSignals();
  const core = useCore();
  const { key: type } = application.applicationRecord.permitType;
  const id = application.applicationRecord.application.id;
  const state = core.stores.staffFormRecord.value;
  const record = staffFormRecordOf(state, id) ?? null;
  useEffect(() => {
    void core.run(loadStaffFormRecord(type, id));
  }, [core, type, id]);
  const vacancyTitle = (vacancyId: string) => (application.vacancy?.id === vacancyId ? application.vacancy.title : vacancyId);

  return (
    <Loaded value={record} status={state.status} retry={() => void core.run(loadStaffFormRecord(type, id))} what="the application form">
      {(shown) => <ApplicationSections type={type} record={shown} vacancyTitle={vacancyTitle} withAudit />}
    </Loaded>
  );
}
