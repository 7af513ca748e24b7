// The issued letters' list keeps its search in the address, as the portal's search screens do: `searchTerms` and
// `pageNumber` (15 letters a page, never in the address). A malformed value reads as the default. Pure.
import { readPageNumber, SIGNED_LETTERS_PAGE_SIZE } from "@ictm/core";
import { paths } from "../../app/paths.ts";

/** Core's page size of the signed letters (15). */
export const LETTERS_PAGE_SIZE = SIGNED_LETTERS_PAGE_SIZE;

export interface LettersSearch {
  readonly searchTerms: string;
  readonly pageNumber: number;
}

/** The search an address query asks for ("?searchTerms=lpa&pageNumber=2", "" for everything). */
export function readLettersSearch(query: string): LettersSearch {
  const params = new URLSearchParams(query);
  return { searchTerms: (params.get("searchTerms") ?? "").trim(), pageNumber: readPageNumber(params.get("pageNumber")) };
}

/** The management page's address for a search, leaving out the defaults. */
export function lettersAddress({ searchTerms, pageNumber }: LettersSearch): string {
  const params = new URLSearchParams();
  const terms = searchTerms.trim();
  if (terms !== "") params.set("searchTerms", terms);
  if (pageNumber > 1) params.set("pageNumber", String(pageNumber));
  const query = params.toString();
  return query === "" ? paths.signatureManagement : `${paths.signatureManagement}?${query}`;
}
