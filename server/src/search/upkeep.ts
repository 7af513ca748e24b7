// The search's background upkeep, in every server: soon after start, then every 30 s, the suggestion vocabulary
// rebuilt when the listed rows changed (./suggestions.ts), then the tables whose indexes searches read alone
// vacuumed (the Talent postings and skills, migrations/0024 and 0026; the vacancies' listing index, 0025). Never
// run by a request, and a failure is reported, never thrown: searches go on with what was last built.
import { sql } from "drizzle-orm";
import type { Orm } from "../db/connect.ts";
import { refreshSearchVocabulary } from "./suggestions.ts";

export interface SearchUpkeep {
  /** Stops the timers and waits for a round under way. */
  close(): Promise<void>;
}

export interface SearchUpkeepOptions {
  orm: Orm;
  /** How long after start the first round runs (1 s). */
  firstAfterMs?: number;
  /** How often it runs after that (30 s). */
  intervalMs?: number;
  /** Where a failed step is reported. */
  warn?: (message: string) => void;
}

/**
 * Starts the upkeep: a round while this server's is still running is skipped; the vocabulary's rebuild, while
 * another server's is under way (its advisory lock), and the vacuum, while another's holds the table.
 */
export function startSearchUpkeep(options: SearchUpkeepOptions): SearchUpkeep {
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
      .then(step("The search's tables could not be vacuumed", () => vacuumSearchTables(orm)))
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

/**
 * Vacuums the tables whose indexes searches read alone: a one-word Talent search counts its facet from the
 * postings' order index, a skill filter from the skills' index, the job search's filters from the vacancies'
 * listing index. Each can only where the visibility map marks the rows' pages all-visible, and only VACUUM marks
 * them: PGlite runs no autovacuum, and PostgreSQL's waits for a fifth of the table to change. Pages no write
 * touched since are skipped, so a round after few writes takes milliseconds (the first after the postings'
 * backfill, about a second at 100,000 Talents on PGlite).
 */
export async function vacuumSearchTables(orm: Orm): Promise<void> {
  await orm.execute(sql`vacuum (skip_locked) talent_search_postings, talent_search_skills, job_vacancies`);
}
