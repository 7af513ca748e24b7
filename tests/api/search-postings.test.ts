// The Talent search's postings (migrations/0024_search_postings.sql, server/src/search/postings.ts): a one-word
// search read from them answers what ranking the documents answers, the same Talents in the same order, with the
// same count and experience facet, for every kind of word (one word found, a prefix finding several, a word
// searched as two prefixes, a name, a word the documents answer; Talents holding several words of a prefix),
// anonymous and as a Business a Talent blocked, with an experience band chosen and with skills chosen; and the
// postings (and their totals per word, migrations/0028) stay equal to the documents' words through writes.
// Likewise the skills' rows (migrations/0026_search_skills.sql): a skill filter's count and facet equal
// talent_search's.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXPERIENCE_BANDS, SEARCH_COUNT_LIMIT, experienceBandOf } from "@ictm/core/domain";
import { fillDatabase } from "@ictm/server/demo/population/fill.ts";
import { compactSearchWordTotals, vacuumSearchTables } from "@ictm/server/search/upkeep.ts";
import { portalClient } from "../support/api.ts";
import { registerActiveBusiness, signInBusiness } from "../support/business.ts";
import { createTalent, rawSearch } from "../support/search.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

let server: TestServer;
let business = { token: "", memberId: "" };
let blocking = { key: "", token: "" };

beforeAll(async () => {
  server = await startTestServer();
  await fillDatabase(server.portal.db, { seed: 17, size: { talents: 1_500, businesses: 20, vacancies: 0, projects: 0 } });
  const registered = await registerActiveBusiness(server, { registration: { businessName: "Postings Blocked Sdn Bhd" } });
  business = { token: await signInBusiness(server, registered.email), memberId: "" };
  const profile = (await portalClient(server, business.token).GET("/businesses/profiles")).data?.data;
  const [member] = await query(`select member_id from businesses where id = '${profile?.key ?? ""}'`);
  business.memberId = String(member?.["member_id"]);
  blocking = await createTalent(server, { name: "Postings Blocking", headline: "Software Engineer", skills: ["Go"], privacy: { blockedBusinessKeys: [profile?.key ?? ""] } });
  // Ranks the generated Talents do not have (theirs are one headline word each): a word once, twice and three times
  // in the headline and skills, in the name too, in prose only; and a name word beside it for a prefix finding both.
  await Promise.all([
    createTalent(server, { name: "Postings Kotlin", headline: "Kotlin developer", skills: ["Kotlin"] }),
    createTalent(server, { name: "Postings Once", headline: "Kotlin" }),
    createTalent(server, { name: "Postings Thrice", headline: "Kotlin Kotlin lead", skills: ["Kotlin"] }),
    createTalent(server, { name: "Postings Prose", headline: "Analyst", summary: "Writes kotlin daily" }),
    createTalent(server, { name: "Postings Kotak", headline: "Kotlin engineer" }),
    createTalent(server, { name: "Postings Kotak Skilled", headline: "Analyst", skills: ["Kotlin", "Go"] }),
    createTalent(server, { name: "Kotak Kotlin", headline: "Kotlin Kotlin", summary: "Kotlin", privacy: { profileVisibility: "signed-in-businesses" } }),
  ]);
  await vacuumSearchTables(server.portal.db.orm);
}, 120_000);
afterAll(async () => server?.close());

const query = (text: string) => server.portal.db.rawTransaction((raw) => raw.query(text));
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

type Viewer = "anonymous" | "business";
const visibleTo = (viewer: Viewer) =>
  viewer === "anonymous"
    ? "visible_to = 'everyone'"
    : `member_id not in (select blocked.talent_id from talent_blocked_businesses blocked join businesses blocker on blocker.id = blocked.business_id where blocker.member_id = '${business.memberId}')`;

/** What ranking the documents gives (find-page.ts's order): every match's key and band, in order. */
async function ranked(word: string, viewer: Viewer, skills: readonly string[] = []): Promise<Array<{ key: string; band: string | null }>> {
  const q = `search_query(string_to_array(${literal(word)}, ' '))`;
  const held = skills.map((skill) => ` and skills_lower @> array[${literal(skill.toLowerCase())}]`).join("");
  const rows = await query(`select member_id, years_of_experience from talent_search where ${visibleTo(viewer)} and document @@ ${q}${held}
    order by search_rank(document, ${q}) > 0 desc, completeness desc, search_rank(document, ${q}) desc, active_at desc, member_id desc`);
  return rows.map((row) => ({ key: String(row["member_id"]), band: experienceBandOf(Number(row["years_of_experience"])) }));
}

