// The one rule for text at the edge (issue 17), and the words of the two refusals every form shares. A request's
// strings and keys may hold neither NUL nor a lone UTF-16 surrogate: PostgreSQL's text and jsonb types cannot store
// them. Such text is refused, never normalised, so nothing is stored other than as it was sent. Pure: every form's
// verdict includes the rule (validate-form.ts), and the server applies it to every request's body, query and path
// before any handler runs (server/src/http/request-text.ts), to a body judged by a core form with the form's verdict.

export const EDGE_MESSAGES = {
  /** A string (or a key) with a NUL or a lone surrogate. */
  unsafeCharacter: "This text contains a character that cannot be saved (a NUL or an unpaired surrogate). Please remove it.",
  /** A path with a malformed percent-escape (`%ZZ`). */
  addressNotValid: "This address is not valid.",
  /** An unknown property whose name is not a plain name, so the answer does not repeat it. */
  unknownField: "This form has a field it does not accept.",
} as const;

/** The refusal of an unknown property `name` (a form with `additionalProperties: false`). */
export const notAFieldOf = (name: string): string => `${name} is not a field of this form.`;

/** A name short and plain enough to repeat in an answer; any other unknown property reads `unknownField`. */
export const isPlainFieldName = (name: string): boolean => /^[A-Za-z_$][A-Za-z0-9_$-]{0,63}$/.test(name);

/** True when `text` holds a NUL or a UTF-16 surrogate that is not half of a pair. */
export const hasUnsafeCharacter = (text: string): boolean => unsafe.test(text);

/**
 * Where a form's verdict names the string at `path` (dotted, as the validator names fields): a key that is not a
 * plain name ends the path there, so an answer never repeats an arbitrary part of the request.
 */
export const unsafeTextField = (path: UnsafeTextPath): ReadonlyArray<string> => {
  const plain = path.findIndex((key) => typeof key === "string" && !isPlainFieldName(key));
  return (plain === -1 ? path : path.slice(0, plain)).map(String);
};

/** Where a value breaks the rule: each path is the list of keys from the value's root (a bad key names its object). */
export type UnsafeTextPath = ReadonlyArray<string | number>;

/**
 * The paths (at most `limit`) of the strings in `value` that break the rule, in document order, and of the objects
 * with a key that does (unless `keys` is false: a form's verdict leaves unknown keys to the contract). Iterative,
 * and each entry keeps only a link to its parent, so a value nested ten thousand levels deep is walked in linear
 * time without exhausting the stack.
 */
export function findUnsafeText(value: unknown, { limit = 20, keys = true }: { limit?: number; keys?: boolean } = {}): UnsafeTextPath[] {
  const found: UnsafeTextPath[] = [];
  const pending: Step[] = [{ value, key: undefined, parent: undefined }];
  while (pending.length > 0 && found.length < limit) {
    const step = pending.pop();
    if (step === undefined) break;
    const current = step.value;
    if (typeof current === "string") {
      if (hasUnsafeCharacter(current)) found.push(pathOf(step));
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) pending.push({ value: current[index], key: index, parent: step });
    } else if (typeof current === "object" && current !== null) {
      const entries = Object.entries(current);
      if (keys && entries.some(([key]) => hasUnsafeCharacter(key))) found.push(pathOf(step));
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const entry = entries[index];
        if (entry !== undefined && !hasUnsafeCharacter(entry[0])) pending.push({ value: entry[1], key: entry[0], parent: step });
      }
    }
  }
  return found;
}

interface Step {
  value: unknown;
  key: string | number | undefined;
  parent: Step | undefined;
}

function pathOf(step: Step): UnsafeTextPath {
  const path: Array<string | number> = [];
  for (let at: Step | undefined = step; at !== undefined; at = at.parent) if (at.key !== undefined) path.push(at.key);
  return path.reverse();
}

// With the `u` flag a well-formed pair is one code point, so `\p{Cs}` matches only a surrogate left on its own.
const unsafe = /[\u0000\p{Cs}]/u;
