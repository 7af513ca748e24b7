// Turns what staff typed into a listing's search words: cut to 200 characters, split at white space. Unlike the
// portal's search (../search/terms.ts), punctuation stays in a word and is plain text: a passport number such as
// `A12-345` is looked for as typed (./listing-store.ts escapes LIKE's own characters). Pure.
import { bruneiDayStart } from "@ictm/core/domain";
import { maxTermsLength } from "../search/terms.ts";
import type { ListingFilter } from "./listing-store.ts";

export function listingWords(terms: string | undefined): string[] {
  if (terms === undefined) return [];
  return Array.from(terms)
    .slice(0, maxTermsLength)
    .join("")
    .split(/\s+/u)
    .filter((word) => word !== "");
}

/** A listing's filter from its query: the search words, the permit type, and `approvedBefore`'s day as its first instant (Brunei time). */
export function listingFilter(query: { searchTerms?: string; permitType?: ListingFilter["permitType"]; approvedBefore?: string }): ListingFilter {
  return {
    words: listingWords(query.searchTerms),
    permitType: query.permitType,
    approvedBefore: query.approvedBefore === undefined ? undefined : bruneiDayStart(query.approvedBefore),
  };
}
