// Page arithmetic of every search: pages count from 1, a page size above 100 counts as 100, and an answer
// carries the count of all results and the number of pages. Pure; the contract rejects a page number below 1.

export const maxPageSize = 100;

export interface PageRequest {
  pageNumber: number;
  /** After the cap. */
  pageSize: number;
  /** Rows before this page. */
  offset: number;
}

export interface Page<T> {
  items: T[];
  count: number;
  pageNumber: number;
  pageSize: number;
  totalPages: number;
}

export function pageRequest(pageNumber: number | undefined, pageSize: number | undefined, defaultSize: number): PageRequest {
  const number = Math.max(1, Math.floor(pageNumber ?? 1));
  const size = Math.min(maxPageSize, Math.max(1, Math.floor(pageSize ?? defaultSize)));
  return { pageNumber: number, pageSize: size, offset: (number - 1) * size };
}

export function pageOf<T>(items: T[], count: number, request: PageRequest): Page<T> {
  return { items, count, pageNumber: request.pageNumber, pageSize: request.pageSize, totalPages: Math.ceil(count / request.pageSize) };
}