type Answer = { count: number; countIsExact: boolean; facets: { experience: Array<{ value: string; count: number }> }; items: Array<{ key: string }> };
async function searched(word: string, viewer: Viewer, pageNumber: number, experience?: string, skills: readonly string[] = []): Promise<Answer> {
  const filter = (experience ? `&experience=${experience}` : "") + skills.map((skill) => `&skill=${encodeURIComponent(skill)}`).join("");
  const answer = await rawSearch(server, "/talents/searches", `searchTerms=${encodeURIComponent(word)}&pageSize=100&pageNumber=${pageNumber}${filter}`, viewer === "business" ? business.token : undefined);
  expect(answer.status).toBe(200);
  return (answer.body as { data: Answer }).data;
}

/** The experience facet of these matches: per band, most first (ties in the bands' order), none with 0. */
function bands(matches: ReadonlyArray<{ band: string | null }>) {
  return EXPERIENCE_BANDS.flatMap((band) => {
    const count = matches.filter((match) => match.band === band.value).length;
    return count > 0 ? [{ value: band.value, count }] : [];
  }).sort((a, b) => b.count - a.count);
}

/**
 * Every page of the search against the documents' ranking, with no band chosen and with its commonest band, and
 * with these skills chosen (each held).
 */
async function expectSameAsDocuments(word: string, viewer: Viewer, skills: readonly string[] = []) {
  const expected = await ranked(word, viewer, skills);
  const facet = bands(expected);
  for (const chosen of [undefined, facet[0]?.value]) {
    const matches = chosen ? expected.filter((match) => match.band === chosen) : expected;
    for (let page = 1; page <= Math.max(1, Math.ceil(matches.length / 100)); page++) {
      const answer = await searched(word, viewer, page, chosen, skills);
      expect({ word, viewer, chosen, skills, page, keys: answer.items.map((item) => item.key) }).toEqual({ word, viewer, chosen, skills, page, keys: matches.slice((page - 1) * 100, page * 100).map((match) => match.key) });
      expect(answer.count).toBe(matches.length);
      expect(answer.facets.experience).toEqual(facet);
    }
    // A page past the count limit reads no rows, and counts the same.
    const past = await searched(word, viewer, SEARCH_COUNT_LIMIT / 100 + 1, chosen, skills);
    expect({ word, viewer, chosen, skills, keys: past.items, count: past.count, facet: past.facets.experience }).toEqual({ word, viewer, chosen, skills, keys: [], count: Math.min(matches.length, SEARCH_COUNT_LIMIT), facet });
  }
  return expected.length;
}

/** The words of the search's prefixes in the postings: how many there are decides how the search reads them. */
const wordsFound = async (prefix: string) => Number((await query(`select count(distinct lexeme) as words from talent_search_postings where starts_with(lexeme, ${literal(prefix)})`))[0]?.["words"]);

/** The postings as kept, and as the documents' words give them, both sorted. */
const postings = (from: string) =>
  query(`select member_id, lexeme, visible_to, rank, completeness, active_at, years_of_experience from ${from} order by member_id, lexeme`);
const kept = () => postings("talent_search_postings");
const fromDocuments = () => postings("(select p.* from talent_search s, talent_search_postings_of(s) p) p");

/**
 * The totals per word (migrations/0028) with the changes appended since, and once the changes are compacted into
 * them, equal the postings counted per word, visibility and years.
 */
async function expectWordTotals() {
  const totals = () =>
    query(`select lexeme, visible_to, years_of_experience, sum(talents)::integer as talents from (
        select lexeme, visible_to, years_of_experience, talents from talent_search_word_totals
        union all select lexeme, visible_to, years_of_experience, change from talent_search_word_changes) counts
      group by 1, 2, 3 having sum(talents) <> 0 order by 1, 2, 3`);
  const counted = await query("select lexeme, visible_to, years_of_experience, count(*)::integer as talents from talent_search_postings group by 1, 2, 3 order by 1, 2, 3");
  expect(counted.length).toBeGreaterThan(1_000);
  expect(await totals()).toEqual(counted);
  await compactSearchWordTotals(server.portal.db.orm);
  expect(await query("select * from talent_search_word_changes")).toEqual([]);
  expect(await totals()).toEqual(counted);
}

