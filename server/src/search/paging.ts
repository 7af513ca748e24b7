// Page arithmetic of every search, from core (one source with the screens' pager): pages count from 1, a page
// size above 100 counts as 100, and an answer carries the count of all results and the number of pages.
export { MAX_PAGE_SIZE, SEARCH_PAGE_SIZES, pageOf, pageRequest } from "@ictm/core/domain";
export type { PageRequest, ResultPage as Page } from "@ictm/core/domain";
