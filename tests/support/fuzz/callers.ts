// Everyone the fuzz suite calls as, on a demo server with an application waiting for a chief evaluator: anonymous,
// the demo Talent and Business, each demo staff role, a chief evaluator (the link's token, no sign-in), revoked and
// expired member and staff tokens, and a forged one. A session the fuzz ends (a sign-out, a password change) is
// opened again through the server's own session store, so later requests still reach deep code.
import { STAFF_ROLES, type StaffRole } from "@ictm/core/domain";
import { demoAccounts } from "@ictm/server/demo/dataset.ts";
import { findLiveSession, openSession } from "@ictm/server/members/sessions.ts";
import { findLiveStaffSession, openStaffSession } from "@ictm/server/staff/store.ts";
import { startIdentityProvider, type IdentityProvider } from "../../fixtures/identity-provider.ts";
import { signIn, staffClient } from "../api.ts";
import { DEMO_BUSINESS_EMAIL, signInStaffAs, type BoardServer } from "../board.ts";
import { cardIn } from "../board-calls.ts";
import { signInBusiness } from "../business.ts";
import { makeLink, tokenOf } from "../decisions-evaluations.ts";
import { startTestServer } from "../server.ts";

type Kind = "member" | "staff";

interface Identity {
  kind: Kind;
  id: string;
  token: string;
}

export interface Callers {
  on: BoardServer;
  /** Google and LinkedIn stand-ins, so their sign-ins are fuzzed past "not configured". */
  provider: IdentityProvider;
  close(): Promise<void>;
  /** Every caller's name. */
  names: readonly string[];
  /** The callers a contract is for (members on the portal, staff and the chief evaluator on the back office). */
  ownersOf(contract: "portal" | "backoffice"): readonly string[];
  /** The headers that say who `caller` is, and the query it adds (the chief evaluator's token). */
  credentialsOf(caller: string): { headers: Record<string, string>; query: string };
  /** After a write answered 2xx: opens the caller's session again if the write ended it. */
  keepSignedIn(caller: string): Promise<void>;
  /** The keys of the callers themselves: never fed to the fuzz (an administrator would take a caller's roles away). */
  ownKeys: ReadonlySet<string>;
  /** Ids the setup made: the application waiting for its chief evaluator, its link, the chief's token. */
  seeds: { applicationId: string; chiefToken: string };
}

export async function startFuzzCallers(): Promise<Callers> {
  const provider = await startIdentityProvider();
  const on = await startDemoServer(provider);
  const { db } = on.server.portal;
  const memberOf = async (token: string): Promise<Identity> => ({ kind: "member", id: (await findLiveSession(db.orm, token, new Date()))?.member.id ?? "", token });
  const staffOf = async (token: string): Promise<Identity> => ({ kind: "staff", id: (await findLiveStaffSession(db.orm, token, new Date()))?.staff.id ?? "", token });
  const open = (identity: Identity, now: Date) =>
    db.orm.transaction((tx) => (identity.kind === "member" ? openSession(tx, identity.id, now) : openStaffSession(tx, identity.id, now)));

  const talentAccount = demoAccounts.find((candidate) => candidate.accountType === "Talent");
  const identities = new Map<string, Identity>();
  identities.set("talent", await memberOf(await signIn(on.server, talentAccount?.email ?? "", talentAccount?.password)));
  identities.set("business", await memberOf(on.business));
  for (const role of STAFF_ROLES) identities.set(role, await staffOf(on.staff(role).token));
  for (const [name, live] of [["member", "talent"], ["staff", "officer"]] as const) {
    const base = identities.get(live);
    if (!base) continue;
    const longAgo = new Date(Date.now() - 400 * 24 * 3600 * 1000);
    identities.set(`expired-${name}`, { ...base, token: await open(base, longAgo) });
    const revoked = { ...base, token: await open(base, new Date()) };
    await revoke(on, revoked);
    identities.set(`revoked-${name}`, revoked);
  }

  const applicationId = await cardIn(on, "chief-evaluation");
  const link = await makeLink(on, "officer", applicationId);
  const chiefToken = tokenOf(link.data?.data.url ?? "");
  if (!chiefToken) throw new Error(`No chief-evaluator link: ${JSON.stringify(link.error)}`);

  const schemes = { member: "x-member-authorization", staff: "authorization" } as const;
  return {
    on,
    provider,
    close: async () => {
      await on.server.close();
      await provider.close();
    },
    names: ["anonymous", "forged", "chief", ...identities.keys()],
    ownersOf: (contract) => (contract === "portal" ? ["talent", "business"] : [...STAFF_ROLES, "chief"]),
    credentialsOf(caller) {
      if (caller === "chief") return { headers: {}, query: `token=${encodeURIComponent(chiefToken)}` };
      if (caller === "forged") return { headers: { [schemes.member]: "forged-token", [schemes.staff]: "Bearer forged-token" }, query: "" };
      const identity = identities.get(caller);
      if (!identity) return { headers: {}, query: "" };
      return { headers: { [schemes[identity.kind]]: identity.kind === "staff" ? `Bearer ${identity.token}` : identity.token }, query: "" };
    },
    async keepSignedIn(caller) {
      const identity = identities.get(caller);
      if (!identity || caller.startsWith("revoked-") || caller.startsWith("expired-")) return;
      const now = new Date();
      const live = identity.kind === "member" ? await findLiveSession(db.orm, identity.token, now) : await findLiveStaffSession(db.orm, identity.token, now);
      if (!live) identity.token = await open(identity, now);
    },
    ownKeys: new Set([...identities.values()].map((identity) => identity.id)),
    seeds: { applicationId, chiefToken },
  };
}

/** The demo server with the identity provider, its Business and each staff role signed in (as board.ts's startBoardServer). */
async function startDemoServer(provider: IdentityProvider): Promise<BoardServer> {
  // Each sign-in and password change costs a scrypt hash (tens of milliseconds): small limits keep 10,000 requests
  // fast, past the setup's six sign-ins, and the refusals past the limit (429) are fuzzed too.
  const limits = { signIn: { perEmail: 4, perClient: 10, windowMs: 15 * 60_000 }, passwordChange: { perMember: 2, windowMs: 15 * 60_000 } };
  const server = await startTestServer({ demo: true, identityProvider: provider, config: { limits } });
  try {
    const businessAccount = demoAccounts.find((candidate) => candidate.accountType === "Business");
    const business = await signInBusiness(server, DEMO_BUSINESS_EMAIL, businessAccount?.password);
    const signedIn = new Map(await Promise.all(STAFF_ROLES.map(async (role) => [role, await signInStaffAs(server, role)] as const)));
    const staff = (role: StaffRole) => signedIn.get(role) ?? { token: "", key: "" };
    return { server, business, staff, api: (role) => staffClient(server, staff(role).token) };
  } catch (error) {
    await server.close();
    throw error;
  }
}

/** Ends a session through the API's own sign-out, as its holder would. */
async function revoke(on: BoardServer, identity: Identity): Promise<void> {
  const answer =
    identity.kind === "member"
      ? await on.server.portal.app.inject({ method: "POST", url: "/api/v1/members/sign-outs", headers: { "x-member-authorization": identity.token } })
      : await on.server.portal.app.inject({ method: "POST", url: "/backoffice/api/v1/sign-outs", headers: { authorization: `Bearer ${identity.token}` } });
  if (answer.statusCode >= 300) throw new Error(`Signing the ${identity.kind} token out failed with ${answer.statusCode}: ${answer.body}`);
}
