// Shows the core's toast store; closing a toast runs dismissToast, which is the only way it leaves.
// It keeps no toasts of its own: what is shown is always the store.
import { useSignals } from "@preact/signals-react/runtime";
import { dismissToast } from "@ictm/core";
import { Toasts } from "../toasts/Toasts.tsx";
import { useCore } from "./core-context.tsx";

export function ToastsFromCore() {
  useSignals();
  const core = useCore();
  const toasts = core.stores.toasts.value;
  return <Toasts toasts={toasts} onDismiss={(id) => void core.run(dismissToast(id))} />;
}
