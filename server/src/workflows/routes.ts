// The back-office operations of this area: the workflow list (staff only), with the staff operations
// (../staff/routes.ts). Verification decisions, the audit and the board bind their own handlers in app.ts.
import type { operations } from "@ictm/openapi/backoffice.ts";
import type { Handlers } from "../contract/bind.ts";
import type { Services } from "../services.ts";
import { requireStaff } from "../staff/authenticate.ts";
import { staffHandlers, type StaffOperations } from "../staff/routes.ts";
import type { StaffSession } from "../staff/store.ts";
import { listWorkflows } from "./store.ts";

export type { StaffSession } from "../staff/store.ts";

export function backofficeHandlers(services: Services): Pick<Handlers<operations, StaffSession>, "listWorkflows" | StaffOperations> {
  return {
    listWorkflows: async ({ session }) => {
      requireStaff(session);
      return { status: 200, body: { data: await listWorkflows(services.orm) } };
    },
    ...staffHandlers(services),
  };
}
