// The SQL of a course's registrants as its Business reads them: filtered by status and by search terms (each
// term must match the start of a word of the talent's name or e-mail, ignoring case and accents), newest
// registration first, a page or a batch after a cursor (the export), and the counts by status. The e-mail is
// decided here, in SQL, so a hidden one never leaves the database.
import { sql, type SQL } from "drizzle-orm";
import { REGISTRATION_STATUSES, type RegistrationStatus } from "@ictm/core/domain";
import type { Queryable } from "../db/connect.ts";
import { rowsOf } from "../db/rows.ts";

export interface RegistrantFilter {
  readonly courseId: string;
  /** The Business reading: a talent who blocked it hides their e-mail from it. */
  readonly businessId: string;
  readonly statuses: ReadonlyArray<RegistrationStatus>;
  /** Already split into words; each narrows the list. */
  readonly words: readonly string[];
}

export interface RegistrantRow {
  readonly id: string;
  readonly talentId: string;
  readonly name: string;
  readonly email: string | null;
  readonly status: RegistrationStatus;
  readonly registeredAt: Date;
  readonly withdrawalRequestedAt: Date | null;
  readonly decidedAt: Date | null;
}

/** Where a batch of the export starts: after this registration in the listing's order. */
export interface RegistrantCursor {
  readonly registeredAt: Date;
  readonly id: string;
}

export interface StatusCounts {
  enrolled: number;
  withdrawalRequested: number;
  withdrawn: number;
}

/** Search terms as words: split on spaces, each cut to 200 characters (the contract's words), empty ones dropped. */
export const registrantWords = (terms: readonly string[] | undefined): string[] =>
  (terms ?? []).flatMap((term) => term.slice(0, 200).split(/\s+/)).filter((word) => word.length > 0);

export async function registrantPage(db: Queryable, filter: RegistrantFilter, page: { offset: number; pageSize: number }): Promise<{ rows: RegistrantRow[]; count: number }> {
  const rows = await db.execute(sql`${selectRegistrants(filter)} and ${inStatuses(filter.statuses)}
    order by r.registered_at desc, r.id desc limit ${page.pageSize} offset ${page.offset}`);
  const [total] = rowsOf(
    await db.execute(sql`select count(*)::int as n from course_registrations r join members m on m.id = r.talent_id
      where r.course_id = ${filter.courseId} and ${inStatuses(filter.statuses)} and ${matchesWords(filter.words)}`),
  );
  return { rows: rowsOf(rows).map(registrantOf), count: Number(total?.["n"] ?? 0) };
}

export async function registrantsAfter(db: Queryable, filter: RegistrantFilter, cursor: RegistrantCursor | null, limit: number): Promise<RegistrantRow[]> {
  const after = cursor === null ? sql`true` : sql`(r.registered_at, r.id) < (${cursor.registeredAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`;
  const rows = await db.execute(sql`${selectRegistrants(filter)} and ${inStatuses(filter.statuses)} and ${after}
    order by r.registered_at desc, r.id desc limit ${limit}`);
  return rowsOf(rows).map(registrantOf);
}

/** Counts by status of the registrants matching the words (whatever the status filter). */
export async function registrantStatusCounts(db: Queryable, courseId: string, words: readonly string[]): Promise<StatusCounts> {
  const rows = await db.execute(sql`select r.status, count(*)::int as n
    from course_registrations r join members m on m.id = r.talent_id
    where r.course_id = ${courseId} and ${matchesWords(words)} group by r.status`);
  const counts: StatusCounts = { enrolled: 0, withdrawalRequested: 0, withdrawn: 0 };
  for (const row of rowsOf(rows)) {
    const n = Number(row["n"]);
    const status = statusOf(row["status"]);
    if (status === "enrolled") counts.enrolled = n;
    else if (status === "withdrawal-requested") counts.withdrawalRequested = n;
    else counts.withdrawn = n;
  }
  return counts;
}

