// The back-office operations: workflows, staff sign-in and sign-out (verification decisions: ../verification/routes.ts).
import type { operations } from "@ictm/openapi/backoffice.ts";
import type { AuditOperations } from "../audit/routes.ts";
import type { Handlers } from "../contract/bind.ts";
import type { Services } from "../services.ts";
import { requireStaff } from "../staff/authenticate.ts";
import { signInStaff, signOutStaff } from "../staff/sign-in.ts";
import type { StaffSession } from "../staff/store.ts";
import type { VerificationStaffOperations } from "../verification/routes.ts";
import { listWorkflows } from "./store.ts";

export type { StaffSession } from "../staff/store.ts";

export function backofficeHandlers(services: Services): Omit<Handlers<operations, StaffSession>, VerificationStaffOperations | AuditOperations> {
  return {
    listWorkflows: async () => ({ status: 200, body: { data: await listWorkflows(services.orm) } }),

    signInStaff: async ({ body, request }) => ({
      status: 200,
      body: { data: await signInStaff(services, { ...body, clientAddress: request.ip }) },
    }),

    signOutStaff: async ({ session }) => ({ status: 200, body: { data: await signOutStaff(services, requireStaff(session)) } }),
  };
}
