// The staff's decisions on an application, as back-office operations: evaluations and chief-evaluator links
// (./evaluation-routes.ts), expatriates' approval, letters, final approval and final notifications
// (./final-routes.ts). No rules here: core's deciders decide, the use cases append.
import type { operations } from "@ictm/openapi/backoffice.ts";
import type { Handlers } from "../contract/bind.ts";
import type { Services } from "../services.ts";
import type { StaffSession } from "../staff/store.ts";
import { evaluationHandlers, type EvaluationOperations } from "./evaluation-routes.ts";
import { finalHandlers, type FinalOperations } from "./final-routes.ts";

export type DecisionOperations = EvaluationOperations | FinalOperations;

export function decisionHandlers(services: Services): Pick<Handlers<operations, StaffSession>, DecisionOperations> {
  return { ...evaluationHandlers(services), ...finalHandlers(services) };
}
