// PLACEHOLDER owned by helper server-evaluations: replace entirely.
import type { operations } from "@ictm/openapi/backoffice.ts";
import type { Handlers } from "../contract/bind.ts";
import type { Services } from "../services.ts";
import type { StaffSession } from "../staff/store.ts";

export type EvaluationOperations =
  | "listEvaluationStatuses"
  | "listEvaluations"
  | "recordEvaluation"
  | "listChiefEvaluators"
  | "generateChiefLink"
  | "listChiefLinks"
  | "revokeChiefLink"
  | "getChiefInvitation"
  | "recordChiefEvaluation"
  | "getChiefFormRecord";

export function evaluationHandlers(_services: Services): Pick<Handlers<operations, StaffSession>, EvaluationOperations> {
  const notYet = async (): Promise<never> => {
    throw new Error("not yet");
  };
  return Object.fromEntries(["listEvaluationStatuses", "listEvaluations", "recordEvaluation", "listChiefEvaluators", "generateChiefLink", "listChiefLinks", "revokeChiefLink", "getChiefInvitation", "recordChiefEvaluation", "getChiefFormRecord"].map((op) => [op, notYet])) as unknown as Pick<Handlers<operations, StaffSession>, EvaluationOperations>;
}