/** One registrant of a course (the decision's answer), or undefined when it is not this course's. */
export async function findRegistrant(db: Queryable, filter: Pick<RegistrantFilter, "courseId" | "businessId">, registrationId: string): Promise<RegistrantRow | undefined> {
  const [row] = rowsOf(await db.execute(sql`${selectRegistrants({ ...filter, words: [] })} and r.id = ${registrationId}`));
  return row ? registrantOf(row) : undefined;
}

// Accents folded by translate(): the database may not have the unaccent extension (PGlite in tests and the demo
// does not load it). Lower-case letters only: lower() runs first. Both sides of a comparison are folded alike.
const ACCENTED = "àáâãäåāăąçćĉċčďđèéêëēĕėęěĝğġģĥħìíîïĩīĭįıĵķĺļľŀłñńņňòóôõöøōŏőŕŗřśŝşšţťŧùúûüũūŭůűųŵýÿŷźżž";
const PLAIN = "aaaaaaaaacccccddeeeeeeeeegggghhiiiiiiiiijklllllnnnnooooooooorrrsssstttuuuuuuuuuuwyyyzzz";

const folded = (value: SQL): SQL => sql`translate(lower(${value}), ${ACCENTED}, ${PLAIN})`;

/**
 * Every word matches the start of a word of the name or e-mail (words split at spaces and ASCII punctuation, as the
 * search's search_text does), or the start of the whole e-mail (a term like "siti.nur@"). Parameters only: a term
 * is never read as a pattern.
 */
function matchesWords(words: readonly string[]): SQL {
  if (words.length === 0) return sql`true`;
  const each = words.map((word) => {
    const term = folded(sql`${word}::text`);
    return sql`(starts_with(${folded(sql`m.email`)}, ${term}) or exists (
      select 1 from regexp_split_to_table(${folded(sql`m.name || ' ' || m.email`)}, '[[:space:]!-/:-@\\[-\`{-~]+') as w(word)
      where starts_with(w.word, ${term})))`;
  });
  return sql.join(each, sql` and `);
}

function inStatuses(statuses: ReadonlyArray<RegistrationStatus>): SQL {
  return statuses.length === 0 ? sql`true` : sql`r.status in (${sql.join(statuses.map((status) => sql`${status}`), sql`, `)})`;
}

/**
 * The e-mail shows where the talent's profile is visible to this Business, the rule of talents/visibility.ts
 * (maySeeTalentProfile) for a Business viewer: not when the profile is hidden from everyone ("nobody"), not when
 * the talent blocked the business; a talent without a profile row has the default, "signed-in-businesses".
 */
function selectRegistrants(filter: Pick<RegistrantFilter, "courseId" | "businessId" | "words">): SQL {
  return sql`select r.id, r.talent_id, m.name,
      case when coalesce(p.profile_visibility, 'signed-in-businesses') <> 'nobody'
        and not exists (select 1 from talent_blocked_businesses b where b.talent_id = r.talent_id and b.business_id = ${filter.businessId})
        then m.email end as email,
      r.status, r.registered_at, r.withdrawal_requested_at, r.decided_at
    from course_registrations r
    join members m on m.id = r.talent_id
    left join talent_profiles p on p.member_id = r.talent_id
    where r.course_id = ${filter.courseId} and ${matchesWords(filter.words)}`;
}

const dateOf = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));
const maybeDateOf = (value: unknown): Date | null => (value === null || value === undefined ? null : dateOf(value));

function statusOf(value: unknown): RegistrationStatus {
  const status = REGISTRATION_STATUSES.find((known) => known === value);
  if (status === undefined) throw new Error(`A course registration has the unknown status ${String(value)}`);
  return status;
}

function registrantOf(raw: Record<string, unknown>): RegistrantRow {
  return {
    id: String(raw["id"]),
    talentId: String(raw["talent_id"]),
    name: String(raw["name"]),
    email: raw["email"] === null || raw["email"] === undefined ? null : String(raw["email"]),
    status: statusOf(raw["status"]),
    registeredAt: dateOf(raw["registered_at"]),
    withdrawalRequestedAt: maybeDateOf(raw["withdrawal_requested_at"]),
    decidedAt: maybeDateOf(raw["decided_at"]),
  };
}
