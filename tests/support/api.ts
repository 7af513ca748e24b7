// Typed HTTP clients of a running test server (openapi-fetch over the real network, typed by the contracts), each
// checking every answer against its contract (contract-check.ts), and the member journeys most API tests start from.
import { randomUUID } from "node:crypto";
import createClient from "openapi-fetch";
import type { paths as PortalPaths } from "@ictm/openapi/portal.ts";
import type { paths as BackofficePaths } from "@ictm/openapi/backoffice.ts";
import { contractCheck } from "./contract-check.ts";
import { activationLinkFrom, type TestServer } from "./server.ts";

/** The portal API at `/api/v1`; with a token, every call sends it in `x-member-authorization`. */
export function portalClient(server: Pick<TestServer, "url">, token?: string) {
  const client = createClient<PortalPaths>({
    baseUrl: `${server.url}/api/v1`,
    headers: token ? { "x-member-authorization": token } : {},
  });
  client.use(contractCheck("portal"));
  return client;
}

export function backofficeClient(server: Pick<TestServer, "url">) {
  const client = createClient<BackofficePaths>({ baseUrl: `${server.url}/backoffice/api/v1` });
  client.use(contractCheck("backoffice"));
  return client;
}

/** An address no other test uses: `<label>-<random>@test.ictm.bn`. */
export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@test.ictm.bn`;
}

export const testPassword = "Correct-Horse-9";

/** Signs a Talent up, opens the mailed link and answers the new member's e-mail and key. */
export async function signUpActiveTalent(server: TestServer, options: { email?: string; name?: string } = {}) {
  const email = options.email ?? uniqueEmail("talent");
  const api = portalClient(server);
  const signUp = await api.POST("/talents/sign-ups/username-pwd", {
    body: { email, password: testPassword, name: options.name ?? "Test Talent" },
  });
  if (!signUp.data) throw new Error(`Sign-up failed with ${signUp.response.status}: ${JSON.stringify(signUp.error)}`);
  const link = activationLinkFrom(await server.outbox.waitForMail(email));
  const activated = await api.POST("/members/activate/{token}", {
    params: { path: { token: link.token }, query: { memberEmail: link.memberEmail } },
  });
  if (!activated.data) throw new Error(`Activation failed with ${activated.response.status}`);
  return { email, key: signUp.data.data.member.key };
}

/** Signs in with e-mail and password and answers the access token. */
export async function signIn(server: TestServer, email: string, password: string = testPassword): Promise<string> {
  const { data, response } = await portalClient(server).POST("/talents/sign-ins/username-pwd", { body: { email, password } });
  if (!data) throw new Error(`Sign-in failed with ${response.status}`);
  return data.data.accessToken;
}

/** The back-office API with a staff token sent as `Authorization: Bearer`. */
export function staffClient(server: Pick<TestServer, "url">, token: string) {
  const client = createClient<BackofficePaths>({ baseUrl: `${server.url}/backoffice/api/v1`, headers: { authorization: `Bearer ${token}` } });
  client.use(contractCheck("backoffice"));
  return client;
}

/** Signs the demo officer in (the server must have loaded the demo data) and answers the token. */
export async function signInDemoOfficer(server: Pick<TestServer, "url">): Promise<string> {
  const { data, response } = await backofficeClient(server).POST("/sign-ins", { body: { email: "officer@demo.ictm.bn", password: "Demo!2345" } });
  if (!data) throw new Error(`Staff sign-in failed with ${response.status}`);
  return data.data.accessToken;
}

/** The demo staff member of each role (server/src/demo/dataset.ts), password Demo!2345. */
export const demoStaffEmails = {
  officer: "officer@demo.ictm.bn",
  evaluator: "evaluator@demo.ictm.bn",
  "final-approver": "approver@demo.ictm.bn",
  administrator: "admin@demo.ictm.bn",
} as const;

/** Signs in the demo staff member of `role` (the server must have loaded the demo data) and answers the token. */
export async function signInDemoStaff(server: Pick<TestServer, "url">, role: keyof typeof demoStaffEmails): Promise<string> {
  return signInStaffMember(server, demoStaffEmails[role], "Demo!2345");
}

/** Signs a staff member in by e-mail and password and answers the token. */
export async function signInStaffMember(server: Pick<TestServer, "url">, email: string, password: string): Promise<string> {
  const { data, response } = await backofficeClient(server).POST("/sign-ins", { body: { email, password } });
  if (!data) throw new Error(`Staff sign-in of ${email} failed with ${response.status}`);
  return data.data.accessToken;
}
