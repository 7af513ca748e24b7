// The default workflow, "Work Permits", and its steps: the product's decision where the spec says "not shown".
// Pure data: the demo seed inserts it as the workflow and workflow_steps rows; the board reads the rows, so a
// deployment may set up other workflows. The default workflow's id is the spec's fixed identifier (§9).
import { PERMIT_TYPES } from "../permits/permit-types.ts";
import type { DecisionKind } from "../decisions/decision-rules.ts";
import { STAFF_ROLES, type StaffRole } from "../staff/roles.ts";

export const DEFAULT_WORKFLOW_ID = "5f0c9a52-7d1e-4c38-9b6a-2e4d1f8a0c01";

export interface WorkflowStepDefinition {
  readonly key: string;
  readonly name: string;
  /** The roles that see the step's column and its cards. */
  readonly view: readonly StaffRole[];
  /** The roles that act on its cards (comment-only work aside) and move them out or within it. */
  readonly act: readonly StaffRole[];
  /** The decisions those who act here may make while a card is in the step (../decisions/decision-rules.ts). */
  readonly decisions: readonly DecisionKind[];
  /** The step's target (SLA) in working days until an administrator changes it; null: none (../statistics). */
  readonly targetWorkingDays: number | null;
}

const everyone = STAFF_ROLES;

export const WORK_PERMIT_STEPS: readonly WorkflowStepDefinition[] = [
  { key: "submitted", name: "Submitted", view: ["officer", "final-approver", "administrator"], act: ["officer", "administrator"], decisions: [], targetWorkingDays: 2 },
  { key: "screening", name: "Screening", view: everyone, act: ["officer", "administrator"], decisions: [], targetWorkingDays: 3 },
  { key: "evaluation", name: "Evaluation", view: everyone, act: ["evaluator", "administrator"], decisions: ["evaluate"], targetWorkingDays: 5 },
  { key: "chief-evaluation", name: "Chief evaluation", view: everyone, act: ["officer", "evaluator", "administrator"], decisions: ["evaluate", "chief-link"], targetWorkingDays: 5 },
  { key: "person-approval", name: "Person approval", view: everyone, act: ["final-approver", "administrator"], decisions: ["approve-persons"], targetWorkingDays: 3 },
  { key: "final-approval", name: "Final approval", view: everyone, act: ["final-approver", "administrator"], decisions: ["approve-persons", "final-approval", "notify-final"], targetWorkingDays: 2 },
  { key: "approved", name: "Approved", view: everyone, act: ["administrator"], decisions: ["notify-final"], targetWorkingDays: null },
];

export const WORK_PERMITS_WORKFLOW = {
  id: DEFAULT_WORKFLOW_ID,
  name: "Work Permits",
  permitTypes: PERMIT_TYPES,
  steps: WORK_PERMIT_STEPS,
} as const;

/** A step's key: lower-case words joined by hyphens (it is a path segment of the move call). */
export const STEP_KEY_PATTERN = /^[a-z][a-z0-9-]{0,39}$/;
