// Between what a form field holds (text) and what the core's schemas take (numbers, nulls, one of a list).
// Only conversion, no rules: a text that is not a number becomes NaN, so the schema's own message shows.

/** "" (or spaces) is "not given": null. */
export function textOrNull(text: string): string | null {
  return text.trim() === "" ? null : text;
}

/** A whole number as typed ("7"); null when empty; NaN when it is not a whole number. */
export function parseWhole(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * A whole number that must be given: empty is NaN, so the schema says its own words ("Please enter a year.");
 * core's number fields answer a null with the bare "Expected number".
 */
export function parseRequiredWhole(text: string): number {
  return parseWhole(text) ?? Number.NaN;
}

/** An amount of money as typed ("3500", "3,500.50", "BND 4 800"); null when empty; NaN when it is not one. */
export function parseAmount(text: string): number | null {
  const bare = text.trim().replace(/^BND\s*/i, "").replace(/[\s,]/g, "");
  if (bare === "") return null;
  return /^\d+(\.\d{1,2})?$/.test(bare) ? Number(bare) : Number.NaN;
}

/** A number back into a field: "" for none; at most two decimals (money has cents, no less). */
export function numberText(value: number | null): string {
  if (value === null) return "";
  return Number.isInteger(value) ? String(value) : String(Number(value.toFixed(2)));
}

/** `value` as one of `choices` (typed), or undefined when it is not one of them. */
export function choiceOf<const C extends string>(choices: readonly C[], value: string): C | undefined {
  return choices.find((choice) => choice === value);
}
