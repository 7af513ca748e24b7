// Runs a unit of work in one database transaction and maps the storage failures a person can meet to problems:
// a stale event-stream version becomes 409 Conflict. Anything else propagates as an unexpected error.
import type { Orm, Tx } from "./connect.ts";
import { isUniqueViolation } from "./errors.ts";
import { conflict } from "../http/problem.ts";

export async function transact<T>(orm: Orm, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await orm.transaction(work);
  } catch (error) {
    if (isUniqueViolation(error, "events_stream_version_unique")) throw conflict();
    throw error;
  }
}
