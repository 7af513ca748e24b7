// dismissToast: the person closed a toast (or its timer ran out in the UI); appends `v1.ToastDismissed`.
// Timers belong to the UI; core keeps no clock-driven state.
import { Effect, Schema } from "effect";
import { EventLog } from "../events/event-log.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";

export const DismissToastInput = Schema.String.check(Schema.isMinLength(1));
export type DismissToastInput = typeof DismissToastInput.Type;

const decode = decodeInput(DismissToastInput);

export const dismissToast = Effect.fn("commands.dismissToast")(function* (id: DismissToastInput) {
  const toastId = yield* decode(id);
  const log = yield* EventLog;
  yield* log.append({ type: "v1.ToastDismissed", payload: { id: toastId } });
}, reportFailure("commands.dismissToast"));
