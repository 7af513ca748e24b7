// The five search stores (talents, businesses, job vacancies, ICT projects, training courses), folded from the search events.
// Pure reducers. Only the answer to the latest search started counts; every store starts afresh when the member
// session changes (their clearOn), since who asks decides what a search finds and whether a job reads as saved.
import type {
  BusinessSearchItem,
  BusinessSearchPage,
  IctProjectSearchItem,
  JobSearchItem,
  JobSearchPage,
  PageInfo,
  SearchPage,
  TalentSearchItem,
  TalentSearchPage,
} from "../model.ts";
import { sameSearch, type SearchName, type SearchRequest, type SearchState } from "./search-state.ts";
import type { StoreEvent } from "../events/client-event.ts";
import type { TrainingCourse } from "../courses/course-records.ts";
import { defineStore, type StoreDefinition } from "../stores/define-store.ts";
import type { LoadStatus } from "../stores/query-status.ts";

/** `P`: the search's own page (talents, businesses and jobs carry their facets). */
export interface SearchStoreState<T, P extends SearchPage<T> = SearchPage<T>> {
  /** "idle" until a search starts (and again after the member session changes): load then. */
  readonly status: LoadStatus;
  /** The latest search started; compare it with the address's state (`sameSearch`) to know whether to load. */
  readonly state: SearchState | null;
  /** The latest answer; while a newer search loads, the previous page stays until its own answer comes. */
  readonly page: P | null;
  /** What went wrong with the latest search, in the catalogue's words; null unless status is "failed". */
  readonly error: string | null;
  /** The seq of the latest search's `v1.SearchStarted`: answers to any other are stale and ignored. */
  readonly request: number | null;
}

export type TalentSearchStoreState = SearchStoreState<TalentSearchItem, TalentSearchPage>;
export type BusinessSearchStoreState = SearchStoreState<BusinessSearchItem, BusinessSearchPage>;
export type JobSearchStoreState = SearchStoreState<JobSearchItem, JobSearchPage>;
export type IctProjectSearchStoreState = SearchStoreState<IctProjectSearchItem>;
/** Published courses only (`registrants` null); the course search suggests nothing (`suggestions` empty). */
export type CourseSearchStoreState = SearchStoreState<TrainingCourse>;

/** Nothing searched yet; fits every search store. */
export const initialSearchStoreState: SearchStoreState<never, never> = { status: "idle", state: null, page: null, error: null, request: null };

/**
 * Whether the screen must search for the address's `state`: nothing searched since the store started (afresh), or
 * the latest search asked something else (Back, a new address). The same search that failed is not retried by itself.
 */
export const needsSearch = (store: SearchStoreState<unknown>, state: SearchRequest): boolean =>
  store.status === "idle" || store.state === null || !sameSearch(store.state, state);

export const talentSearchReducer = (state: TalentSearchStoreState, event: StoreEvent): TalentSearchStoreState =>
  reduceSearch(state, event, "talents", event.type === "v1.TalentSearchLoaded" ? event.payload : null);

export const businessSearchReducer = (state: BusinessSearchStoreState, event: StoreEvent): BusinessSearchStoreState =>
  reduceSearch(state, event, "businesses", event.type === "v1.BusinessSearchLoaded" ? event.payload : null);

export const ictProjectSearchReducer = (state: IctProjectSearchStoreState, event: StoreEvent): IctProjectSearchStoreState =>
  reduceSearch(state, event, "ictProjects", event.type === "v1.IctProjectSearchLoaded" ? event.payload : null);

/** A course unpublished by its Business (on this device) leaves the page at once, as it leaves the server's search. */
export const courseSearchReducer = (state: CourseSearchStoreState, event: StoreEvent): CourseSearchStoreState => {
  if (event.type === "v1.TrainingCourseUnpublished") {
    const page = state.page;
    const key = event.payload.course.key;
    if (page === null || !page.items.some((item) => item.key === key)) return state;
    const count = Math.max(0, page.count - 1);
    const items = page.items.filter((item) => item.key !== key);
    return { ...state, page: { ...page, items, count, totalPages: Math.ceil(count / page.pageSize) } };
  }
  const answer = event.type === "v1.CourseSearchLoaded" ? event.payload : null;
  return reduceSearch(state, event, "courses", answer === null ? null : { ...answer, page: withNoSuggestions(answer.page) });
};

/** Also follows saves and unsaves: the server's list of saved keys decides each shown job's `isSaved`. */
export const jobSearchReducer = (state: JobSearchStoreState, event: StoreEvent): JobSearchStoreState => {
  if (event.type === "v1.JobSaved" || event.type === "v1.JobUnsaved") {
    if (state.page === null) return state;
    const saved = new Set(event.payload.savedJobKeys);
    if (state.page.items.every((item) => item.isSaved === saved.has(item.key))) return state;
    const items = state.page.items.map((item) =>
      item.isSaved === saved.has(item.key) ? item : { ...item, isSaved: saved.has(item.key) },
    );
    return { ...state, page: { ...state.page, items } };
  }
  return reduceSearch(state, event, "jobVacancies", event.type === "v1.JobSearchLoaded" ? event.payload : null);
};

const withNoSuggestions = <T>(page: PageInfo & { readonly items: ReadonlyArray<T> }): SearchPage<T> => ({ ...page, suggestions: [] });

interface SearchAnswer<P> {
  readonly request: number;
  readonly state: SearchState;
  readonly page: P;
}

const reduceSearch = <T, P extends SearchPage<T>>(
  state: SearchStoreState<T, P>,
  event: StoreEvent,
  search: SearchName,
  answer: SearchAnswer<P> | null,
): SearchStoreState<T, P> => {
  if (answer !== null) {
    if (answer.request !== state.request) return state;
    return { ...state, status: "loaded", state: answer.state, page: answer.page, error: null };
  }
  switch (event.type) {
    case "v1.SearchStarted":
      if (event.payload.search !== search) return state;
      return { ...state, status: "loading", state: event.payload.state, error: null, request: event.seq };
    case "v1.SearchFailed":
      if (event.payload.search !== search || event.payload.request !== state.request) return state;
      return { ...state, status: "failed", error: event.payload.message };
    default:
      return state;
  }
};

// Who asks decides what a search finds (and whether a job reads as saved), so each starts afresh with the session.
const clearOn = ["memberSessionChanged"] as const;
export const talentSearchStore: StoreDefinition<"talentSearch", TalentSearchStoreState> = defineStore(
  "talentSearch", initialSearchStoreState, talentSearchReducer, { clearOn });
export const businessSearchStore: StoreDefinition<"businessSearch", BusinessSearchStoreState> = defineStore(
  "businessSearch", initialSearchStoreState, businessSearchReducer, { clearOn });
export const jobSearchStore: StoreDefinition<"jobSearch", JobSearchStoreState> = defineStore(
  "jobSearch", initialSearchStoreState, jobSearchReducer, { clearOn });
export const ictProjectSearchStore: StoreDefinition<"ictProjectSearch", IctProjectSearchStoreState> = defineStore(
  "ictProjectSearch", initialSearchStoreState, ictProjectSearchReducer, { clearOn });
export const courseSearchStore: StoreDefinition<"courseSearch", CourseSearchStoreState> = defineStore(
  "courseSearch", initialSearchStoreState, courseSearchReducer, { clearOn });
