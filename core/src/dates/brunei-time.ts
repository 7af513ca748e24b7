// Brunei time (UTC+8, no daylight saving): the clock the portal's dates are read in, closing dates included.
// Pure: every function takes the instant it is about; only callers read the Clock.
// These two are data, not display (a day's key, an ISO stamp in exports), and they run in the server's loops
// (working days per visit, a CSV row each), so they are offset arithmetic: date-fns with TZDate("Asia/Brunei")
// costs about 30 µs a call against under 1 µs (measured on Node 20). Display text is format.ts's, at the same offset.

/** Brunei's IANA zone (the tests check the displays against date-fns in it). */
export const BRUNEI_TIME_ZONE = "Asia/Brunei";

/** Brunei is UTC+8 all year, and has been since 12 September 1945 (tzdata's Asia/Kuching, which Asia/Brunei names). */
export const BRUNEI_UTC_OFFSET_MINUTES = 8 * 60;

/** The calendar date ("YYYY-MM-DD") in Brunei at `epochMillis`. */
export const bruneiDateOf = (epochMillis: number): string =>
  new Date(epochMillis + BRUNEI_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);

/** An instant as ISO 8601 in Brunei time, to the second: `2026-03-04T10:15:00+08:00` (exports, files). */
export const bruneiDateTime = (iso: string): string =>
  `${new Date(new Date(iso).getTime() + BRUNEI_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 19)}+08:00`;
