// The contract's event log shapes under the names the core and its users speak of (backoffice.yaml, `listEvents`).
// Types only: nothing here may run code or import anything but the contract.
import type { components } from "@ictm/openapi/backoffice.ts";

type Schemas = components["schemas"];

/** One stored event: its id in the whole log, stream and version, type, time, who caused it, payload (no secrets). */
export type EventLogEntry = Schemas["EventLogEntry"];
/** A page of the log in id order, and the last id read (`after` when none): ask on after it. */
export type EventLogPage = Schemas["EventLogPage"];
