// Which search result is the selected one, from the address and from who is looking (spec §2).
// Pure: the UI pushes a history entry when a person selects, and replaces the address after a load.
import { readActive, type SelectableSearchState } from "./search-state.ts";

/** Who is searching: nobody signed in, a Talent, a Business, a member whose kind is not known yet, or staff. */
export type SearchViewer = "anonymous" | "Talent" | "Business" | "member" | "staff";

/** How the address names the selected item: by its key, or by its position on the page (from 0). */
export type ActiveBy = "id" | "position";

export interface Keyed {
  readonly key: string;
}

/** What `selectionAfterLoad` decides. */
export interface SelectionAfterLoad<T> {
  /** The selected result; null when the page is empty. */
  readonly item: T | null;
  /** The state whose address names that selection (or none, on an empty page). */
  readonly state: SelectableSearchState;
  /** Whether the address must change: replace it (no history entry), so Back does not land on a load. */
  readonly changed: boolean;
}

/** The member session wins; staff signed in without one are staff; a session still restoring is anonymous. */
export const searchViewerOf = (
  session: { readonly status: string; readonly accountType: "Talent" | "Business" | null },
  staffSession?: { readonly status: string },
): SearchViewer => {
  if (session.status === "loggedIn") return session.accountType ?? "member";
  return staffSession?.status === "loggedIn" ? "staff" : "anonymous";
};

/** Spec §2: an anonymous user or a Talent gets the talent by position, anyone else by id. */
export const talentActiveBy = (viewer: SearchViewer): ActiveBy =>
  viewer === "anonymous" || viewer === "Talent" ? "position" : "id";

/** What the address says for this result: its key, or its position on the page. */
export const activeKeyOf = (item: Keyed, index: number, by: ActiveBy): string => (by === "id" ? item.key : String(index));

/** The position of the result the address names; -1 when it names none on this page. */
export const namedIndex = (results: ReadonlyArray<Keyed>, activeId: string | null, by: ActiveBy): number => {
  if (activeId === null) return -1;
  if (by === "id") return results.findIndex((item) => item.key === activeId);
  const position = /^\d+$/.test(activeId) ? Number(activeId) : -1;
  return position < results.length ? position : -1;
};

/** The selected result: the one the address names, else the first; null when there are none. */
export const activeItem = <T extends Keyed>(results: ReadonlyArray<T>, state: SelectableSearchState, by: ActiveBy): T | null => {
  const named = namedIndex(results, state.activeId, by);
  return results[named === -1 ? 0 : named] ?? null;
};

/**
 * After every load the first result becomes the selected one, unless the address already names a result on the
 * loaded page (a shared link, or Back to an earlier selection), which stays selected.
 */
export const selectionAfterLoad = <T extends Keyed>(
  results: ReadonlyArray<T>,
  state: SelectableSearchState,
  by: ActiveBy,
): SelectionAfterLoad<T> => {
  const named = namedIndex(results, state.activeId, by);
  const index = named === -1 ? 0 : named;
  const item = results[index] ?? null;
  const activeId = item === null ? null : activeKeyOf(item, index, by);
  return { item, state: { ...state, activeId }, changed: activeId !== state.activeId };
};

/** The state after a person selects `key` (from `activeKeyOf`): the UI pushes its address as a new history entry. */
export const withActive = (state: SelectableSearchState, key: string | null): SelectableSearchState => ({
  ...state,
  activeId: readActive(key),
});
