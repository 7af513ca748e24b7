// Turns what a person typed into the words a search looks for. Letters, marks and digits of any script make
// words; everything else (punctuation, spaces, and so any text-search syntax such as & | ! : * < - > ' \)
// separates them and is never passed on. The SQL side quotes each word as a lexeme (see search_query() in
// migrations/0004_search.sql), so no input can change the shape of the query.

/** Terms are cut to this many characters (code points) before they are split. */
export const maxTermsLength = 200;
/** Words after the first eight are ignored: more narrow nothing and cost index lookups. */
export const maxWords = 8;

const separators = /[^\p{L}\p{M}\p{N}]+/u;

export function searchWords(terms: string | undefined): string[] {
  if (terms === undefined) return [];
  const cut = Array.from(terms).slice(0, maxTermsLength).join("");
  return cut
    .split(separators)
    .filter((word) => word !== "")
    .slice(0, maxWords);
}
