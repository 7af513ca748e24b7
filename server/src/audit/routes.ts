// The back-office audit operations: the check of the event log's hash chain (staff only) and the read of the log
// itself (administrators only: it shows every stream). No rules here: that a read starts in one place only is
// core's (eventLogStartsGiven), judged after the role so a refused caller learns nothing of the query.
import { EVENT_LOG_INPUT_MESSAGES, eventLogStartsGiven } from "@ictm/core/domain";
import type { operations } from "@ictm/openapi/backoffice.ts";
import type { Handlers } from "../contract/bind.ts";
import { verifyEventChain } from "../events/verify.ts";
import { validationFailed } from "../http/problem.ts";
import type { Services } from "../services.ts";
import { requireRole, requireStaff } from "../staff/authenticate.ts";
import type { StaffSession } from "../staff/store.ts";
import { readEventLog } from "./event-log.ts";

export type AuditOperations = "verifyEventChain" | "listEvents";

export function auditHandlers(services: Services): Pick<Handlers<operations, StaffSession>, AuditOperations> {
  return {
    verifyEventChain: async ({ session }) => {
      requireStaff(session);
      return { status: 200, body: { data: await verifyEventChain(services.orm) } };
    },
    listEvents: async ({ session, query }) => {
      requireRole(session, "administrator");
      const starts = eventLogStartsGiven(query);
      if (starts.length > 1) throw validationFailed(Object.fromEntries(starts.map((name) => [name, [EVENT_LOG_INPUT_MESSAGES.oneStart]])));
      return { status: 200, body: { data: await readEventLog(services.orm, query) } };
    },
  };
}
