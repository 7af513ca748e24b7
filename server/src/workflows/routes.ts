// The back-office operations: workflows, staff sign-in and sign-out, and the decisions on business verification.
import type { operations } from "@ictm/openapi/backoffice.ts";
import type { Handlers } from "../contract/bind.ts";
import type { Services } from "../services.ts";
import { requireStaff } from "../staff/authenticate.ts";
import { signInStaff, signOutStaff } from "../staff/sign-in.ts";
import type { StaffSession } from "../staff/store.ts";
import { decideVerification, listBusinessVerifications } from "../verification/decide.ts";
import { listWorkflows } from "./store.ts";

export type { StaffSession } from "../staff/store.ts";

export function backofficeHandlers(services: Services): Handlers<operations, StaffSession> {
  return {
    listWorkflows: async () => ({ status: 200, body: { data: await listWorkflows(services.orm) } }),

    signInStaff: async ({ body, request }) => ({
      status: 200,
      body: { data: await signInStaff(services, { ...body, clientAddress: request.ip }) },
    }),

    signOutStaff: async ({ session }) => ({ status: 200, body: { data: await signOutStaff(services, requireStaff(session)) } }),

    listBusinessVerifications: async ({ session, query }) => {
      requireStaff(session);
      return { status: 200, body: { data: await listBusinessVerifications(services, query.status ?? "pending") } };
    },

    decideBusinessVerification: async ({ session, params, body }) => {
      const { staff } = requireStaff(session);
      return { status: 200, body: { data: await decideVerification(services, staff.id, params.businessKey, body) } };
    },
  };
}