/** The skills' rows (migrations/0026) as kept, and as talent_search's skills give them (each distinct one once). */
const skillRows = (from: string) => query(`select member_id, skill, visible_to, years_of_experience from ${from} order by member_id, skill`);
const skillsKept = () => skillRows("talent_search_skills");
const skillsOfSearch = () => skillRows("(select distinct s.member_id, skill, s.visible_to, s.years_of_experience from talent_search s, unnest(s.skills_lower) skill) k");

const privacy = (profileVisibility: "everyone" | "signed-in-businesses" | "nobody") => ({ profileVisibility, showContactDetails: false, showResume: true, blockedBusinessKeys: [] });

/** How many rows of `table` (postings or skills) are the blocking Talent's. */
const blockingRowsIn = async (table: string) => Number((await query(`select count(*) as left from ${table} where member_id = '${blocking.key}'`))[0]?.["left"]);

/** Every search row written again, unchanged: no row of `table` is written again (each keeps its place in it). */
async function expectUntouchedByRefresh(table: string) {
  const places = async () => (await query(`select ctid::text as place from ${table} order by 1`)).map((row) => String(row["place"]));
  const before = await places();
  await query("select refresh_talent_search(array(select member_id from talent_profiles))");
  expect(await places()).toEqual(before);
}

/** A search without terms for Talents listing every one of `skills`, page 1, with a band chosen or not. */
async function withSkills(skills: readonly string[], viewer: Viewer, experience?: string): Promise<Answer> {
  const filters = [...skills.map((skill) => `skill=${encodeURIComponent(skill)}`), ...(experience ? [`experience=${experience}`] : [])].join("&");
  const answer = await rawSearch(server, "/talents/searches", `${filters}&pageSize=100`, viewer === "business" ? business.token : undefined);
  expect(answer.status).toBe(200);
  return (answer.body as { data: Answer }).data;
}

describe("a one-word Talent search from the postings", () => {
  it("answers what ranking the documents answers, for every kind of word and caller", async () => {
    // One word found ("engineer" is searched as the prefix 'engin'): its range of the order index.
    expect(await wordsFound("engin")).toBe(1);
    // A prefix finding several words (develop, devops, …), and a word searched as its stem or as written.
    expect(await wordsFound("dev")).toBeGreaterThan(1);
    expect(await wordsFound("kotlin")).toBe(1);
    expect(await wordsFound("kot")).toBeGreaterThan(1);
    expect(await wordsFound("a")).toBeGreaterThan(8);
    for (const viewer of ["anonymous", "business"] as const) {
      expect(await expectSameAsDocuments("kotlin", viewer)).toBeGreaterThanOrEqual(viewer === "business" ? 7 : 6);
      expect(await expectSameAsDocuments("kot", viewer)).toBeGreaterThanOrEqual(viewer === "business" ? 7 : 6);
      expect(await expectSameAsDocuments("engineer", viewer)).toBeGreaterThan(100);
      expect(await expectSameAsDocuments("dev", viewer)).toBeGreaterThan(100);
      expect(await expectSameAsDocuments("directory", viewer)).toBeGreaterThan(0);
      expect(await expectSameAsDocuments("siti", viewer)).toBeGreaterThan(0);
      // A prefix finding more words than are read range by range ("a": the documents answer).
      expect(await expectSameAsDocuments("a", viewer)).toBeGreaterThan(500);
      // A stop word searched as a prefix, a word the parser splits (the documents answer it), and nothing found.
      await expectSameAsDocuments("the", viewer);
      await expectSameAsDocuments("e-commerce", viewer);
      expect(await expectSameAsDocuments("zzqxv", viewer)).toBe(0);
      // With skills chosen: read from the postings, each skill held in the skills' rows (a word, a prefix finding
      // several words, a skill some hold in two cases, two skills, a skill nobody holds).
      const [common] = await query("select skill from talent_search, unnest(skills_lower) skill group by 1 order by count(*) desc, 1 limit 1");
      const commonest = String(common?.["skill"]);
      expect(await expectSameAsDocuments("engineer", viewer, [commonest])).toBeGreaterThan(10);
      expect(await expectSameAsDocuments("dev", viewer, [commonest])).toBeGreaterThan(10);
      expect(await expectSameAsDocuments("kot", viewer, ["KOTLIN"])).toBeGreaterThanOrEqual(3);
      expect(await expectSameAsDocuments("kotlin", viewer, ["Kotlin", "go"])).toBeGreaterThanOrEqual(1);
      expect(await expectSameAsDocuments("engineer", viewer, ["cobol-zz"])).toBe(0);
    }
    // The Talent who blocked the Business is found by everyone else only.
    expect((await ranked("engineer", "anonymous")).map((match) => match.key)).toContain(blocking.key);
    expect((await ranked("engineer", "business")).map((match) => match.key)).not.toContain(blocking.key);
  });

  it("stay equal to the documents' words through every write", async () => {
    expect((await kept()).length).toBeGreaterThan(10_000);
    expect(await kept()).toEqual(await fromDocuments());
    await expectWordTotals();
    const api = portalClient(server, blocking.token);
    const details = { name: "Postings Blocking", headline: "Cloud architect", summary: "Designs directory services", district: "tutong" as const, nationality: "BN", availability: "immediately" as const, yearsOfExperience: 11 };
    expect((await api.PUT("/talents/profile-details", { body: details })).response.status).toBe(200);
    expect((await api.POST("/talents/privacy-settings", { body: privacy("signed-in-businesses") })).response.status).toBe(200);
    expect(await kept()).toEqual(await fromDocuments());
    await expectWordTotals();
    expect((await api.POST("/talents/privacy-settings", { body: privacy("nobody") })).response.status).toBe(200);
    expect(await blockingRowsIn("talent_search_postings")).toBe(0);
    await expectWordTotals();
    expect((await api.POST("/talents/privacy-settings", { body: privacy("everyone") })).response.status).toBe(200);
    expect(await kept()).toEqual(await fromDocuments());
    await expectWordTotals();
    await expectUntouchedByRefresh("talent_search_postings");
    expect(await kept()).toEqual(await fromDocuments());
    await expectWordTotals();
    await expectSameAsDocuments("cloud", "anonymous");
  });
});

