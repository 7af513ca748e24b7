// The tamper-evident chain of a stream: each event's hash covers its predecessor's hash and a canonical
// serialisation of its own content. Pure (node:crypto only); never reads or writes the database.
import { createHash } from "node:crypto";

/** What the hash covers; `occurredAt` as an ISO-8601 UTC string with milliseconds. */
export interface ChainedContent {
  readonly stream: string;
  readonly version: number;
  readonly type: string;
  readonly payload: unknown;
  readonly actor: string;
  readonly occurredAt: Date;
}

/** The previous hash of a stream's first event. */
export const chainStart = "";

/** sha256 (hex) over `previousHash`, a newline and the canonical JSON of the event's content. */
export function eventHash(previousHash: string, event: ChainedContent): string {
  const content = {
    stream: event.stream,
    version: event.version,
    type: event.type,
    payload: event.payload,
    actor: event.actor,
    occurredAt: event.occurredAt.toISOString(),
  };
  return createHash("sha256").update(`${previousHash}\n${canonicalJson(content)}`).digest("hex");
}

/**
 * JSON with object keys sorted at every depth, after the value has been through JSON once: the same text for a
 * payload as written (undefined fields, Dates) and as read back from jsonb (which reorders keys).
 */
export function canonicalJson(value: unknown): string {
  const text = JSON.stringify(value);
  return text === undefined ? "null" : JSON.stringify(sortKeys(JSON.parse(text)));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== "object") return value;
  // fromEntries defines own properties, so a "__proto__" key stays a key.
  return Object.fromEntries(Object.keys(value).sort().map((key) => [key, sortKeys(Reflect.get(value, key))]));
}
