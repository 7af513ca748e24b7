// The words of the approved and archived listings that are the screens' own (titles, leads, labels), and core's
// ARCHIVE_TEXTS shaped for them (the count with its search, the toggle's question as a dialog's title and text).
// Pure (no React), so the tests read them as a person would.
import { ARCHIVE_TEXTS } from "@ictm/core";
import type { Listing } from "./listing-address.ts";

export interface ListingWords {
  /** The page's title and h1. */
  readonly title: string;
  readonly lead: string;
  /** The table's and the search landmark's names. */
  readonly tableLabel: string;
  readonly searchLabel: string;
  /** When nothing is listed at all, under core's heading. */
  readonly emptyText: string;
}

export const LISTING_WORDS: Readonly<Record<Listing, ListingWords>> = {
  approved: {
    title: "Approved applications",
    lead: "Applications on the workflow's last step with final approval given, newest approval first.",
    tableLabel: "Approved applications",
    searchLabel: "Search the approved applications",
    emptyText: "An application is listed here once it reaches the last step of the workflow with final approval given.",
  },
  archived: {
    title: "Archived applications",
    lead: "Approved applications taken off the board and the approved list, newest archived first. Unarchive one to bring it back.",
    tableLabel: "Archived applications",
    searchLabel: "Search the archived applications",
    emptyText: "Approved applications archived from the approved list are kept here, and can be unarchived.",
  },
};

/** What can be searched for, under the search field. */
export const SEARCH_DESCRIPTION = "A reference, a business, or a person's name or passport number. Every word must match.";

/** "23 approved applications", "1 archived application", "… matching “lpa”" (core's count). */
export function countText(listing: Listing, count: number, searchTerms: string): string {
  const counted = ARCHIVE_TEXTS.count(listing, count);
  return searchTerms === "" ? counted : `${counted} matching “${searchTerms}”`;
}

/** Core's question before a toggle, as a dialog's title (the question) and text (what follows it). */
export function toggleQuestion(listing: Listing, reference: string): { title: string; text: string } {
  const question = listing === "approved" ? ARCHIVE_TEXTS.archiveQuestion(reference) : ARCHIVE_TEXTS.unarchiveQuestion(reference);
  const end = question.indexOf("? ");
  return end === -1 ? { title: question, text: "" } : { title: question.slice(0, end + 1), text: question.slice(end + 2) };
}

/** The name of the staff member who did something; "—" when the record names nobody. */
export function actorName(actor: { readonly name: string } | null | undefined): string {
  return actor === null || actor === undefined || actor.name.trim() === "" ? "—" : actor.name;
}
