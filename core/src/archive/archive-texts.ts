// What staff read on the listings: the toasts after an archive toggle, the archive question, each listing's count
// and empty states. Written once; the failures' words are the error catalogue's (../errors/catalogue.ts).
import type { ListingKind } from "./archive-rules.ts";

const plural = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

export const ARCHIVE_TEXTS = {
  /** Success toasts of the toggle, naming the application by its reference. */
  archived: (reference: string): string => `${reference} has been archived.`,
  unarchived: (reference: string): string => `${reference} is back in the approved list.`,
  /** The question before archiving: what it does and that it can be undone. */
  archiveQuestion: (reference: string): string =>
    `Archive ${reference}? It leaves the approved list and the board; it can be unarchived from the archived list.`,
  unarchiveQuestion: (reference: string): string => `Unarchive ${reference}? It returns to the approved list and the board.`,
  /** "23 approved applications", "1 archived application". */
  count: (kind: ListingKind, count: number): string =>
    kind === "approved" ? plural(count, "approved application", "approved applications") : plural(count, "archived application", "archived applications"),
  /** The listing holds nothing at all. */
  empty: (kind: ListingKind): string => (kind === "approved" ? "No approved applications yet." : "No archived applications yet."),
  /** Nothing matches the search. */
  noMatch: (kind: ListingKind, searchTerms: string): string => `No ${kind} application matches “${searchTerms}”.`,
} as const;
