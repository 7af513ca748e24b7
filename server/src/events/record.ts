// Plain writes that decide nothing from their stream (sign-ins, profile edits, listings, staff, demo data):
// lock the stream, append the events of the vocabulary at the version just read, in the caller's transaction.
import type { Tx } from "../db/connect.ts";
import { appendToStreamNow, type AppendMeta } from "./store.ts";
import type { DomainEvent } from "./vocabulary.ts";

/** Appends `events` to `stream` at its current version; answers the new version. */
export function recordEvents(tx: Tx, stream: string, events: readonly DomainEvent[], meta: AppendMeta): Promise<number> {
  return appendToStreamNow(tx, stream, events, meta);
}
