// The server's background upkeep, in every server: soon after start, then every 30 s, the search's suggestion
// vocabulary rebuilt when the listed rows changed (search/suggestions.ts), the changes to the totals per word moved
// into them and the tables whose indexes searches read alone vacuumed (search/upkeep.ts), and on the embedded
// database (PGlite, which has no autovacuum worker) every table vacuumed and analyzed as PostgreSQL's autovacuum
// would (db/autovacuum.ts). Never run by a request, and a
// failure is reported, never thrown: searches go on with what was last built, and the next round tries again.
import type { Orm } from "./db/connect.ts";
import { autovacuum } from "./db/autovacuum.ts";
import { refreshSearchVocabulary } from "./search/suggestions.ts";
import { compactSearchWordTotals, vacuumSearchTables } from "./search/upkeep.ts";

export interface Upkeep {
  /** Stops the timers and waits for a round under way. */
  close(): Promise<void>;
}

export interface UpkeepOptions {
  orm: Orm;
  /** Whether each round also does the autovacuum's work (PGlite: yes; PostgreSQL runs its own). */
  autovacuum: boolean;
  /** How long after start the first round runs (1 s). */
  firstAfterMs?: number;
  /** How often it runs after that (30 s). */
  intervalMs?: number;
  /** Where a failed step is reported. */
  warn?: (message: string) => void;
}

/**
 * Starts the upkeep: a round while this server's is still running is skipped; the vocabulary's rebuild, while
 * another server's is under way (its advisory lock), and a vacuum or analyze, while another's holds the table.
 */
export function startUpkeep(options: UpkeepOptions): Upkeep {
  const { orm } = options;
  const warn = options.warn ?? ((message: string) => process.emitWarning(message));
  let running: Promise<unknown> | null = null;
  let closed = false;
  const step = (what: string, work: () => Promise<unknown>) => () =>
    work().catch((error: unknown) => warn(`${what}: ${error instanceof Error ? error.message : String(error)}`));

  const tick = () => {
    if (closed || running) return;
    running = Promise.resolve()
      .then(step("The search vocabulary could not be refreshed", () => refreshSearchVocabulary(orm, { wait: false })))
      .then(step("The search's totals per word could not be compacted", () => compactSearchWordTotals(orm)))
      .then(step("The search's tables could not be vacuumed", () => vacuumSearchTables(orm)))
      .then(options.autovacuum ? step("The tables could not be vacuumed and analyzed", () => autovacuum(orm)) : undefined)
      .finally(() => {
        running = null;
      });
  };

  const first = setTimeout(tick, options.firstAfterMs ?? 1_000);
  const timer = setInterval(tick, options.intervalMs ?? 30_000);
  first.unref();
  timer.unref();

  return {
    close: async () => {
      closed = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
