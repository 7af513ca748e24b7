// Generators of form bodies at and around each field's limits (valid and invalid values alike), the verdict of an
// API answer, and the suite that runs the property "core's verdict equals the API's verdict" on each of a test
// file's forms (tests/api/form-verdicts-*: each names only its forms, generators and endpoints).
// A field is usually valid, so a good share of bodies pass and the API must accept them, not only refuse.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formVerdict } from "@ictm/core/domain";

/** Stands for a key left out of the body. */
export const MISSING = Symbol("missing");
type Maybe<T> = T | typeof MISSING;

/** Mostly a valid value; sometimes an invalid one. */
export const field = <T, U>(valid: fc.Arbitrary<T>, invalid: fc.Arbitrary<U>): fc.Arbitrary<T | U> =>
  fc.oneof({ weight: 7, arbitrary: valid }, { weight: 1, arbitrary: invalid });

/** A body from field arbitraries; a MISSING value leaves its key out. */
export const body = <R extends Record<string, fc.Arbitrary<unknown>>>(fields: R): fc.Arbitrary<Record<string, unknown>> =>
  fc.record(fields).map((values) => Object.fromEntries(Object.entries(values).filter(([, value]) => value !== MISSING)));

/** Letters, accents, digits, a space, an astral character (two UTF-16 units) and punctuation. */
const unit = fc.constantFrom("a", "Z", "é", "7", " ", "-", "😀", "ß");

/** Text of exactly `length` characters (code points) with at least one that is not a space. */
const textOf = (length: number): fc.Arbitrary<string> =>
  length === 0
    ? fc.constant("")
    : fc.array(unit, { minLength: length - 1, maxLength: length - 1 }).map((rest) => ["b", ...rest].join(""));

/** `value` without its last `count` characters (code points). */
const withoutLast = (value: string, count: number): string => [...value].slice(0, -count).join("");

const lengthsAround = (min: number, max: number) => fc.oneof(fc.constant(min), fc.constant(max), fc.integer({ min, max: Math.min(max, min + 40) }));

export interface TextLimits {
  min?: number;
  max: number;
  /** Whether line breaks are allowed (long texts). */
  lineBreaks?: boolean;
  nullable?: boolean;
}

/**
 * A text field: lengths at both bounds and between; too short, too long, blank, control characters, a lone surrogate
 * (the edge's rule) alone and beside a control character (a form's rule), wrong types.
 */
export const text = ({ min = 0, max, lineBreaks = false, nullable = false }: TextLimits): fc.Arbitrary<Maybe<string | null | number>> => {
  const valid = fc.oneof(
    lengthsAround(min, max).chain(textOf),
    ...(lineBreaks && max >= 3 ? [fc.constant("b\nc\r\n".slice(0, Math.max(min, 3)))] : []),
    ...(nullable ? [fc.constant(null)] : []),
  );
  const invalid = fc.oneof(
    textOf(max + 1),
    fc.constant(MISSING),
    fc.constant(42),
    lengthsAround(Math.max(min, 1), max).chain(textOf).map((value) => `${withoutLast(value, 1)}\u0007`),
    lengthsAround(Math.max(min, 1), max).chain(textOf).map((value) => `${withoutLast(value, 1)}\ud800`),
    ...(max >= 2 ? [lengthsAround(Math.max(min, 2), max).chain(textOf).map((value) => `${withoutLast(value, 2)}\ud800\u0007`)] : []),
    ...(min > 0 ? [textOf(min - 1), fc.constant(" ".repeat(Math.max(min, 1)))] : []),
    ...(nullable ? [] : [fc.constant(null)]),
  );
  return field(valid, invalid);
};

