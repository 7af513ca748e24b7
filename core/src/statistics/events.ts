// The statistics' own facts: an administrator setting a workflow step's target (SLA) on the workflow's stream
// (`workflow-<id>`), and keeping the public holidays the working days are counted with (stream `public-holidays`).
// Past tense, versioned, each with who caused it (`by`: `staff:<uuid>`). Never change a published version.
import { Schema } from "effect";

const fact = <T extends string, P extends Schema.Top>(type: T, payload: P) => Schema.Struct({ type: Schema.Literal(type), payload });

/** A step's target in working days; null: no target. */
export const StepTargetSet = fact(
  "v1.StepTargetSet",
  Schema.Struct({ workflowId: Schema.String, step: Schema.String, workingDays: Schema.NullOr(Schema.Number), by: Schema.String }),
);
/** A public holiday added or renamed (`date`: YYYY-MM-DD, Brunei time); provisional until gazetted. */
export const PublicHolidaySet = fact(
  "v1.PublicHolidaySet",
  Schema.Struct({ date: Schema.String, name: Schema.String, provisional: Schema.Boolean, by: Schema.String }),
);
export const PublicHolidayRemoved = fact("v1.PublicHolidayRemoved", Schema.Struct({ date: Schema.String, by: Schema.String }));

export const WorkflowEvent = Schema.Union([StepTargetSet]);
export type WorkflowEvent = typeof WorkflowEvent.Type;
export const HolidayEvent = Schema.Union([PublicHolidaySet, PublicHolidayRemoved]);
export type HolidayEvent = typeof HolidayEvent.Type;

export const WORKFLOW_EVENT_TYPES = ["v1.StepTargetSet"] as const;
export const HOLIDAY_EVENT_TYPES = ["v1.PublicHolidaySet", "v1.PublicHolidayRemoved"] as const;
export const STATISTICS_EVENT_TYPES = [...WORKFLOW_EVENT_TYPES, ...HOLIDAY_EVENT_TYPES] as const;

/** The stream of a workflow's configuration facts. */
export const workflowStream = (workflowId: string): string => `workflow-${workflowId}`;
/** The one stream of the public holidays. */
export const HOLIDAY_STREAM = "public-holidays";

const decodeWorkflow = Schema.decodeUnknownOption(WorkflowEvent);
const decodeHoliday = Schema.decodeUnknownOption(HolidayEvent);

/** A stored event as a workflow fact, or undefined when it is not one. */
export const decodeWorkflowEvent = (stored: { readonly type: string; readonly payload: unknown }): WorkflowEvent | undefined => {
  const decoded = decodeWorkflow({ type: stored.type, payload: stored.payload });
  return decoded._tag === "Some" ? decoded.value : undefined;
};

/** A stored event as a public-holiday fact, or undefined when it is not one. */
export const decodeHolidayEvent = (stored: { readonly type: string; readonly payload: unknown }): HolidayEvent | undefined => {
  const decoded = decodeHoliday({ type: stored.type, payload: stored.payload });
  return decoded._tag === "Some" ? decoded.value : undefined;
};
