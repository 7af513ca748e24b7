// Runs a unit of work in one database transaction, then the work's after-commit hooks (never for a rolled-back
// transaction), and maps the storage failures a person can meet to problems: two writers racing past the stream
// lock onto one event version become the 409 `stale-version`. Anything else propagates as an unexpected error.
import type { Orm, Tx } from "./connect.ts";
import { isUniqueViolation } from "./errors.ts";
import { staleVersion } from "../http/problem.ts";

type AfterCommit = (orm: Orm) => void;
const hooks = new WeakMap<Tx, AfterCommit[]>();

/**
 * Runs `hook` once the transaction `tx` (opened by `transact`) has committed; nothing runs when it rolls back.
 * A hook registered on a transaction opened otherwise (orm.transaction, a nested savepoint) never runs.
 */
export function afterCommit(tx: Tx, hook: AfterCommit): void {
  const list = hooks.get(tx);
  if (list) list.push(hook);
  else hooks.set(tx, [hook]);
}

export async function transact<T>(orm: Orm, work: (tx: Tx) => Promise<T>): Promise<T> {
  let opened: Tx | undefined;
  let result: T;
  try {
    result = await orm.transaction((tx) => {
      opened = tx;
      return work(tx);
    });
  } catch (error) {
    if (isUniqueViolation(error, "events_stream_version_unique")) throw staleVersion();
    throw error;
  }
  for (const hook of (opened && hooks.get(opened)) ?? []) hook(orm);
  return result;
}
