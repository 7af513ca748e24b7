// Which decisions the panel offers on the open application: the server's answer (`decisions` of the board
// application: core `mayDecide` of each kind for the caller), and, for the notes that say why a form is missing,
// what the application's step allows and the steps of the default workflow that allow a kind. The server decides again on every call. Pure.
import { stepAllows, WORK_PERMIT_STEPS, type BoardApplication, type DecisionKind } from "@ictm/core";

export const mayDecideOn = (application: BoardApplication, kind: DecisionKind): boolean => application.decisions.includes(kind);

/** Whether the step the application is in allows the kind at all (for whom aside): to say why a form is missing. */
export const stepAllowsOn = (application: BoardApplication, kind: DecisionKind): boolean => stepAllows(application.workflowStep, kind);

/** The names of the steps where a decision of this kind is made ("Evaluation or Chief evaluation"). */
export const stepsAllowing = (kind: DecisionKind): string =>
  WORK_PERMIT_STEPS.filter((step) => stepAllows(step, kind))
    .map((step) => step.name)
    .join(" or ");
