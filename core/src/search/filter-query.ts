// The filters' query parameters (filterQueryOf, the one rule of their shape) read back with the contract's types, so
// each search call sends them without retyping a name's values: only what the given list of values holds is kept.
import type { FilterQuery } from "./filters.ts";

/** The values of a choice filter that `values` (the contract's own list) holds, in that list's order. */
export const choicesIn = <T extends string>(query: FilterQuery, name: string, values: ReadonlyArray<T>): T[] | undefined => {
  const given = query[name];
  if (given === undefined || typeof given !== "object") return undefined;
  const kept = values.filter((value) => given.includes(value));
  return kept.length === 0 ? undefined : kept;
};

/** The free words of a terms filter (skills), as given. */
export const wordsIn = (query: FilterQuery, name: string): string[] | undefined => {
  const given = query[name];
  return given === undefined || typeof given !== "object" || given.length === 0 ? undefined : [...given];
};

export const numberIn = (query: FilterQuery, name: string): number | undefined => {
  const given = query[name];
  return typeof given === "number" ? given : undefined;
};

export const textIn = (query: FilterQuery, name: string): string | undefined => {
  const given = query[name];
  return typeof given === "string" ? given : undefined;
};

export const flagIn = (query: FilterQuery, name: string): boolean | undefined => {
  const given = query[name];
  return typeof given === "boolean" ? given : undefined;
};
