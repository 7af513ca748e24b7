// The back-office's staff operations: sign-in and sign-out, who am I, the password reset by mail, and the
// administrators' staff list, new accounts and roles. Bodies with a core form are checked by core too (withForm).
import { NewStaffForm, StaffRolesForm } from "@ictm/core/domain";
import type { operations } from "@ictm/openapi/backoffice.ts";
import type { Handlers } from "../contract/bind.ts";
import { withForm } from "../contract/form.ts";
import type { Services } from "../services.ts";
import { requireStaff } from "./authenticate.ts";
import { createStaff, listStaff, setStaffRoles } from "./manage.ts";
import { requestStaffPasswordReset, resetStaffPassword } from "./password-reset.ts";
import { presentStaff, signInStaff, signOutStaff } from "./sign-in.ts";
import { clearedStaffFileCookie, staffFileCookie } from "./file-cookie.ts";
import type { StaffSession } from "./store.ts";

export type StaffOperations =
  | "signInStaff"
  | "signOutStaff"
  | "getStaffSelf"
  | "requestStaffPasswordReset"
  | "resetStaffPassword"
  | "listStaff"
  | "createStaff"
  | "setStaffRoles";

export function staffHandlers(services: Services): Pick<Handlers<operations, StaffSession>, StaffOperations> {
  return {
    signInStaff: async ({ body, request, reply }) => {
      const signedIn = await signInStaff(services, { ...body, clientAddress: request.ip });
      // Read at call time: the public address is settled only once the server listens.
      reply.header("set-cookie", staffFileCookie(signedIn.accessToken, services.config.publicUrl));
      return { status: 200, body: { data: signedIn } };
    },

    signOutStaff: async ({ session, reply }) => {
      const signedOut = await signOutStaff(services, requireStaff(session));
      reply.header("set-cookie", clearedStaffFileCookie(services.config.publicUrl));
      return { status: 200, body: { data: signedOut } };
    },

    getStaffSelf: async ({ session }) => ({ status: 200, body: { data: presentStaff(requireStaff(session).staff) } }),

    requestStaffPasswordReset: async ({ body, request }) => ({
      status: 200,
      body: { data: await requestStaffPasswordReset(services, { email: body.email, clientAddress: request.ip }) },
    }),

    resetStaffPassword: async ({ body }) => ({ status: 200, body: { data: await resetStaffPassword(services, body) } }),

    listStaff: async ({ session }) => ({ status: 200, body: { data: await listStaff(services, requireStaff(session)) } }),

    createStaff: withForm(() => NewStaffForm, async ({ body, session }) => ({
      status: 201,
      body: { data: await createStaff(services, requireStaff(session), body) },
    })),

    setStaffRoles: withForm(() => StaffRolesForm, async ({ body, params, session }) => ({
      status: 200,
      body: { data: await setStaffRoles(services, requireStaff(session), { staffKey: params.staffKey, roles: body.roles }) },
    })),
  };
}
