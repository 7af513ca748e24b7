// The portal's password operations: the reset requests of either account type, the reset itself and the
// signed-in member's change of password.
import { requireSession } from "../members/authenticate.ts";
import type { PortalHandlers } from "../members/routes.ts";
import type { Services } from "../services.ts";
import { changePassword } from "./change.ts";
import { requestPasswordReset, resetPassword } from "./reset.ts";

type PasswordOperations = "requestBusinessPasswordReset" | "requestTalentPasswordReset" | "resetMemberPassword" | "changeMemberPassword";

export function passwordHandlers(services: Services): PortalHandlers<PasswordOperations> {
  return {
    requestBusinessPasswordReset: async ({ query, request }) => ({
      status: 202,
      body: { data: await requestPasswordReset(services, { email: query.businessEmail, accountType: "Business", clientAddress: request.ip }) },
    }),

    requestTalentPasswordReset: async ({ query, request }) => ({
      status: 202,
      body: { data: await requestPasswordReset(services, { email: query.talentEmail, accountType: "Talent", clientAddress: request.ip }) },
    }),

    resetMemberPassword: async ({ body }) => ({
      status: 200,
      body: { data: await resetPassword(services, { token: body.token, email: body.memberEmail, newPassword: body.newPassword }) },
    }),

    changeMemberPassword: async ({ body, session }) => ({
      status: 200,
      body: { data: await changePassword(services, requireSession(session), body) },
    }),
  };
}
