// The SQL of the Talent search. Privacy is decided here, in SQL: hidden profiles never match; profiles for
// signed-in businesses match only for a Business caller; a business a Talent blocked never sees that Talent;
// the resume and contact details leave the database only when the Talent shows them. Filters: every chosen skill
// (ignoring case and blanks), any chosen band of years of experience (core's bands, counted per band).
import { and, eq, getTableName, inArray, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { EXPERIENCE_BANDS, experienceBandOf } from "@ictm/core/domain";
import type { components, operations } from "@ictm/openapi/portal.ts";
import type { Orm } from "../db/connect.ts";
import { contactDetails, members, talentProfiles } from "../db/schema.ts";
import { choiceValues, defaultCountMode, findPage, inPageOrder, type CountMode, type FacetCounts, type Listing } from "./find-page.ts";
import { pageOf, type Page, type PageRequest } from "./paging.ts";
import { talentSearch, talentSearchPostings, talentSearchSkills, talentSearchTotals, talentSearchWordChanges, talentSearchWordTotals } from "./tables.ts";

type TalentSearchItem = components["schemas"]["TalentSearchItem"];
type TalentSearchFacets = components["schemas"]["TalentSearchFacets"];
/** The Talent search's filters, as the contract's query parameters. */
export type TalentFilters = Pick<NonNullable<operations["searchTalents"]["parameters"]["query"]>, "skill" | "experience">;

/** Who is searching: a Business sees more profiles (and never those that blocked its business). */
export type TalentViewer = { kind: "anonymous" } | { kind: "talent"; memberId: string } | { kind: "business"; memberId: string };

export async function searchTalents(
  db: Orm,
  viewer: TalentViewer,
  words: readonly string[],
  page: PageRequest,
  countMode: CountMode = defaultCountMode,
  filters: TalentFilters = {},
): Promise<Page<TalentSearchItem> & { facets: TalentSearchFacets }> {
  const found = await findPage(db, filtered(talentListing(viewer), filters), words, page, countMode);
  const facets = { experience: found.facets["experience"] ?? [] } satisfies Record<keyof TalentSearchFacets, FacetCounts>;
  if (found.keys.length === 0) return { ...pageOf([], found.count, page, found.countIsExact), facets };
  const rows = await db
    .select({
      key: talentProfiles.memberId,
      name: members.name,
      profilePicture: members.profilePicture,
      headline: talentProfiles.headline,
      summary: talentProfiles.summary,
      district: talentProfiles.district,
      availability: talentProfiles.availability,
      yearsOfExperience: talentProfiles.yearsOfExperience,
      skills: talentProfiles.skills,
      updatedAt: talentProfiles.updatedAt,
      showContactDetails: talentProfiles.showContactDetails,
      resume: sql<typeof talentProfiles.$inferSelect.resume | null>`case when ${talentProfiles.showResume} then ${talentProfiles.resume} end`,
      contact: { phone: contactDetails.phone, address: contactDetails.address, website: contactDetails.website, linkedinUrl: contactDetails.linkedinUrl, githubUrl: contactDetails.githubUrl },
    })
    .from(talentProfiles)
    .innerJoin(members, eq(members.id, talentProfiles.memberId))
    .leftJoin(contactDetails, and(eq(contactDetails.memberId, talentProfiles.memberId), talentProfiles.showContactDetails))
    .where(inArray(talentProfiles.memberId, found.keys));
  const items = inPageOrder(found.keys, rows, (row) => row.key).map(({ showContactDetails, contact, resume, skills, updatedAt, ...row }) => ({
    ...row,
    skills,
    contactDetails: showContactDetails ? { phone: contact?.phone ?? null, address: contact?.address ?? null, website: contact?.website ?? null, linkedinUrl: contact?.linkedinUrl ?? null, githubUrl: contact?.githubUrl ?? null } : null,
    resume: resume === null ? null : { ...resume, skills },
    updatedAt: updatedAt.toISOString(),
  }));
  return { ...pageOf(items, found.count, page, found.countIsExact), facets };
}

/** The listing with the filters: the skills inside `visible`, the experience band as the one facet. */
function filtered(listing: Listing, filters: TalentFilters): Listing {
  const t = talentSearch;
  const skills = (filters.skill ?? []).filter((skill) => skill.trim() !== "");
  const compared = skills.map((skill) => sql`lower(trim(${skill}))`);
  const visible = skills.length === 0 ? listing.visible : sql`${listing.visible} and ${t.skillsLower} @> array[${sql.join(compared, sql`, `)}]::text[]`;
  // The totals (and those per word) count by visibility and years only: a skill filter counts its rows. Without
  // terms it counts them from the skills' rows (migrations/0026), read under talent_search's name: the first
  // skill's range, each other skill held by the same Talent. The postings carry no skills: a one-word search reads
  // them with each skill held in the skills' rows (a semi-join of two index ranges, where the documents would rank
  // every match of the word).
  const { totals, wordTotals, ...unfiltered } = listing;
  // Counted by years (a plain integer groups cheaper than the band's CASE), banded by core's experienceBandOf.
  const grouping = { column: sql`${t.yearsOfExperience}`, valueOf: (years: string) => experienceBandOf(Number(years)) };
  const facets = [{ name: "experience", value: experienceBand, values: choiceValues("talents", "experience"), chosen: filters.experience ?? [], grouping }];
  const [first, ...others] = compared;
  if (first === undefined) return { ...unfiltered, visible, totals, wordTotals, facets };
  const name = sql.identifier(getTableName(t));
  const held = (skill: SQL) => sql`exists (select 1 from ${talentSearchSkills} other where other.member_id = ${name}.member_id and other.skill = ${skill})`;
  const facetRows = { from: sql`${talentSearchSkills} as ${name}`, matching: sql.join([listing.visible, sql`${name}.skill = ${first}`, ...others.map(held)], sql` and `) };
  const postingsVisible = sql.join([listing.visible, ...compared.map(held)], sql` and `);
  return { ...unfiltered, visible, postingsVisible, facetRows, facets };
}

/** The band of the row's years (core's EXPERIENCE_BANDS, inclusive limits; the open-ended one has no max). */
const experienceBand: SQL = sql`(case ${sql.join(
  EXPERIENCE_BANDS.map((band) =>
    band.max === null
      ? sql`when ${talentSearch.yearsOfExperience} >= ${band.min} then ${band.value}::text`
      : sql`when ${talentSearch.yearsOfExperience} between ${band.min} and ${band.max} then ${band.value}::text`,
  ),
  sql` `,
)} end)`;

function talentListing(viewer: TalentViewer): Listing {
  const t = talentSearch;
  const totals = talentSearchTotals;
  const listing = { table: t, key: t.memberId, createdAt: t.activeAt, completeness: t.completeness, document: t.document, postings: talentSearchPostings };
  // Only listed Talents have a row (activated, not hidden). A literal, never input, so the planner proves the
  // smaller "everyone" index's predicate. The facet groups without terms (by years, as `filtered` groups) come
  // from the totals (migrations/0023_search_totals.sql), and those of a one-word search from the totals per word
  // (0028_search_word_totals.sql) with the changes not yet compacted into them.
  const [words, changes] = [talentSearchWordTotals, talentSearchWordChanges];
  const wordCounts = (held: SQL, visibleTo?: SQL) => {
    const where = (column: PgColumn) => and(held, visibleTo ? sql`${column} = ${visibleTo}` : undefined);
    return sql`select ${words.yearsOfExperience} as years, ${words.talents} as talents from ${words} where ${where(words.visibleTo)}
      union all select ${changes.yearsOfExperience}, ${changes.change} from ${changes} where ${where(changes.visibleTo)}`;
  };
  if (viewer.kind !== "business") {
    return {
      ...listing,
      visible: sql`${t.visibleTo} = 'everyone'`,
      totals: sql`select ${totals.yearsOfExperience} as f0, ${totals.talents} as count from ${totals} where ${totals.visibleTo} = 'everyone'`,
      wordTotals: (held) => sql`select years as f0, sum(talents) as count from (${wordCounts(held, sql`'everyone'`)}) counts group by years`,
    };
  }
  // The Talents that blocked this business, looked up once into a hashed set (`not in` over an uncorrelated
  // subquery; talent_id is never null, so it means `not exists`), not once per listed row.
  const blocked = sql`select blocked.talent_id from talent_blocked_businesses blocked join businesses blocker on blocker.id = blocked.business_id
    where blocker.member_id = ${viewer.memberId}`;
  // Every listed Talent, less those that blocked this business (counted from their rows, by key).
  const groups = sql`select ${totals.yearsOfExperience} as years, ${totals.talents} as talents from ${totals}
    union all select ${t.yearsOfExperience}, -count(*) from ${t} where ${t.memberId} in (${blocked}) group by 1`;
  // Likewise the postings of the words: every listed Talent's, less those of Talents that blocked this business.
  const p = talentSearchPostings;
  const wordGroups = (held: SQL) => sql`${wordCounts(held)}
    union all select ${p.yearsOfExperience}, -count(*) from ${p} where ${held} and ${p.memberId} in (${blocked}) group by 1`;
  return {
    ...listing,
    visible: sql`${t.memberId} not in (${blocked})`,
    totals: sql`select years as f0, sum(talents) as count from (${groups}) groups group by years`,
    wordTotals: (held) => sql`select years as f0, sum(talents) as count from (${wordGroups(held)}) groups group by years`,
  };
}
