// What an event shows outside the server: who caused it, and its payload as recorded but for secrets. One rule
// for every reader of the log (the journey replay's getApplicationEvents, the administrators' listEvents).
// Checked against every stored event type: a chief-evaluator link keeps only its token's sha256 (`tokenHash`,
// v1.ChiefLinkIssued), which is left out; no other payload holds a secret (password hashes, session, activation and
// reset tokens live in their tables, never in events; a signed letter's QR token is printed on the letter). The
// field names below are dropped at any depth too, so a future payload that carries one stays out by default. Pure.
import type { StoredEvent } from "./store.ts";

/** Payload fields never answered, per event type. */
const SECRET_FIELDS: Readonly<Record<string, readonly string[]>> = { "v1.ChiefLinkIssued": ["tokenHash"] };

/** Field names that are secret wherever they appear. */
const SECRET_NAMES: ReadonlySet<string> = new Set(["tokenHash", "passwordHash", "resetToken", "resetTokenHash", "sessionToken", "activationToken", "privateKey"]);

export function withoutSecrets(event: Pick<StoredEvent, "type" | "payload">): Record<string, unknown> {
  const secret = SECRET_FIELDS[event.type] ?? [];
  return Object.fromEntries(Object.entries(event.payload).filter(([field]) => !secret.includes(field) && !SECRET_NAMES.has(field)).map(([field, value]) => [field, scrubbed(value)]));
}

const scrubbed = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(scrubbed);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(Object.entries(value).filter(([field]) => !SECRET_NAMES.has(field)).map(([field, inner]) => [field, scrubbed(inner)]));
};

/** Who caused it: the payload's `by`, else the actor it was appended with. */
export const byOf = (event: Pick<StoredEvent, "payload" | "actor">): string => (typeof event.payload["by"] === "string" ? event.payload["by"] : event.actor);
