// The portal's Google and LinkedIn operations for Talents, and the LinkedIn code exchange every LinkedIn page
// flow starts with. Each successful sign-in or sign-up sets the session cookie.
import type { Services } from "../services.ts";
import { setSessionCookie, type PortalHandlers } from "./routes.ts";
import { signInTalentWithIdentity, signUpTalentWithIdentity } from "./talent-social.ts";

type SocialOperations =
  | "signUpTalentWithGoogle"
  | "signUpTalentWithLinkedIn"
  | "signInTalentWithGoogle"
  | "signInTalentWithLinkedIn"
  | "exchangeLinkedInCode";

export function talentSocialHandlers(services: Services): PortalHandlers<SocialOperations> {
  return {
    signUpTalentWithGoogle: async ({ body, request, reply }) => {
      const signedIn = await signUpTalentWithIdentity(services, { provider: "google", credential: body.googleCredentials, clientAddress: request.ip });
      setSessionCookie(services, reply, signedIn.accessToken);
      return { status: 200, body: { data: signedIn } };
    },

    signUpTalentWithLinkedIn: async ({ body, request, reply }) => {
      const signedIn = await signUpTalentWithIdentity(services, { provider: "linkedin", credential: body.accessToken, clientAddress: request.ip });
      setSessionCookie(services, reply, signedIn.accessToken);
      return { status: 200, body: { data: signedIn } };
    },

    signInTalentWithGoogle: async ({ body, request, reply }) => {
      const signedIn = await signInTalentWithIdentity(services, { provider: "google", credential: body.googleCredentials, clientAddress: request.ip });
      setSessionCookie(services, reply, signedIn.accessToken);
      return { status: 200, body: { data: signedIn } };
    },

    signInTalentWithLinkedIn: async ({ body, request, reply }) => {
      const signedIn = await signInTalentWithIdentity(services, { provider: "linkedin", credential: body.accessToken, clientAddress: request.ip });
      setSessionCookie(services, reply, signedIn.accessToken);
      return { status: 200, body: { data: signedIn } };
    },

    exchangeLinkedInCode: async ({ body }) => ({
      status: 200,
      body: { data: { accessToken: await services.identity.exchangeLinkedInCode(body.code, body.redirectUri) } },
    }),
  };
}
