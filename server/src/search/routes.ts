// The portal's searches: read the page and terms (the contract has validated them), decide who is asking,
// call the area's search with its filters, and add typo suggestions when it found little. Anyone may search; a token only widens or marks what is seen.
import { COURSE_PAGE_SIZE } from "@ictm/core/domain";
import type { MemberSession } from "../members/sessions.ts";
import type { PortalHandlers } from "../members/routes.ts";
import type { Services } from "../services.ts";
import { searchBusinesses } from "./businesses.ts";
import { searchTrainingCourses } from "./courses.ts";
import { defaultCountMode } from "./find-page.ts";
import { SEARCH_PAGE_SIZES, pageRequest } from "./paging.ts";
import { searchIctProjects } from "./projects.ts";
import { suggestionsFor, type Vocabulary } from "./suggestions.ts";
import { searchTalents, type TalentViewer } from "./talents.ts";
import { searchWords } from "./terms.ts";
import { searchJobVacancies } from "./vacancies.ts";

type SearchOperations = "searchTalents" | "searchBusinesses" | "searchJobVacancies" | "searchIctProjects" | "searchTrainingCourses";

/** Page sizes when the caller names none (specification §9): core's, the screens' own defaults. */
export const defaultPageSizes = {
  talents: SEARCH_PAGE_SIZES.talents,
  businesses: SEARCH_PAGE_SIZES.businesses,
  jobs: SEARCH_PAGE_SIZES.jobVacancies,
  projects: SEARCH_PAGE_SIZES.ictProjects,
  courses: COURSE_PAGE_SIZE,
} as const;

export function searchHandlers(services: Services): PortalHandlers<SearchOperations> {
  const db = services.orm;
  return {
    searchTalents: async ({ query, session }) => {
      const page = pageRequest(query.pageNumber, query.pageSize, defaultPageSizes.talents);
      const words = searchWords(query.searchTerms);
      return { status: 200, body: { data: await withSuggestions(db, "talents", words, await searchTalents(db, talentViewer(session), words, page, defaultCountMode, query)) } };
    },
    searchBusinesses: async ({ query }) => {
      const page = pageRequest(query.pageNumber, query.pageSize, defaultPageSizes.businesses);
      const words = searchWords(query.searchTerms);
      return { status: 200, body: { data: await withSuggestions(db, "businesses", words, await searchBusinesses(db, services.clock.now(), words, page, defaultCountMode, query)) } };
    },
    searchJobVacancies: async ({ query, session }) => {
      const page = pageRequest(query.pageNumber, query.pageSize, defaultPageSizes.jobs);
      const talentId = session?.member.accountType === "Talent" ? session.member.id : null;
      const words = searchWords(query.searchTerms);
      return { status: 200, body: { data: await withSuggestions(db, "jobs", words, await searchJobVacancies(db, services.clock.now(), talentId, words, page, defaultCountMode, query)) } };
    },
    searchIctProjects: async ({ query }) => {
      const page = pageRequest(query.pageNumber, query.pageSize, defaultPageSizes.projects);
      const words = searchWords(query.searchTerms);
      return { status: 200, body: { data: await withSuggestions(db, "projects", words, await searchIctProjects(db, words, page)) } };
    },
    searchTrainingCourses: async ({ query }) => {
      const page = pageRequest(query.pageNumber, query.pageSize, defaultPageSizes.courses);
      const words = searchWords(query.searchTerms);
      return { status: 200, body: { data: await withSuggestions(db, "courses", words, await searchTrainingCourses(db, words, page)) } };
    },
  };
}

/** The page with the suggestions for its terms (none when it found enough). */
export async function withSuggestions<P extends { count: number }>(db: Services["orm"], vocabulary: Vocabulary, words: readonly string[], page: P): Promise<P & { suggestions: string[] }> {
  return { ...page, suggestions: await suggestionsFor(db, vocabulary, words, page.count) };
}

function talentViewer(session: MemberSession | null): TalentViewer {
  if (!session) return { kind: "anonymous" };
  return session.member.accountType === "Business" ? { kind: "business", memberId: session.member.id } : { kind: "talent", memberId: session.member.id };
}