/** A number from `min` to `max` (whole when `integer`), at both bounds and between; out of range, fractions, text. */
export const numberIn = (min: number, max: number, { integer = false, nullable = false } = {}) =>
  field(
    fc.oneof(fc.constant(min), fc.constant(max), integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true }), ...(nullable ? [fc.constant(null)] : [])),
    fc.oneof(fc.constant(min - 1), fc.constant(max + 1), fc.constant("12"), fc.constant(MISSING), ...(integer ? [fc.constant(min + 0.5)] : []), ...(nullable ? [] : [fc.constant(null)])),
  );

/** One of `values`; or another word, null, or nothing. */
export const choice = <const V extends ReadonlyArray<string>>(values: V, { nullable = false } = {}) =>
  field(fc.constantFrom(...values, ...(nullable ? [null] : [])), fc.constantFrom("other", 3, MISSING, ...(nullable ? [] : [null])));

export const flag = () => field(fc.boolean(), fc.constantFrom("true", null, MISSING));

/** Up to 3 distinct skills of 1 to 50 characters; or repeats, too many, a blank or too long one, not a list. */
export const skills = () =>
  field(
    fc.uniqueArray(fc.integer({ min: 1, max: 50 }).chain(textOf), { maxLength: 3 }),
    fc.oneof(
      fc.constant(["Linux", "Linux"]),
      fc.constant(Array.from({ length: 51 }, (_, index) => `Skill ${index}`)),
      fc.constant(["   "]),
      textOf(51).map((long) => [long]),
      fc.constant("Linux"),
      fc.constant(MISSING),
    ),
  );

/**
 * Sends `body` as JSON to the portal API and answers its verdict: `{}` for a success, the `errors` of a 400, or
 * the status of any other answer (which no property expects).
 */
export async function apiVerdict(serverUrl: string, method: "POST" | "PUT", path: string, token: string, body: unknown): Promise<Record<string, unknown> | number> {
  const response = await fetch(`${serverUrl}/api/v1${path}`, {
    method,
    headers: { "content-type": "application/json", "x-member-authorization": token },
    body: JSON.stringify(body),
  });
  const answer: unknown = await response.json();
  if (response.ok) return {};
  const errors: unknown = response.status === 400 && typeof answer === "object" && answer !== null ? Reflect.get(answer, "errors") : undefined;
  return typeof errors === "object" && errors !== null ? { ...errors } : response.status;
}

/** A JSON round trip, as the body travels (so core judges exactly what the server receives). */
export const asSent = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

/** One form the property runs on: the test's title, the endpoint, the bodies to send and core's form. */
export interface VerdictCase {
  /** The test's title, e.g. "on a Talent's resume". */
  title: string;
  method: "POST" | "PUT";
  path: string;
  /** The bodies; a function when they need what `beforeAll` made (called when the test runs). */
  bodies: fc.Arbitrary<unknown> | (() => fc.Arbitrary<unknown>);
  /** Core's form for the body (asked per run: a form may depend on "today"). */
  form: () => Parameters<typeof formVerdict>[0];
  numRuns: number;
}

export interface VerdictTarget {
  /** The running server's address (read when a test runs, after `beforeAll`). */
  server: () => { url: string };
  /** The member token to send ("" for none). */
  token: () => string;
  /** A test's time limit, when the project's is too short. */
  timeout?: number;
}

/**
 * The suite "core's verdict is the API's": for each case a test of the property that, for every generated body,
 * the API's verdict is core's (`{}` when core accepts it).
 */
export function describeSameVerdicts({ server, token, timeout }: VerdictTarget, cases: VerdictCase[]): void {
  describe("core's verdict is the API's", () => {
    for (const { title, method, path, bodies, form, numRuns } of cases) {
      it(title, async () => {
        await fc.assert(
          fc.asyncProperty(typeof bodies === "function" ? bodies() : bodies, async (input) => {
            const sent = asSent(input);
            expect(await apiVerdict(server().url, method, path, token(), sent)).toEqual(formVerdict(form(), sent));
          }),
          { numRuns },
        );
      }, timeout);
    }
  });
}
