// The toasts' events, on the activity channel (not the domain log): a save succeeded, a notice to read, a toast was closed.
// Failures reach the toasts as `v1.CommandFailed` (program/events.ts).
import { Schema } from "effect";
import { defineEvent } from "../events/define-event.ts";

export const toastEvents = [
  /** `detail`, when given, says what was saved ("Job saved") under the message ("Saved Successfully"). */
  defineEvent("v1.ChangesSaved", Schema.Struct({ message: Schema.String, detail: Schema.optional(Schema.String) })),
  /** Something the person should know that is neither a success nor a failure ("Your response has been recorded."). */
  defineEvent("v1.InfoNoticed", Schema.Struct({ message: Schema.String })),
  defineEvent("v1.ToastDismissed", Schema.Struct({ id: Schema.String })),
] as const;
