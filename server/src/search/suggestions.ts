// Typo suggestions: when a search with terms finds fewer than three results, the nearest known terms ("devlop" →
// "develop"), by pg_trgm similarity over the search's own vocabulary (migrations/0019_search_relevance.sql), so a
// suggestion names words that search can find. Never a word the caller could not have seen listed.
//
// The vocabulary is refreshed in the background, never by a search: a request reads it as last built, so a change
// to the listings shows in suggestions within a minute (the search upkeep, ./upkeep.ts, runs soon after start, then
// every 30 s, and rebuilds only when the listed rows changed; migrations/0021_search_vocabulary_refresh.sql).
// Rebuilding takes about 0.75 s at 20,000 listings, which a search must not wait for. Tests that need fresh
// suggestions call refreshSearchVocabulary(orm) instead of waiting.
import { sql } from "drizzle-orm";
import type { Orm } from "../db/connect.ts";
import { rowsOf } from "../db/rows.ts";

/** The vocabularies, one per search (the view's `search` column). */
export type Vocabulary = "talents" | "businesses" | "jobs" | "projects" | "courses";

/** A search with fewer results than this (and some terms) answers suggestions. */
export const suggestBelowCount = 3;
/** At most this many suggestions. */
export const maxSuggestions = 3;

/**
 * The terms to suggest for these words, nearest first: each word the vocabulary does not know is replaced by its
 * nearest known words (similarity at least pg_trgm's 0.3), the others kept; empty when nothing is near or the
 * results are enough.
 */
export async function suggestionsFor(db: Orm, vocabulary: Vocabulary, words: readonly string[], count: number): Promise<string[]> {
  if (words.length === 0 || count >= suggestBelowCount) return [];
  const typed = words.map((word) => word.toLowerCase());
  const choices = await Promise.all(typed.map((word) => nearestWords(db, vocabulary, word)));
  const phrases = new Set<string>();
  for (let choice = 0; choice < maxSuggestions; choice++) {
    phrases.add(choices.map((near, i) => near[Math.min(choice, near.length - 1)] ?? typed[i]).join(" "));
  }
  phrases.delete(typed.join(" "));
  return [...phrases];
}

/** The word itself when the vocabulary knows it (or it is too short to judge), else its nearest known words. */
async function nearestWords(db: Orm, vocabulary: Vocabulary, word: string): Promise<string[]> {
  if (Array.from(word).length < 3) return [word];
  const rows = rowsOf(
    await db.execute(sql`select word, word = ${word} as exact from search_vocabulary
      where search = ${vocabulary} and word % ${word}
      order by word = ${word} desc, word <-> ${word}, uses desc, word limit ${maxSuggestions}`),
  );
  if (rows[0]?.["exact"] === true) return [word];
  return rows.map((row) => String(row["word"]));
}

/**
 * Rebuilds the vocabulary when the listed rows changed since it was built, and answers whether it did. One server
 * at a time: while another is rebuilding, it waits for that rebuild (so the vocabulary is current once it
 * resolves), or with `wait: false` (the background refresh) answers false at once.
 */
export async function refreshSearchVocabulary(db: Orm, { wait = true }: { wait?: boolean } = {}): Promise<boolean> {
  const rows = rowsOf(await db.execute(sql`select search_vocabulary_refresh(${wait}) as rebuilt`));
  return rows[0]?.["rebuilt"] === true;
}
