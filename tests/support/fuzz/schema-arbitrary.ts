// fast-check arbitraries derived from a contract's (dereferenced) JSON schemas: `valueOf` gives what the schema
// allows (enums, formats, lengths, bounds, required and optional properties, allOf/oneOf/anyOf, nullable), and with
// `taint` above 0 any value in the tree may instead be a hostile one (./hostile.ts). It restates no shape: a new
// schema or operation is covered as it is written.
import fc from "fast-check";
import { isRecord, type JsonObject } from "@ictm/server/contract/dereference.ts";
import { hostileValue } from "./hostile.ts";

export interface Derivation {
  /** Weight of a hostile value against 16 for the schema's own at each node; 0 gives only contract-valid values. */
  taint: number;
  /** Strings seen in the server's answers, by format ("uuid") or property name ("token"): real ids reach deep code. */
  known: (name: string) => readonly string[];
}

/** What `schema` (named `name` in its parent, for the pool of known values) may hold. */
export function valueOf(schema: unknown, derivation: Derivation, name = "", depth = 0): fc.Arbitrary<unknown> {
  const own = ownValueOf(isRecord(schema) ? schema : {}, derivation, name, depth);
  return derivation.taint > 0 ? fc.oneof({ weight: 16, arbitrary: own }, { weight: derivation.taint, arbitrary: hostileValue }) : own;
}

function ownValueOf(schema: JsonObject, derivation: Derivation, name: string, depth: number): fc.Arbitrary<unknown> {
  const nested = (inner: unknown, innerName = name) => valueOf(inner, derivation, innerName, depth + 1);
  if (Array.isArray(schema["enum"]) && schema["enum"].length > 0) return fc.constantFrom(...schema["enum"]);
  if ("const" in schema) return fc.constant(schema["const"]);
  if (Array.isArray(schema["allOf"])) return nested(merged(schema));
  for (const key of ["oneOf", "anyOf"]) {
    const choices = schema[key];
    if (Array.isArray(choices) && choices.length > 0) return fc.oneof(...choices.map((choice) => nested(choice)));
  }
  const types = typesOf(schema);
  if (types.length > 1) return fc.oneof(...types.map((type) => ownValueOf({ ...schema, type }, derivation, name, depth)));
  switch (types[0]) {
    case "null":
      return fc.constant(null);
    case "boolean":
      return fc.boolean();
    case "integer":
      return fc.integer({ min: bound(schema, "minimum", -1000), max: bound(schema, "maximum", 100_000) });
    case "number":
      return fc.double({ min: bound(schema, "minimum", -1000), max: bound(schema, "maximum", 100_000), noNaN: true });
    case "array": {
      const minLength = bound(schema, "minItems", 0);
      return fc.array(nested(schema["items"]), { minLength, maxLength: Math.max(minLength, Math.min(bound(schema, "maxItems", 4), 4)) });
    }
    case "object":
      return depth > 6 ? fc.constant({}) : objectOf(schema, nested);
    default:
      return stringOf(schema, derivation, name);
  }
}

/** The properties, each required one always and each other one sometimes; `additionalProperties` maps get a few keys. */
function objectOf(schema: JsonObject, nested: (inner: unknown, name?: string) => fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const properties = isRecord(schema["properties"]) ? schema["properties"] : {};
  const required = Array.isArray(schema["required"]) ? schema["required"].filter((key): key is string => typeof key === "string") : [];
  const fields = Object.fromEntries(Object.entries(properties).map(([key, inner]) => [key, nested(inner, key)]));
  const record = fc.record(fields, { requiredKeys: required.filter((key) => key in fields) });
  const extra = schema["additionalProperties"];
  if (!isRecord(extra) || Object.keys(fields).length > 0) return record;
  return fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), nested(extra), { maxKeys: 3 });
}

function stringOf(schema: JsonObject, derivation: Derivation, name: string): fc.Arbitrary<string> {
  const format = typeof schema["format"] === "string" ? schema["format"] : "";
  // The pool grows as the server answers, so a known value is picked by index when the request is made.
  return fc.tuple(formatted(schema, format), fc.nat(), fc.boolean()).map(([own, index, pickKnown]) => {
    const known = [...derivation.known(name), ...(format === "" ? [] : derivation.known(format))];
    return pickKnown && known.length > 0 ? (known[index % known.length] ?? own) : own;
  });
}

function formatted(schema: JsonObject, format: string): fc.Arbitrary<string> {
  const minLength = bound(schema, "minLength", 0);
  const maxLength = Math.max(minLength, bound(schema, "maxLength", 40));
  switch (format) {
    case "uuid":
      return fc.uuid();
    case "date":
      return fc.date({ min: new Date("1950-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
    case "date-time":
      return fc.date({ min: new Date("1950-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }).map((date) => date.toISOString());
    case "email":
      return fc.emailAddress().map((email) => email.slice(-maxLength));
    case "uri":
      return fc.webUrl().map((url) => url.slice(0, maxLength));
    case "binary":
      return fc.string({ maxLength: 64 });
  }
  if (typeof schema["pattern"] === "string") {
    // Unanchored patterns get random text around the match; the length bounds may then refuse it, which is fuzz too.
    const matches = matching(schema["pattern"]);
    if (matches) return matches.map((text) => text.slice(0, maxLength));
  }
  return fc.string({ minLength, maxLength: Math.min(maxLength, minLength + 60) });
}

/** allOf's parts as one schema: their properties and required keys together, the first part's other keywords. */
function merged(schema: JsonObject): JsonObject {
  const parts = (Array.isArray(schema["allOf"]) ? schema["allOf"] : []).filter(isRecord);
  const { allOf: _allOf, ...rest } = schema;
  const all = [rest, ...parts].map((part) => (Array.isArray(part["allOf"]) ? merged(part) : part));
  const properties = Object.assign({}, ...all.map((part) => (isRecord(part["properties"]) ? part["properties"] : {})));
  const required = all.flatMap((part) => (Array.isArray(part["required"]) ? part["required"] : []));
  return Object.assign({}, ...all, { properties, required });
}

function typesOf(schema: JsonObject): string[] {
  const type = schema["type"];
  const types = Array.isArray(type) ? type.filter((t): t is string => typeof t === "string") : typeof type === "string" ? [type] : [];
  if (types.length === 0 && isRecord(schema["properties"])) types.push("object");
  if (schema["nullable"] === true) types.push("null");
  return types;
}

function bound(schema: JsonObject, key: string, fallback: number): number {
  const value = schema[key];
  return typeof value === "number" && Number.isFinite(value) ? value : fallback;
}

/** Strings matching a contract pattern; null when fast-check cannot generate from it (it reads a subset of regexes). */
function matching(source: string): fc.Arbitrary<string> | null {
  try {
    return fc.stringMatching(new RegExp(source, "u"));
  } catch {
    return null;
  }
}
