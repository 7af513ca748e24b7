// The Talent search obeys each Talent's privacy settings, in every combination of visibility and caller:
// "everyone" is seen by all, "signed-in-businesses" by a Business token only, "nobody" by no one; a business a
// Talent blocked never sees that Talent; contact details and resume come only when the Talent shows them; a
// member who never activated the account is never listed.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { portalClient } from "../support/api.ts";
import { registerActiveBusiness, signInBusiness } from "../support/business.ts";
import { createTalent, search } from "../support/search.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

/** A surname no other row has, so the suite's searches see its Talents only. */
const family = `Zulhilmi${randomUUID().slice(0, 6).replace(/[0-9-]/g, "x")}`;
let server: TestServer;
let business: string;
let blocker: string;
const talents: Record<"everyone" | "businesses" | "nobody" | "blocking" | "open", string> = { everyone: "", businesses: "", nobody: "", blocking: "", open: "" };
let talentToken = "";

beforeAll(async () => {
  server = await startTestServer();
  business = await signInBusiness(server, (await registerActiveBusiness(server, { registration: { businessName: "Seen Tech Sdn Bhd" } })).email);
  const blocked = await registerActiveBusiness(server, { registration: { businessName: "Blocked Tech Sdn Bhd" } });
  blocker = await signInBusiness(server, blocked.email);
  const blockedKey = (await portalClient(server, blocker).GET("/businesses/profiles")).data?.data.key ?? "";
  const make = async (label: string, privacy: Parameters<typeof createTalent>[1]["privacy"]) =>
    createTalent(server, { name: `${label} ${family}`, headline: "Network engineer", skills: ["Cisco"], privacy });
  talents.everyone = (await make("Everyone", { profileVisibility: "everyone" })).key;
  talents.businesses = (await make("Businesses", { profileVisibility: "signed-in-businesses" })).key;
  talents.nobody = (await make("Nobody", { profileVisibility: "nobody" })).key;
  talents.blocking = (await make("Blocking", { profileVisibility: "signed-in-businesses", blockedBusinessKeys: [blockedKey] })).key;
  const open = await make("Open", { profileVisibility: "everyone", showContactDetails: true, showResume: true });
  talents.open = open.key;
  talentToken = open.token;
  await portalClient(server).POST("/talents/sign-ups/username-pwd", { body: { email: `unactivated-${randomUUID()}@test.ictm.bn`, password: "Correct-Horse-9", name: `Unactivated ${family}` } });
});
afterAll(async () => server?.close());

const seenBy = async (token?: string) => (await search(server, "/talents/searches", { searchTerms: family, pageSize: 100 }, token)).items.map((item) => item.key).sort();

describe("Talent search privacy", () => {
  it("shows each visibility only to the callers it names", async () => {
    const sorted = (...keys: string[]) => [...keys].sort();
    expect(await seenBy()).toEqual(sorted(talents.everyone, talents.open));
    expect(await seenBy(talentToken)).toEqual(sorted(talents.everyone, talents.open));
    expect(await seenBy(business)).toEqual(sorted(talents.everyone, talents.open, talents.businesses, talents.blocking));
  });

  it("never shows a Talent to a business it blocked", async () => {
    expect(await seenBy(blocker)).toEqual([talents.everyone, talents.open, talents.businesses].sort());
  });

  it("lists no one without terms whom it would not find with them", async () => {
    const listed = (await search(server, "/talents/searches", { pageSize: 100 })).items.map((item) => item.key);
    expect(listed).toEqual(expect.arrayContaining([talents.everyone, talents.open]));
    expect(listed).not.toEqual(expect.arrayContaining([talents.businesses]));
    expect(listed).not.toContain(talents.nobody);
  });

  it("leaves contact details and resume out unless the Talent shows them", async () => {
    const items = (await search(server, "/talents/searches", { searchTerms: family }, business)).items;
    const open = items.find((item) => item.key === talents.open);
    expect(open).toMatchObject({ contactDetails: { phone: "+673 711 2233", address: "Kampong Lamunin, Tutong" }, resume: { skills: ["Cisco"], languages: [{ language: "Malay", proficiency: "native" }] } });
    expect(items.find((item) => item.key === talents.everyone)).toMatchObject({ contactDetails: null, resume: { skills: ["Cisco"] } });
    await portalClient(server, talentToken).POST("/talents/privacy-settings", { body: { profileVisibility: "everyone", showContactDetails: false, showResume: false, blockedBusinessKeys: [] } });
    const hidden = (await search(server, "/talents/searches", { searchTerms: family }, business)).items.find((item) => item.key === talents.open);
    expect(hidden).toMatchObject({ contactDetails: null, resume: null, skills: ["Cisco"], headline: "Network engineer" });
  });

  it("follows a change of name and of visibility at once", async () => {
    const api = portalClient(server, talentToken);
    const details = { name: `Renamed ${family}`, headline: "Network engineer", summary: "", district: null, nationality: null, availability: "immediately" as const, yearsOfExperience: 1 };
    expect((await api.PUT("/talents/profile-details", { body: details })).response.status).toBe(200);
    const renamed = await search(server, "/talents/searches", { searchTerms: `renamed ${family}` }, business);
    expect(renamed.items.map((item) => [item.key, item["name"]])).toEqual([[talents.open, `Renamed ${family}`]]);
    await api.POST("/talents/privacy-settings", { body: { profileVisibility: "nobody", showContactDetails: false, showResume: false, blockedBusinessKeys: [] } });
    expect(await seenBy(business)).not.toContain(talents.open);
  });
});
