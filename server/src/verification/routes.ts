// The verification operations: a Business's one submit call (portal), and staff's list and decision (back-office).
// Each answer carries the request's version (also as ETag) for the client's next If-Match. No rules here.
import type { operations as BackofficeOperations } from "@ictm/openapi/backoffice.ts";
import type { Handlers } from "../contract/bind.ts";
import { requireBusinessOfMember } from "../businesses/store.ts";
import { tagVersion } from "../http/if-match.ts";
import { requireAccount } from "../members/authenticate.ts";
import type { PortalHandlers } from "../members/routes.ts";
import type { Services } from "../services.ts";
import { requireStaff } from "../staff/authenticate.ts";
import type { StaffSession } from "../staff/store.ts";
import { decideVerification, listBusinessVerifications } from "./decide.ts";
import { submitVerification } from "./submit.ts";

export function verificationPortalHandlers(services: Services): PortalHandlers<"submitBusinessVerification"> {
  return {
    submitBusinessVerification: async ({ session, request, reply }) => {
      const { member } = requireAccount(session, "Business");
      const business = await requireBusinessOfMember(services.orm, member.id);
      const { verification, created } = await submitVerification(services, business, request);
      tagVersion(reply, verification.version);
      return created ? { status: 201, body: { data: verification } } : { status: 200, body: { data: verification } };
    },
  };
}

export type VerificationStaffOperations = "listBusinessVerifications" | "decideBusinessVerification";

export function verificationStaffHandlers(services: Services): Pick<Handlers<BackofficeOperations, StaffSession>, VerificationStaffOperations> {
  return {
    listBusinessVerifications: async ({ session, query }) => {
      requireStaff(session);
      return { status: 200, body: { data: await listBusinessVerifications(services, query.status ?? "pending") } };
    },
    decideBusinessVerification: async ({ session, params, body, request, reply }) => {
      const { staff } = requireStaff(session);
      const decided = await decideVerification(services, staff.id, params.businessKey, body, request);
      tagVersion(reply, decided.version);
      return { status: 200, body: { data: decided } };
    },
  };
}
