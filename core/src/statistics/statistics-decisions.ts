// The administrator's statistics settings as decisions: a workflow step's target (SLA) and the public holidays the
// working days are counted with. Pure: what is now and who asks in, facts or a refusal out. The server locks the
// stream, decides with these and appends with the expected version.
import type { StaffRole } from "../staff/roles.ts";
import type { HolidayEvent, WorkflowEvent } from "./events.ts";
import { isCalendarDate } from "../forms/fields.ts";
import { isValidHolidayName, isValidStepTarget, mayManageHolidays, mayManageTargets } from "./statistics-rules.ts";

export interface SettingsContext {
  readonly roles: readonly StaffRole[];
  /** `staff:<uuid>`. */
  readonly by: string;
}

export type TargetRefusal = "forbidden" | "step-missing" | "invalid-step-target";
export type TargetVerdict = { readonly ok: true; readonly events: ReadonlyArray<WorkflowEvent> } | { readonly ok: false; readonly refusal: TargetRefusal };

/** Sets (or clears, null) a step's target; setting the value it already has appends nothing. */
export const setStepTarget = (
  workflow: { readonly id: string; readonly steps: ReadonlyArray<{ readonly key: string; readonly targetWorkingDays: number | null }> },
  input: { readonly step: string; readonly workingDays: number | null },
  context: SettingsContext,
): TargetVerdict => {
  if (!mayManageTargets(context.roles)) return { ok: false, refusal: "forbidden" };
  const step = workflow.steps.find((candidate) => candidate.key === input.step);
  if (step === undefined) return { ok: false, refusal: "step-missing" };
  if (!isValidStepTarget(input.workingDays)) return { ok: false, refusal: "invalid-step-target" };
  if (step.targetWorkingDays === input.workingDays) return { ok: true, events: [] };
  return { ok: true, events: [{ type: "v1.StepTargetSet", payload: { workflowId: workflow.id, step: input.step, workingDays: input.workingDays, by: context.by } }] };
};

export interface PublicHoliday {
  readonly date: string;
  readonly name: string;
  readonly provisional: boolean;
}

export type HolidayRefusal = "forbidden" | "holiday-missing" | "invalid-holiday";
export type HolidayVerdict = { readonly ok: true; readonly events: ReadonlyArray<HolidayEvent> } | { readonly ok: false; readonly refusal: HolidayRefusal };

/** Adds a public holiday or changes its name or provisional mark; the same values again append nothing. */
export const setPublicHoliday = (existing: PublicHoliday | undefined, input: PublicHoliday, context: SettingsContext): HolidayVerdict => {
  if (!mayManageHolidays(context.roles)) return { ok: false, refusal: "forbidden" };
  if (!isCalendarDate(input.date) || !isValidHolidayName(input.name)) return { ok: false, refusal: "invalid-holiday" };
  const name = input.name.trim();
  if (existing !== undefined && existing.name === name && existing.provisional === input.provisional) return { ok: true, events: [] };
  return { ok: true, events: [{ type: "v1.PublicHolidaySet", payload: { date: input.date, name, provisional: input.provisional, by: context.by } }] };
};

/** Removes a public holiday. */
export const removePublicHoliday = (existing: PublicHoliday | undefined, context: SettingsContext): HolidayVerdict => {
  if (!mayManageHolidays(context.roles)) return { ok: false, refusal: "forbidden" };
  if (existing === undefined) return { ok: false, refusal: "holiday-missing" };
  return { ok: true, events: [{ type: "v1.PublicHolidayRemoved", payload: { date: existing.date, by: context.by } }] };
};
