// A load asked for at start-up, beside the first page's code (the portal's first search, the back-office's board),
// and taken by the page when it first renders instead of asking again. No React here: the apps' entries import it.

/** The one start-up load of a kind: what was asked for, until the page takes it. */
export interface StartUpLoad<K> {
  /** Remembers that the load of `key` was asked for. */
  start(key: K): void;
  /** Whether the load the page wants is the one asked for at start-up and not taken yet; taking it forgets it. */
  take(key: K): boolean;
}

/** A start-up load whose keys are the same when `same` says so (by default, the same value). */
export function startUpLoad<K>(same: (started: K, wanted: K) => boolean = Object.is): StartUpLoad<K> {
  let started: { key: K } | null = null;
  return {
    start: (key) => {
      started = { key };
    },
    take: (key) => {
      const taken = started !== null && same(started.key, key);
      started = null;
      return taken;
    },
  };
}
