// The workflows area's one event: the back-office workflow list, loaded.
import { Schema } from "effect";
import { WorkflowShape } from "../events/contract-shapes.ts";
import { defineEvent } from "../events/define-event.ts";

export const workflowEvents = [
  defineEvent("v1.WorkflowsLoaded", Schema.Struct({ workflows: Schema.Array(WorkflowShape) })),
] as const;
