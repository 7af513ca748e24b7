// Inlines the local `$ref`s of an OpenAPI document so each request schema stands alone for the validator, and
// drops OpenAPI-only keywords the JSON Schema validator would refuse in strict mode.

export type JsonObject = { [key: string]: unknown };

/** Keywords of OpenAPI's schema dialect that are not JSON Schema (the validator refuses unknown keywords). */
const openApiOnly = new Set(["example", "xml", "externalDocs", "discriminator", "nullable"]);

const namedMaps = new Set(["properties", "patternProperties", "paths", "schemas", "responses", "parameters", "headers"]);

export function isRecord(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A copy of the document with every `{ $ref: "#/..." }` replaced by what it points at (siblings kept). */
export function dereference(document: JsonObject): JsonObject {
  const resolved = resolveValue(document, document, []);
  return isRecord(resolved) ? resolved : {};
}

/** `names` is true inside a map keyed by names (`properties`), whose keys are never keywords to drop. */
function resolveValue(value: unknown, document: JsonObject, trail: readonly string[], names = false): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveValue(item, document, trail));
  if (!isRecord(value)) return value;
  const reference = value["$ref"];
  if (typeof reference === "string") {
    if (trail.includes(reference)) throw new Error(`The contract's ${reference} refers to itself; inline it or give it an $id`);
    const target = resolveValue(pointer(document, reference), document, [...trail, reference]);
    const { $ref: _ignored, ...siblings } = value;
    const rest = resolveValue(siblings, document, trail);
    return isRecord(target) && isRecord(rest) ? { ...target, ...rest } : target;
  }
  const copy: JsonObject = {};
  for (const [key, item] of Object.entries(value)) {
    if (!names && openApiOnly.has(key)) continue;
    copy[key] = resolveValue(item, document, trail, !names && namedMaps.has(key));
  }
  return copy;
}

function pointer(document: JsonObject, reference: string): unknown {
  if (!reference.startsWith("#/")) throw new Error(`Only local references are supported, not ${reference}`);
  let current: unknown = document;
  for (const raw of reference.slice(2).split("/")) {
    const key = raw.replaceAll("~1", "/").replaceAll("~0", "~");
    if (!isRecord(current) || !(key in current)) throw new Error(`The contract has no ${reference}`);
    current = current[key];
  }
  return current;
}
