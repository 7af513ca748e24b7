// The back-office workflow operations.
import type { operations } from "@ictm/openapi/backoffice.ts";
import type { Handlers } from "../contract/bind.ts";
import type { Services } from "../services.ts";
import { listWorkflows } from "./store.ts";

/** Staff sessions do not exist yet; the back-office contract's only call needs no token. */
export type StaffSession = never;

export function workflowHandlers(services: Services): Handlers<operations, StaffSession> {
  return {
    listWorkflows: async () => ({ status: 200, body: { data: await listWorkflows(services.orm) } }),
  };
}
