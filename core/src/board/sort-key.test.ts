// Fractional sort keys: a key made for "before X" sorts between X and the card before it, "last" after every
// card, and a column sorted by compareSortKeys keeps every card where it was put. Properties over built columns.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fcParameters } from "../test-support/fast-check.ts";
import { compareSortKeys, sortKeyAtEnd, sortKeyBefore, type Ordered } from "./sort-key.ts";

/** A column built by a series of moves: each puts a new card before one of the column's cards (by index) or last. */
const arbitraryColumn = fc.array(fc.nat(), { maxLength: 30 }).map((places) => {
  const column: Ordered[] = [];
  places.forEach((place, i) => {
    const before = place % (column.length + 1) === column.length ? null : (column[place % (column.length + 1)]?.id ?? null);
    const sortKey = sortKeyBefore(column, before) ?? "";
    const card = { id: `card-${i}`, sortKey };
    const at = before === null ? column.length : column.findIndex((kept) => kept.id === before);
    column.splice(at, 0, card);
  });
  return column;
});

describe("sort keys", () => {
  it("a key made before a card sorts strictly between that card and the one before it", () => {
    fc.assert(
      fc.property(arbitraryColumn, fc.nat(), (column, pick) => {
        fc.pre(column.length > 0);
        const index = pick % column.length;
        const before = column[index];
        if (before === undefined) return;
        const key = sortKeyBefore(column, before.id);
        expect(key).toBeDefined();
        expect((key ?? "") < before.sortKey).toBe(true);
        const previous = column[index - 1];
        if (previous !== undefined) expect((key ?? "") > previous.sortKey).toBe(true);
      }),
      fcParameters({ numRuns: 200 }),
    );
  });

  it("a key made last sorts after every card, as sortKeyAtEnd does", () => {
    fc.assert(
      fc.property(arbitraryColumn, (column) => {
        const key = sortKeyBefore(column, null);
        expect(key).toBe(sortKeyAtEnd(column));
        for (const card of column) expect((key ?? "") > card.sortKey).toBe(true);
      }),
      fcParameters({ numRuns: 200 }),
    );
  });

  it("a column built by moves is already in sort-key order: sorting it changes nothing", () => {
    fc.assert(
      fc.property(arbitraryColumn, (column) => {
        expect([...column].sort(compareSortKeys).map((card) => card.id)).toEqual(column.map((card) => card.id));
      }),
      fcParameters({ numRuns: 200 }),
    );
  });

  it("a card not in the column has no key before it; equal keys (a past tie) order by id and still admit a key", () => {
    expect(sortKeyBefore([{ id: "a", sortKey: "a0" }], "missing")).toBeUndefined();
    const tie = [{ id: "b", sortKey: "a0" }, { id: "a", sortKey: "a0" }];
    expect([...tie].sort(compareSortKeys).map((card) => card.id)).toEqual(["a", "b"]);
    expect(sortKeyBefore([{ id: "a", sortKey: "a0" }, { id: "b", sortKey: "a0" }], "b")).toBeDefined();
  });
});
