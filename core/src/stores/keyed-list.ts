// Pure helpers for the stores that keep a list of records by key (vacancies, projects, verifications).
// No events here: each store decides which event means what, and uses these to keep its list in order.

interface Keyed {
  readonly key: string;
}

/** The list with `item` in place of the record of the same key, or first when it is new (the lists are newest first). */
export const upsertByKey = <T extends Keyed>(items: ReadonlyArray<T>, item: T): ReadonlyArray<T> =>
  items.some((existing) => existing.key === item.key)
    ? items.map((existing) => (existing.key === item.key ? item : existing))
    : [item, ...items];

/** The list with `item` in place of the record of the same key; the very same list when it holds none. */
export const replaceByKey = <T extends Keyed>(items: ReadonlyArray<T>, item: T): ReadonlyArray<T> =>
  items.some((existing) => existing.key === item.key)
    ? items.map((existing) => (existing.key === item.key ? item : existing))
    : items;
