// Search results as the server answers them, and generators of the search events for replay properties. Test-only.
import fc from "fast-check";
import type {
  BusinessSearchFacets,
  BusinessSearchItem,
  JobSearchFacets,
  JobSearchItem,
  SearchPage,
  TalentSearchFacets,
  TalentSearchItem,
} from "../model.ts";
import { NO_FILTERS } from "../search/filters.ts";
import type { SearchName } from "../search/search-state.ts";
import type { NewClientEvent } from "../events/client-event.ts";
import { aJobVacancy, aTalentProfile, anIctProject } from "./fixtures.ts";

export const aTalentSearchItem: TalentSearchItem = {
  key: aTalentProfile.key,
  name: "Ann Talent",
  headline: "Data analyst",
  summary: "Dashboards for the public sector.",
  district: "brunei-muara",
  availability: "immediately",
  yearsOfExperience: 4,
  skills: ["SQL"],
  profilePicture: null,
  contactDetails: null,
  resume: null,
  updatedAt: "2025-02-01T00:00:00.000Z",
};

export const aBusinessSearchItem: BusinessSearchItem = {
  key: "16fd2706-8baf-433b-82eb-8c7fada847da",
  businessName: "DataWorks Sdn Bhd",
  businessType: "private-limited",
  industry: "Software",
  description: "Data platforms.",
  logo: null,
  isVerified: true,
  openVacancies: 2,
  createdAt: "2025-01-01T00:00:00.000Z",
  employerContact: { phone: "+673 222 3344", address: "Kiulap", website: null, linkedinUrl: null, email: null },
};

export const JOB_KEYS = ["6ba7b810-9dad-41d1-80b4-00c04fd430c8", "6ba7b811-9dad-41d1-80b4-00c04fd430c8", "6ba7b812-9dad-41d1-80b4-00c04fd430c8"];

export const aJobSearchItem = (key: string, isSaved = false): JobSearchItem => ({
  ...aJobVacancy,
  key,
  status: "published",
  isOpen: true,
  isSaved,
});

/** Facets that count nothing, fitting every search's page. */
export const noFacets: TalentSearchFacets & BusinessSearchFacets & JobSearchFacets = {
  experience: [],
  businessType: [],
  verified: [],
  district: [],
  employmentType: [],
};

/** One page as the server counts it, with no suggestions and facets that count nothing (fits every search). */
export const pageOf = <T>(
  items: ReadonlyArray<T>,
  pageNumber = 1,
  pageSize = 10,
  count = items.length,
): SearchPage<T> & { readonly facets: typeof noFacets } => ({
  items,
  count,
  pageNumber,
  pageSize,
  countIsExact: true, totalPages: Math.ceil(count / pageSize),
  suggestions: [],
  facets: noFacets,
});

const state = fc.record({
  searchTerms: fc.constantFrom("", "java", "data analyst"),
  pageNumber: fc.integer({ min: 1, max: 3 }),
  pageSize: fc.constantFrom(9, 10),
  filters: fc.constantFrom(NO_FILTERS, { district: ["belait"] }, { skill: ["SQL"], experience: ["2-4"] }),
});
// Request numbers from the same small range as the positions of a run's events, so answers often match a search.
const request = fc.nat({ max: 40 });
const search = fc.constantFrom<SearchName>("talents", "businesses", "jobVacancies", "ictProjects");
const jobs = fc.subarray(JOB_KEYS).chain((keys) => fc.tuple(...keys.map((key) => fc.boolean().map((saved) => aJobSearchItem(key, saved)))));

/** Every search event: started, failed, and each screen's answer. */
export const arbitrarySearchEvent: fc.Arbitrary<NewClientEvent> = fc.oneof(
  fc.record({ type: fc.constant("v1.SearchStarted" as const), payload: fc.record({ search, state }) }),
  fc.record({
    type: fc.constant("v1.SearchFailed" as const),
    payload: fc.record({ search, request, error: fc.constant("NetworkError"), message: fc.constant("Sorry, the portal cannot be reached.") }),
  }),
  fc.record({
    type: fc.constant("v1.TalentSearchLoaded" as const),
    payload: fc.record({ request, state, page: fc.constant(pageOf([aTalentSearchItem])) }),
  }),
  fc.record({
    type: fc.constant("v1.BusinessSearchLoaded" as const),
    payload: fc.record({ request, state, page: fc.constant(pageOf([aBusinessSearchItem])) }),
  }),
  fc.record({ type: fc.constant("v1.JobSearchLoaded" as const), payload: fc.record({ request, state, page: jobs.map((items) => pageOf(items)) }) }),
  fc.record({
    type: fc.constant("v1.IctProjectSearchLoaded" as const),
    payload: fc.record({ request, state, page: fc.constant(pageOf([anIctProject], 1, 9)) }),
  }),
);
