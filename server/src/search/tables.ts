// The search tables and columns (migrations/0004_search.sql), declared apart from db/schema.ts so that no other
// query selects a document or a copied column by accident. Only the search queries read these.
import { boolean, customType, date, integer, numeric, pgTable, real, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** One row per listed Talent (activated, visible to someone), kept by triggers from the profile and member. */
export const talentSearch = pgTable("talent_search", {
  memberId: uuid("member_id").notNull(),
  joinedAt: at("joined_at").notNull(),
  visibleTo: text("visible_to").notNull(),
  document: tsvector("document").notNull(),
  /** migrations/0019_search_relevance.sql: completeness, and when the profile last changed. */
  completeness: smallint("completeness").notNull(),
  activeAt: at("active_at").notNull(),
  /** migrations/0020_search_filters.sql: what the filters compare. */
  yearsOfExperience: integer("years_of_experience").notNull(),
  skillsLower: text("skills_lower").array().notNull(),
});

/**
 * migrations/0024_search_postings.sql: each listed Talent's document one row per word, with the word's share of the
 * rank and talent_search's columns a search orders and filters by, under the same names (read as talent_search).
 */
export const talentSearchPostings = pgTable("talent_search_postings", {
  lexeme: text("lexeme").notNull(),
  memberId: uuid("member_id").notNull(),
  visibleTo: text("visible_to").notNull(),
  rank: real("rank").notNull(),
  titled: boolean("titled").notNull(),
  completeness: smallint("completeness").notNull(),
  activeAt: at("active_at").notNull(),
  yearsOfExperience: integer("years_of_experience").notNull(),
});

/**
 * migrations/0026_search_skills.sql: each listed Talent's distinct skills one row each, as the filter compares them,
 * with talent_search's columns the visibility and the experience facet read, under the same names.
 */
export const talentSearchSkills = pgTable("talent_search_skills", {
  skill: text("skill").notNull(),
  memberId: uuid("member_id").notNull(),
  visibleTo: text("visible_to").notNull(),
  yearsOfExperience: integer("years_of_experience").notNull(),
});

/** migrations/0023_search_totals.sql: the listed Talents per visibility and years, kept by triggers on talent_search. */
export const talentSearchTotals = pgTable("talent_search_totals", {
  visibleTo: text("visible_to").notNull(),
  yearsOfExperience: integer("years_of_experience").notNull(),
  talents: integer("talents").notNull(),
});

/**
 * migrations/0028_search_word_totals.sql: the postings per word, visibility and years, as of the last compaction,
 * and the changes since (appended by triggers on the postings; a count adds them).
 */
export const talentSearchWordTotals = pgTable("talent_search_word_totals", {
  lexeme: text("lexeme").notNull(),
  visibleTo: text("visible_to").notNull(),
  yearsOfExperience: integer("years_of_experience").notNull(),
  talents: integer("talents").notNull(),
});
export const talentSearchWordChanges = pgTable("talent_search_word_changes", {
  lexeme: text("lexeme").notNull(),
  visibleTo: text("visible_to").notNull(),
  yearsOfExperience: integer("years_of_experience").notNull(),
  change: integer("change").notNull(),
});

export const businessSearch = pgTable("businesses", {
  id: uuid("id").notNull(),
  createdAt: at("created_at").notNull(),
  memberActive: boolean("member_active").notNull(),
  businessType: text("business_type").notNull(),
  searchDocument: tsvector("search_document").notNull(),
  searchCompleteness: smallint("search_completeness").notNull(),
});

/** What the job search orders, filters and counts vacancies by: job_vacancies' columns, which its postings copy. */
const vacancyListingColumns = () => ({
  id: uuid("id").notNull(),
  createdAt: at("created_at").notNull(),
  status: text("status").notNull(),
  closingDate: date("closing_date", { mode: "string" }).notNull(),
  district: text("district").notNull(),
  employmentType: text("employment_type").notNull(),
  salaryMin: numeric("salary_min"),
  salaryMax: numeric("salary_max"),
  salaryInterval: text("salary_interval").notNull(),
  searchCompleteness: smallint("search_completeness").notNull(),
});

export const vacancySearch = pgTable("job_vacancies", { ...vacancyListingColumns(), searchDocument: tsvector("search_document").notNull() });

/**
 * migrations/0027_vacancy_postings.sql: each published vacancy's document one row per word, with the word's share of
 * the rank and job_vacancies' columns the job search orders, filters and counts by, under the same names (read as
 * job_vacancies).
 */
export const jobVacancyPostings = pgTable("job_vacancy_postings", {
  lexeme: text("lexeme").notNull(),
  rank: real("rank").notNull(),
  titled: boolean("titled").notNull(),
  ...vacancyListingColumns(),
});

export const projectSearch = pgTable("ict_projects", {
  id: uuid("id").notNull(),
  createdAt: at("created_at").notNull(),
  isPublished: boolean("is_published").notNull(),
  searchDocument: tsvector("search_document").notNull(),
  searchCompleteness: smallint("search_completeness").notNull(),
});
