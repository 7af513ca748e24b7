// Evaluations and chief-evaluator links as back-office operations: the evaluation statuses, an application's
// evaluations and recording one's own (./evaluations.ts), the chief evaluators, making, listing and revoking links
// (./chief-links.ts), and the chief evaluator's token calls without a staff sign-in (./digital-evaluation.ts;
// `security: []`, so their session is always null and a staff token changes nothing). Bodies are judged by core's
// EvaluationForm as well as the contract. No rules here.
import { EvaluationForm } from "@ictm/core/domain";
import type { operations } from "@ictm/openapi/backoffice.ts";
import type { Handlers } from "../contract/bind.ts";
import { withForm } from "../contract/form.ts";
import type { Services } from "../services.ts";
import { requireStaff } from "../staff/authenticate.ts";
import type { StaffSession } from "../staff/store.ts";
import { generateChiefLink, listChiefEvaluators, listChiefLinks, revokeApplicationChiefLink } from "./chief-links.ts";
import { evaluationStatuses } from "./chief-store.ts";
import { readChiefFormRecord, serveChiefFile, readChiefInvitation, recordDigitalEvaluation } from "./digital-evaluation.ts";
import { listEvaluations, recordStaffEvaluation } from "./evaluations.ts";

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
  | "getChiefFormRecord"
  | "getChiefFile";

export function evaluationHandlers(services: Services): Pick<Handlers<operations, StaffSession>, EvaluationOperations> {
  const db = services.orm;
  return {
    listEvaluationStatuses: async ({ session }) => {
      requireStaff(session);
      return { status: 200, body: { data: await evaluationStatuses(db) } };
    },
    listEvaluations: async ({ session, params }) => ({
      status: 200,
      body: { data: await listEvaluations(services, requireStaff(session), params.workflowId, params.id) },
    }),
    recordEvaluation: withForm(() => EvaluationForm, async ({ session, params, body }) => ({
      status: 200,
      body: { data: await recordStaffEvaluation(services, requireStaff(session), params.id, params.stepId, body) },
    })),
    listChiefEvaluators: async ({ session, query }) => {
      requireStaff(session);
      return { status: 200, body: { data: await listChiefEvaluators(db, query.workflowStepId) } };
    },
    generateChiefLink: async ({ session, query }) => {
      const request = {
        applicationId: query.applicationId,
        workflowStepId: query.workflowStepId,
        chiefKey: query.userId,
        emailed: query.isSendEmail ?? false,
        route: query.routeParameter ?? "chief-evaluation-form",
      };
      return { status: 201, body: { data: await generateChiefLink(services, requireStaff(session), request) } };
    },
    listChiefLinks: async ({ session, params }) => ({ status: 200, body: { data: await listChiefLinks(services, requireStaff(session), params.id) } }),
    revokeChiefLink: async ({ session, params }) => ({
      status: 200,
      body: { data: await revokeApplicationChiefLink(services, requireStaff(session), params.id, params.linkId) },
    }),
    getChiefInvitation: async ({ params, query }) => ({ status: 200, body: { data: await readChiefInvitation(services, params.id, query.token) } }),
    recordChiefEvaluation: withForm(() => EvaluationForm, async ({ params, query, body }) => ({
      status: 200,
      body: { data: await recordDigitalEvaluation(services, params.id, query.token, body) },
    })),
    getChiefFormRecord: async ({ params, query }) => ({
      status: 200,
      body: { data: await readChiefFormRecord(services, params.type, params.id, query.token) },
    }),
    getChiefFile: async ({ params, query, reply }) => ({ status: 200, body: await serveChiefFile(services, params.id, params.fileId, query.token, reply) }),
  };
}
