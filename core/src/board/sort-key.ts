// Order within a column: fractional-index keys (rocicorp's `fractional-indexing`), so a move writes one key and
// never renumbers the column. Keys compare as plain bytes: SQL orders by `sort_key collate "C"`, then by id for
// the rare tie two concurrent moves to the same place can make.
import { generateKeyBetween } from "fractional-indexing";

export interface Ordered {
  readonly id: string;
  readonly sortKey: string;
}

/** Byte order of two keys, as `collate "C"` compares them; ties by id. */
export const compareSortKeys = (a: Ordered, b: Ordered): number =>
  a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/**
 * The key for a card put before `beforeId` in a column (its cards in order, the moving card left out), or at the
 * end when `beforeId` is null. Undefined when `beforeId` is not in the column.
 */
export const sortKeyBefore = (column: readonly Ordered[], beforeId: string | null): string | undefined => {
  if (beforeId === null) return between(column.at(-1)?.sortKey ?? null, null);
  const index = column.findIndex((card) => card.id === beforeId);
  if (index < 0) return undefined;
  return between(column[index - 1]?.sortKey ?? null, column[index]?.sortKey ?? null);
};

/** A key after every key of the column: where a newly placed card goes. */
export const sortKeyAtEnd = (column: readonly Ordered[]): string => between(column.at(-1)?.sortKey ?? null, null);

const between = (before: string | null, after: string | null): string =>
  // Equal neighbours (a past tie) have no key between them: land just after the first, which keeps the order stable.
  before !== null && after !== null && before >= after ? generateKeyBetween(before, null) : generateKeyBetween(before, after);
