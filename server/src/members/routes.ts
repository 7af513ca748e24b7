// The portal's member operations: decode (done by the contract's schemas), authorise, call the use case, answer.
import { TalentSignUpForm } from "@ictm/core/domain";
import { withForm } from "../contract/form.ts";
import type { FastifyReply } from "fastify";
import type { operations } from "@ictm/openapi/portal.ts";
import type { Handlers } from "../contract/bind.ts";
import type { Services } from "../services.ts";
import { activateMember, requestActivationMail } from "./activation.ts";
import { requireSession } from "./authenticate.ts";
import { clearedSessionCookie, sessionCookie } from "./cookie.ts";
import type { MemberSession } from "./sessions.ts";
import { signInTalent, signOutMember } from "./sign-in.ts";
import { signUpTalent } from "./sign-up.ts";

/** Handlers for some of the portal's operations; app.ts joins the groups into one set for the whole contract. */
export type PortalHandlers<K extends keyof operations> = Pick<Handlers<operations, MemberSession>, K>;

/** Every answer that signs a member in also sets the session cookie. */
export function setSessionCookie(services: Services, reply: FastifyReply, accessToken: string): void {
  // Read at call time: the public address is settled only once the server listens.
  reply.header("set-cookie", sessionCookie(accessToken, services.config.publicUrl));
}

type MemberOperations = "signUpTalentWithEmail" | "signInTalentWithEmail" | "activateMember" | "requestActivationMail" | "signOutMember";

export function memberHandlers(services: Services): PortalHandlers<MemberOperations> {
  const publicUrl = () => services.config.publicUrl;
  return {
    signUpTalentWithEmail: withForm(() => TalentSignUpForm, async ({ body }) => ({ status: 201, body: { data: await signUpTalent(services, body) } })),

    signInTalentWithEmail: async ({ body, request, reply }) => {
      const signedIn = await signInTalent(services, { ...body, clientAddress: request.ip });
      setSessionCookie(services, reply, signedIn.accessToken);
      return { status: 200, body: { data: signedIn } };
    },

    activateMember: async ({ params, query }) => ({
      status: 200,
      body: { data: await activateMember(services, { token: params.token, email: query.memberEmail }) },
    }),

    requestActivationMail: async ({ query, request }) => ({
      status: 202,
      body: { data: await requestActivationMail(services, { email: query.memberEmail, clientAddress: request.ip }) },
    }),

    signOutMember: async ({ session, reply }) => {
      const signedOut = await signOutMember(services, requireSession(session));
      reply.header("set-cookie", clearedSessionCookie(publicUrl()));
      return { status: 200, body: { data: signedOut } };
    },
  };
}
