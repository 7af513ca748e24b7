// Hostile input for the fuzz suite: strings no form would send (lone surrogates, NUL and other control characters,
// right-to-left and zero-width characters, 100k characters), wrong types, unknown and prototype-polluting properties,
// deep nesting, malformed percent-escapes and huge query strings, raw bodies under wrong content types.
import fc from "fast-check";

/** Strings that break naive code; each kind the issue names is here, and fast-check's full-Unicode strings beside. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "\ud800",
    "a\udfffb",
    "\ud83d",
    "x\u0000y",
    "\u0000",
    "\u0001\u0008\u000b\u001b\u007f",
    "\r\n\t",
    "\u202eevil\u202c",
    "\u200f\u0627\u0644\u0639\u0631\u0628\u064a\u0629",
    "\u200b\u200c\u200d\u2060\ufeff",
    "\ufffe\uffff",
    "e\u0301\u0301\u0301\u0301",
    "   ",
    "",
    "' OR 1=1 --",
    "<script>alert(1)</script>",
    "%00%ZZ",
    "../../etc/passwd",
    "__proto__",
    "\u{1F600}\u{1F469}\u200d\u{1F4BB}",
  ),
  fc.constantFrom("x".repeat(100_000), "\u0627".repeat(100_000), "\ud800".repeat(1000)),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
);

/** A value of any wrong type or shape, for any place in a body, query or path. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  fc.constantFrom(12345, -1, 0, 1.5, 1e308, -1e308, 2 ** 53 + 1, true, false, null, "true", "1", "null", [], {}),
  fc.constantFrom<unknown>([[[[[]]]]], { isAdmin: true }, JSON.parse('{"__proto__":{"polluted":true}}'), { constructor: { prototype: { polluted: true } } }),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
);

/** Properties no schema names, added to an object body. */
export const unknownProperties: fc.Arbitrary<Record<string, unknown>> = fc.constantFrom({ isAdmin: true }, { role: "administrator", id: "00000000-0000-4000-8000-000000000000" }, { "": 1 }, { ["\u0000"]: "nul" });

/** A path segment as sent on the wire: malformed escapes, encoded surrogates and NUL, a 10,000-character one. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom("%ZZ", "%", "%E0%A4%A", "%ED%A0%80", "%C0%AF", "%00", "%2F", "%2e%2e", "..", "%25", "%FF%FE", "a%0Ab", "%u0041"),
  fc.constantFrom("x".repeat(10_000), "%41".repeat(3_000)),
  hostileString.map(encodedSegment),
);

/** A raw query string (without `?`) that no client builds. */
export const hostileQuery: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom("%ZZ", "a=%ZZ", "=", "&&&", "a", "a=1&a=2&a=3", "a[b]=1", "__proto__[x]=1", "pageSize=-1", "pageNumber=99999999999999999999", "q=%00"),
  fc.constantFrom(`q=${"x".repeat(100_000)}`, Array.from({ length: 3000 }, (_, i) => `k${i}=v`).join("&")),
  hostileString.map((text) => `q=${encodedSegment(text)}`),
);

/** A body sent as raw text: broken JSON, deep nesting, a wrong content type, or one over the size the server reads. */
export const hostileBody: fc.Arbitrary<{ contentType: string | null; text: string }> = fc.oneof(
  fc.constantFrom("{", '{"a":}', "[1,2", "nul", '{"a":1}garbage', "", " ", '"\\ud800"', '{"a":"\\u0000"}', "\u0000", "1e999999").map((text) => ({ contentType: "application/json", text })),
  fc.constantFrom(10_000, 100_000).map((levels) => ({ contentType: "application/json", text: `${"[".repeat(levels)}${"]".repeat(levels)}` })),
  fc.constant({ contentType: "application/json", text: `${'{"a":'.repeat(10_000)}1${"}".repeat(10_000)}` }),
  fc.constantFrom("text/plain", "application/x-www-form-urlencoded", "application/xml", "multipart/form-data", "multipart/form-data; boundary=x", "application/json; charset=latin1", "application/vnd.api+json", "*/*", "").map((contentType) => ({ contentType, text: '{"name":"x"}' })),
  fc.constant({ contentType: null, text: '{"name":"x"}' }),
  fc.constant({ contentType: "application/json", text: JSON.stringify({ padding: "x".repeat(2 * 1024 * 1024) }) }),
);

/** A string as one path segment: its UTF-8 bytes percent-encoded (a lone surrogate becomes U+FFFD's bytes). */
export function encodedSegment(text: string): string {
  return [...Buffer.from(text, "utf8")].map((byte) => (/[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`)).join("");
}
