// The Talent search's totals (migrations/0023_search_totals.sql): the listed Talents per visibility and years,
// kept by triggers on talent_search, stay equal to the rows they count through sign-ups, changes of years and of
// visibility, hiding, showing again and a refresh of every search row; and a search without terms, which counts
// its experience facet from them, answers the counts of the rows (anonymous, and as a Business a Talent blocked).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXPERIENCE_BANDS, experienceBandOf } from "@ictm/core/domain";
import { portalClient } from "../support/api.ts";
import { registerActiveBusiness, signInBusiness } from "../support/business.ts";
import { createTalent, rawSearch } from "../support/search.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

let server: TestServer;
let blockedToken = "";
let blockedKey = "";
const made: Record<"open" | "businesses" | "blocking" | "hidden", { key: string; token: string }> = {
  open: { key: "", token: "" },
  businesses: { key: "", token: "" },
  blocking: { key: "", token: "" },
  hidden: { key: "", token: "" },
};

type Visibility = "everyone" | "signed-in-businesses" | "nobody";
const privacy = (profileVisibility: Visibility, blockedBusinessKeys: string[] = []) => ({ profileVisibility, showContactDetails: false, showResume: true, blockedBusinessKeys });

beforeAll(async () => {
  server = await startTestServer();
  const blocked = await registerActiveBusiness(server, { registration: { businessName: "Totals Blocked Sdn Bhd" } });
  blockedToken = await signInBusiness(server, blocked.email);
  blockedKey = (await portalClient(server, blockedToken).GET("/businesses/profiles")).data?.data.key ?? "";
  [made.open, made.businesses, made.blocking, made.hidden] = await Promise.all([
    createTalent(server, { name: "Totals Open", headline: "Analyst", skills: ["React"], privacy: privacy("everyone") }),
    createTalent(server, { name: "Totals Businesses", headline: "Analyst", privacy: privacy("signed-in-businesses") }),
    createTalent(server, { name: "Totals Blocking", headline: "Analyst", skills: ["React", "Go"], privacy: privacy("everyone", [blockedKey]) }),
    createTalent(server, { name: "Totals Hidden", headline: "Analyst", privacy: privacy("nobody") }),
  ]);
});
afterAll(async () => server?.close());

const rows = async (text: string) =>
  (await server.portal.db.rawTransaction((raw) => raw.query(text))).map((row) => `${String(row["visible_to"])} ${String(row["years"])} ${String(row["talents"])}`);
/** The totals as kept, and as counted from the rows, both sorted. */
const kept = () => rows("select visible_to, years_of_experience as years, talents from talent_search_totals where talents <> 0 order by 1, 2");
const counted = () => rows("select visible_to, years_of_experience as years, count(*) as talents from talent_search group by 1, 2 order by 1, 2");

const setYears = async (who: { token: string }, name: string, yearsOfExperience: number) => {
  const details = { name, headline: "Analyst", summary: "", district: "tutong" as const, nationality: "BN", availability: "immediately" as const, yearsOfExperience };
  expect((await portalClient(server, who.token).PUT("/talents/profile-details", { body: details })).response.status).toBe(200);
};
const setVisibility = async (who: { token: string }, profileVisibility: Visibility, blockedBusinessKeys: string[] = []) =>
  expect((await portalClient(server, who.token).POST("/talents/privacy-settings", { body: privacy(profileVisibility, blockedBusinessKeys) })).response.status).toBe(200);

/** A search without terms: its count, experience facet and keys. */
async function withoutTerms(token?: string, filters = "") {
  const answer = await rawSearch(server, "/talents/searches", `searchTerms=${filters}`, token);
  expect(answer.status).toBe(200);
  const data = (answer.body as { data: { count: number; facets: { experience: unknown }; items: Array<{ key: string }> } }).data;
  return { count: data.count, experience: data.facets.experience, keys: data.items.map((item) => item.key) };
}

/** The experience facet a search without terms should give: the listed rows (as `where` selects them) per band. */
async function expectedFacets(where: string) {
  const grouped = await server.portal.db.rawTransaction((raw) => raw.query(`select years_of_experience as years, count(*) as talents from talent_search where ${where} group by 1`));
  const byBand = new Map<string, number>();
  for (const row of grouped) {
    const band = experienceBandOf(Number(row["years"]));
    if (band) byBand.set(band, (byBand.get(band) ?? 0) + Number(row["talents"]));
  }
  const experience = EXPERIENCE_BANDS.flatMap((band) => (byBand.has(band.value) ? [{ value: band.value, count: byBand.get(band.value) ?? 0 }] : [])).sort((a, b) => b.count - a.count);
  return { count: [...byBand.values()].reduce((sum, count) => sum + count, 0), experience };
}

describe("the Talent search's totals", () => {
  it("stay equal to the rows they count through every change of years and visibility", async () => {
    expect((await kept()).length).toBeGreaterThan(0);
    expect(await kept()).toEqual(await counted());
    await setYears(made.open, "Totals Open", 12);
    await setYears(made.businesses, "Totals Businesses", 0);
    expect(await kept()).toEqual(await counted());
    await setVisibility(made.businesses, "everyone");
    await setVisibility(made.open, "nobody");
    await setVisibility(made.hidden, "signed-in-businesses");
    expect(await kept()).toEqual(await counted());
    await setVisibility(made.open, "signed-in-businesses");
    await setYears(made.hidden, "Totals Hidden", 7);
    const added = await createTalent(server, { name: "Totals Added", headline: "Analyst", privacy: privacy("everyone") });
    expect(added.key).not.toBe("");
    expect(await kept()).toEqual(await counted());
    // Every search row written again (the on-conflict update of each): nothing moves.
    await server.portal.db.rawTransaction((raw) => raw.query("select refresh_talent_search(array(select member_id from talent_profiles))"));
    expect(await kept()).toEqual(await counted());
  });

  it("give a search without terms the counts of its rows, anonymous and as a Business a Talent blocked", async () => {
    const anonymous = await withoutTerms();
    const everyone = await expectedFacets("visible_to = 'everyone'");
    expect(everyone.count).toBeGreaterThan(0);
    expect({ count: anonymous.count, experience: anonymous.experience }).toEqual(everyone);

    const business = await withoutTerms(blockedToken);
    const notBlocking = await expectedFacets(`member_id <> '${made.blocking.key}'`);
    expect(notBlocking.count).toBeLessThan((await expectedFacets("true")).count);
    expect({ count: business.count, experience: business.experience }).toEqual(notBlocking);
    expect(business.keys).not.toContain(made.blocking.key);

    // A skill filter is not in the totals: its rows are counted.
    const skilled = await withoutTerms(undefined, "&skill=React");
    const withSkill = await expectedFacets("visible_to = 'everyone' and skills_lower @> array['react']");
    expect(withSkill.count).toBeGreaterThan(0);
    expect(withSkill.count).toBeLessThan(everyone.count);
    expect({ count: skilled.count, experience: skilled.experience }).toEqual(withSkill);
  });
});
