// Brunei time (UTC+8, no daylight saving): the clock the portal's dates are read in, closing dates included.
// Pure: every function takes the instant it is about; only callers read the Clock.

/** Brunei is UTC+8 all year. */
export const BRUNEI_UTC_OFFSET_MINUTES = 8 * 60;

/** The calendar date ("YYYY-MM-DD") in Brunei at `epochMillis`. */
export const bruneiDateOf = (epochMillis: number): string =>
  new Date(epochMillis + BRUNEI_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
