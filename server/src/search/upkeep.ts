// The search's part of the server's background upkeep (../upkeep.ts): the tables whose indexes searches read alone
// vacuumed each round (the Talent postings and skills, migrations/0024 and 0026; the vacancies' listing index, 0025,
// and postings, 0027), and the changes to the totals per word moved into them (0028).
import { sql } from "drizzle-orm";
import type { Orm } from "../db/connect.ts";
import { rowsOf } from "../db/rows.ts";

/**
 * Vacuums the tables whose indexes searches read alone: a one-word Talent search counts its facet from the
 * postings' order index, a skill filter from the skills' index, the job search's filters from the vacancies'
 * listing index, a one-word job search from the vacancies' postings. Each can only where the visibility map marks
 * the rows' pages all-visible, and only VACUUM marks them: PGlite runs no autovacuum, and PostgreSQL's waits for a
 * fifth of the table to change. Pages no write touched since are skipped, so a round after few writes takes
 * milliseconds (the first after the postings' backfill, about a second at 100,000 Talents on PGlite).
 */
export async function vacuumSearchTables(orm: Orm): Promise<void> {
  await orm.execute(sql`vacuum (skip_locked) talent_search_postings, talent_search_skills, job_vacancies, job_vacancy_postings`);
}

/**
 * Moves the changes the Talent postings' triggers append into the totals per word (migrations/0028), so that a
 * search adds up few of them; answers how many change rows it moved. Safe beside writers and another process's call.
 */
export async function compactSearchWordTotals(orm: Orm): Promise<number> {
  const [row] = rowsOf(await orm.execute(sql`select compact_talent_search_word_totals() as moved`));
  return Number(row?.["moved"] ?? 0);
}
