// The portal's Business sign-in and registration operations. Every answer that signs in sets the session cookie.
import { BusinessEmailRegistrationBody } from "@ictm/core/domain";
import { withForm } from "../contract/form.ts";
import { setSessionCookie, type PortalHandlers } from "../members/routes.ts";
import type { Services } from "../services.ts";
import { registerBusinessWithEmail } from "./register.ts";
import { registerBusinessWithIdentity, signInBusinessWithEmail, signInBusinessWithIdentity } from "./sign-in.ts";

type BusinessOperations =
  | "signInBusinessWithEmail"
  | "signInBusinessWithGoogle"
  | "signInBusinessWithLinkedIn"
  | "registerBusinessWithEmail"
  | "registerBusinessWithGoogle"
  | "registerBusinessWithLinkedIn";

export function businessHandlers(services: Services): PortalHandlers<BusinessOperations> {
  return {
    signInBusinessWithEmail: async ({ body, request, reply }) => {
      const signedIn = await signInBusinessWithEmail(services, { ...body, clientAddress: request.ip });
      setSessionCookie(services, reply, signedIn.accessToken);
      return { status: 200, body: { data: signedIn } };
    },

    signInBusinessWithGoogle: async ({ body, request, reply }) => {
      const signedIn = await signInBusinessWithIdentity(services, { provider: "google", credential: body.googleCredentials, clientAddress: request.ip });
      setSessionCookie(services, reply, signedIn.accessToken);
      return { status: 200, body: { data: signedIn } };
    },

    signInBusinessWithLinkedIn: async ({ body, request, reply }) => {
      const signedIn = await signInBusinessWithIdentity(services, { provider: "linkedin", credential: body.accessToken, clientAddress: request.ip });
      setSessionCookie(services, reply, signedIn.accessToken);
      return { status: 200, body: { data: signedIn } };
    },

    registerBusinessWithEmail: withForm(
      () => BusinessEmailRegistrationBody,
      async ({ body, request }) => ({
        status: 201,
        body: { data: await registerBusinessWithEmail(services, { ...body, clientAddress: request.ip }) },
      }),
    ),

    registerBusinessWithGoogle: async ({ body, request, reply }) => {
      const { registrationData, socialToken } = body;
      const signedIn = await registerBusinessWithIdentity(services, { provider: "google", credential: socialToken, registrationData, clientAddress: request.ip });
      setSessionCookie(services, reply, signedIn.accessToken);
      return { status: 201, body: { data: signedIn } };
    },

    registerBusinessWithLinkedIn: async ({ body, request, reply }) => {
      const { registrationData, socialToken } = body;
      const signedIn = await registerBusinessWithIdentity(services, { provider: "linkedin", credential: socialToken, registrationData, clientAddress: request.ip });
      setSessionCookie(services, reply, signedIn.accessToken);
      return { status: 201, body: { data: signedIn } };
    },
  };
}
