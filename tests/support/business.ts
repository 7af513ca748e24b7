// Business journeys the API tests start from: plausible registration details, and a Business registered by
// e-mail and activated from its mail.
import type { components } from "@ictm/openapi/portal.ts";
import { portalClient, testPassword, uniqueEmail } from "./api.ts";
import { activationLinkFrom, type TestServer } from "./server.ts";

export type RegistrationData = components["schemas"]["BusinessRegistrationData"];

export function sampleRegistration(overrides: Partial<RegistrationData> = {}): RegistrationData {
  return {
    businessName: "Kampong Ayer Software Sdn Bhd",
    businessType: "private-limited",
    registrationNumber: "RC/00098765",
    contactPerson: "Awang Hj Kamarul",
    phone: "+673 876 5432",
    address: "No. 12, Simpang 88, Jalan Gadong, Bandar Seri Begawan BE1318",
    ...overrides,
  };
}

/** Registers a Business by e-mail, opens the mailed link and answers its e-mail and member key. */
export async function registerActiveBusiness(server: TestServer, options: { email?: string; registration?: Partial<RegistrationData> } = {}) {
  const email = options.email ?? uniqueEmail("business");
  const api = portalClient(server);
  const registered = await api.POST("/businesses/registrations/email-passwords", {
    body: { email, password: testPassword, registrationData: sampleRegistration(options.registration) },
  });
  if (!registered.data) throw new Error(`Registration failed with ${registered.response.status}: ${JSON.stringify(registered.error)}`);
  const link = activationLinkFrom(await server.outbox.waitForMail(email));
  const activated = await api.POST("/members/activate/{token}", { params: { path: { token: link.token }, query: { memberEmail: link.memberEmail } } });
  if (!activated.data) throw new Error(`Activation failed with ${activated.response.status}`);
  return { email, key: registered.data.data.member.key };
}

/** Signs a Business in with e-mail and password and answers the access token. */
export async function signInBusiness(server: TestServer, email: string, password: string = testPassword): Promise<string> {
  const { data, response } = await portalClient(server).POST("/businesses/sign-ins/username-pwd", { body: { email, password } });
  if (!data) throw new Error(`Business sign-in failed with ${response.status}`);
  return data.data.accessToken;
}
