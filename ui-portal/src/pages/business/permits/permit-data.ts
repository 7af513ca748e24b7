// The permit pages' loaded stores: the Business's applications, one application's form record (asked on arrival,
// so a page opened from a link shows the record as the server has it now) and the reference lists the forms
// choose from. Pages never fetch themselves: the core's queries do, once the member's session is known.
import { useEffect } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import {
  loadExpatPermits,
  loadPermitFormRecord,
  permitRecordOf,
  type ExpatPermitsState,
  type LoadStatus,
  type PermitFormRecord,
  type PermitType,
} from "@ictm/core";
import { useCore, useLoadedStore } from "@ictm/ui-kit";

function useSessionKnown(): boolean {
  useSignals();
  return useCore().stores.session.value.status !== "unknown";
}

/** The Business's applications (not archived), newest change first; asked again on each arrival. */
export function useExpatPermits(): ExpatPermitsState {
  const isReady = useSessionKnown();
  return useLoadedStore("expatPermits", () => loadExpatPermits(), { isReady, fresh: true });
}

/** One application's form record as the core holds it, asked for once on arrival. */
export function usePermitRecord(type: PermitType, id: string): { readonly status: LoadStatus; readonly record: PermitFormRecord | null; readonly reload: () => void } {
  useSignals();
  const core = useCore();
  const isReady = useSessionKnown();
  const state = core.stores.permitRecord.value;
  useEffect(() => {
    if (isReady) void core.run(loadPermitFormRecord(type, id));
  }, [core, isReady, type, id]);
  return {
    status: state.status,
    record: permitRecordOf(state, id) ?? null,
    reload: () => void core.run(loadPermitFormRecord(type, id)),
  };
}