describe("a skill filter's facet from the skills' rows", () => {
  it("counts what talent_search's rows count, for one skill and several, as every caller", async () => {
    const [common] = await query("select skill from talent_search, unnest(skills_lower) skill group by 1 order by count(*) desc, 1 limit 1");
    const commonest = String(common?.["skill"]);
    for (const viewer of ["anonymous", "business"] as const) {
      for (const skills of [["go"], ["  KOTLIN "], ["Kotlin", "Go"], [commonest], [commonest, "Go"], ["cobol-zz"]]) {
        const compared = skills.map((skill) => literal(skill.trim().toLowerCase())).join(", ");
        const rows = await query(`select member_id, years_of_experience from talent_search where ${visibleTo(viewer)} and skills_lower @> array[${compared}]::text[]`);
        const facet = bands(rows.map((row) => ({ band: experienceBandOf(Number(row["years_of_experience"])) })));
        const all = await withSkills(skills, viewer);
        expect({ skills, viewer, count: all.count, facet: all.facets.experience }).toEqual({ skills, viewer, count: rows.length, facet });
        const chosen = facet[0];
        if (chosen) expect((await withSkills(skills, viewer, chosen.value)).count).toBe(chosen.count);
      }
    }
    // One Talent listing the commonest skill and Go, more listing the commonest: the filters found some.
    expect((await withSkills([commonest], "anonymous")).count).toBeGreaterThan(50);
    expect((await withSkills(["Kotlin", "Go"], "business")).count).toBeGreaterThanOrEqual(1);
  });

  it("stay equal to talent_search's skills through every write", async () => {
    expect((await skillsKept()).length).toBeGreaterThan(1_500);
    expect(await skillsKept()).toEqual(await skillsOfSearch());
    const api = portalClient(server, blocking.token);
    const resume = (skills: string[]) => ({ education: [], workExperience: [], skills, certifications: [], languages: [] });
    expect((await api.PUT("/talents/resume-details", { body: resume(["Go", "Rust", "Kubernetes"]) })).response.status).toBe(200);
    expect(await skillsKept()).toEqual(await skillsOfSearch());
    expect((await api.PUT("/talents/resume-details", { body: resume(["Rust"]) })).response.status).toBe(200);
    expect(await skillsKept()).toEqual(await skillsOfSearch());
    expect((await api.POST("/talents/privacy-settings", { body: privacy("nobody") })).response.status).toBe(200);
    expect(await blockingRowsIn("talent_search_skills")).toBe(0);
    expect((await api.POST("/talents/privacy-settings", { body: privacy("signed-in-businesses") })).response.status).toBe(200);
    expect(await skillsKept()).toEqual(await skillsOfSearch());
    await expectUntouchedByRefresh("talent_search_skills");
    expect(await skillsKept()).toEqual(await skillsOfSearch());
  });
});
