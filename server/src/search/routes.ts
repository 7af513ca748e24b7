// The portal's searches: read the page and terms (the contract has validated them), decide who is asking,
// call the area's search. Anyone may search; a token only widens or marks what is seen.
import { COURSE_PAGE_SIZE } from "@ictm/core/domain";
import type { MemberSession } from "../members/sessions.ts";
import type { PortalHandlers } from "../members/routes.ts";
import type { Services } from "../services.ts";
import { searchBusinesses } from "./businesses.ts";
import { searchTrainingCourses } from "./courses.ts";
import { SEARCH_PAGE_SIZES, pageRequest } from "./paging.ts";
import { searchIctProjects } from "./projects.ts";
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
      return { status: 200, body: { data: await searchTalents(db, talentViewer(session), searchWords(query.searchTerms), page) } };
    },
    searchBusinesses: async ({ query }) => {
      const page = pageRequest(query.pageNumber, query.pageSize, defaultPageSizes.businesses);
      return { status: 200, body: { data: await searchBusinesses(db, services.clock.now(), searchWords(query.searchTerms), page) } };
    },
    searchJobVacancies: async ({ query, session }) => {
      const page = pageRequest(query.pageNumber, query.pageSize, defaultPageSizes.jobs);
      const talentId = session?.member.accountType === "Talent" ? session.member.id : null;
      return { status: 200, body: { data: await searchJobVacancies(db, services.clock.now(), talentId, searchWords(query.searchTerms), page) } };
    },
    searchIctProjects: async ({ query }) => {
      const page = pageRequest(query.pageNumber, query.pageSize, defaultPageSizes.projects);
      return { status: 200, body: { data: await searchIctProjects(db, searchWords(query.searchTerms), page) } };
    },
    searchTrainingCourses: async ({ query }) => {
      const page = pageRequest(query.pageNumber, query.pageSize, defaultPageSizes.courses);
      return { status: 200, body: { data: await searchTrainingCourses(db, searchWords(query.searchTerms), page) } };
    },
  };
}

function talentViewer(session: MemberSession | null): TalentViewer {
  if (!session) return { kind: "anonymous" };
  return session.member.accountType === "Business" ? { kind: "business", memberId: session.member.id } : { kind: "talent", memberId: session.member.id };
}
