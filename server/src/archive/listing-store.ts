// The SQL of the approved and archived listings, on permit_applications as the permits projector leaves it: a page
// of a listing with its count, the next rows after a cursor (what an export walks), and one application's row.
// Approved is core's isApprovedApplication in SQL (submitted, the card on its workflow's last step, final approval
// given); archived is staff-archived (archived_at set). Queries only: nothing here writes or decides.
import type { ArchiveSubject, ListingKind, PageRequest } from "@ictm/core/domain";
import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { Queryable } from "../db/connect.ts";
import { permitApplications } from "../db/schema.ts";

const table = permitApplications;

/** What a listing keeps: every search word must match; a permit type and a final approval before an instant, when given. */
export interface ListingFilter {
  readonly words: readonly string[];
  readonly permitType?: ListingRow["permitType"] | undefined;
  /** Only applications whose final approval was given before this instant (a Brunei day's 00:00). */
  readonly approvedBefore?: Date | undefined;
}

export interface ListingRow {
  readonly id: string;
  readonly workflowId: string | null;
  readonly reference: string;
  readonly permitType: (typeof table.permitType.enumValues)[number];
  readonly businessName: string;
  /** The content's personnel section (core's personsOf reads the people from it). */
  readonly personnel: unknown;
  readonly finalApprovalAt: Date | null;
  readonly finalApprovalBy: string | null;
  readonly archivedAt: Date | null;
  readonly archivedBy: string | null;
  readonly submittedAt: Date | null;
  readonly version: number;
}

/** Where an export's walk stands: the last row's order key (its time as the database wrote it, and reference). */
export interface ListingCursor {
  readonly at: string;
  readonly reference: string;
}

const columns = {
  id: table.id,
  workflowId: table.workflowId,
  reference: table.reference,
  permitType: table.permitType,
  businessName: table.businessName,
  personnel: sql<unknown>`${table.content} -> 'personnel'`,
  finalApprovalAt: table.finalApprovalAt,
  finalApprovalBy: table.finalApprovalBy,
  archivedAt: table.archivedAt,
  archivedBy: table.archivedBy,
  submittedAt: table.submittedAt,
  version: table.version,
};

/**
 * The card is on the last step of its workflow (the highest position). Written as a membership of each workflow's
 * last step, not a subquery per row: the planner hashes the few (workflow, step) pairs once, where the correlated
 * form ran a sort of the workflow's steps for every row (10,000 approved: the count took 135 ms, now 15 ms).
 */
const onLastStep = sql`(${table.workflowId}, ${table.currentStep}) in (select distinct on (ws.workflow_id) ws.workflow_id, ws.key from workflow_steps ws order by ws.workflow_id, ws.position desc)`;

const ofKind = (kind: ListingKind): SQL | undefined =>
  kind === "approved"
    ? and(eq(table.status, "submitted"), isNull(table.archivedAt), isNotNull(table.finalApprovalAt), onLastStep)
    : and(eq(table.status, "submitted"), isNotNull(table.archivedAt));

/** The column a listing is ordered by (newest first), then the reference (newer first). */
const orderColumn = (kind: ListingKind) => (kind === "approved" ? table.finalApprovalAt : table.archivedAt);

/** `%`, `_` and `\` match themselves: the words are plain text (the contract's search). */
export const likePattern = (word: string): string => `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** Every word must appear (case ignored) in the business name, the reference, or a person's name or passport number. */
const matchingAll = (words: readonly string[]): SQL | undefined =>
  and(...words.map((word) => or(ilike(table.businessName, likePattern(word)), ilike(table.reference, likePattern(word)), ilike(table.listingPersons, likePattern(word)))));

/** The filter's conditions beyond the listing's kind. */
const matching = (filter: ListingFilter): SQL | undefined =>
  and(
    matchingAll(filter.words),
    filter.permitType === undefined ? undefined : eq(table.permitType, filter.permitType),
    filter.approvedBefore === undefined ? undefined : lt(table.finalApprovalAt, filter.approvedBefore),
  );

/**
 * One page of a listing, newest first, with the count of every matching row. The page's ids are found first and
 * only then its rows read: ordering the rows themselves made the database read every matching row's content
 * (`personnel`) before the sort and the offset threw all but a page of it away (a deep page took 250 ms at 10,000).
 */
export async function listingPage(db: Queryable, kind: ListingKind, filter: ListingFilter, page: PageRequest): Promise<{ rows: ListingRow[]; count: number }> {
  const where = and(ofKind(kind), matching(filter));
  const order = [desc(orderColumn(kind)), desc(table.reference)];
  const [total] = await db.select({ n: count() }).from(table).where(where);
  const pageIds = db
    .select({ id: table.id })
    .from(table)
    .where(where)
    .orderBy(...order)
    .limit(page.pageSize)
    .offset(page.offset);
  const rows = await db
    .select(columns)
    .from(table)
    .where(inArray(table.id, pageIds))
    .orderBy(...order);
  return { rows, count: total?.n ?? 0 };
}

/**
 * The next `limit` rows of a listing after `cursor` (from the first when null), in the listing's order, each with
 * its own cursor. A walk by keys, not offsets: rows archived or approved while an export runs shift no page.
 */
export async function listingRowsAfter(db: Queryable, kind: ListingKind, filter: ListingFilter, cursor: ListingCursor | null, limit: number): Promise<Array<ListingRow & { cursor: ListingCursor }>> {
  const ordered = orderColumn(kind);
  // The time goes back to the database as the text it gave, so no precision is lost on the way.
  const after = cursor === null ? undefined : sql`(${ordered}, ${table.reference}) < (${cursor.at}::timestamptz, ${cursor.reference})`;
  const rows = await db
    .select({ ...columns, cursorAt: sql<string>`${ordered}::text` })
    .from(table)
    .where(and(ofKind(kind), matching(filter), after))
    .orderBy(desc(ordered), desc(table.reference))
    .limit(limit);
  return rows.map(({ cursorAt, ...row }) => ({ ...row, cursor: { at: cursorAt, reference: row.reference } }));
}

/** One application's listing row, whatever its status (the toggle answers it as it is after). */
export async function listingRowOf(db: Queryable, applicationId: string): Promise<ListingRow | undefined> {
  const [row] = await db.select(columns).from(table).where(eq(table.id, applicationId)).limit(1);
  return row;
}

/** listingRowOf for many applications in one query (those with no row are left out). */
export async function listingRowsOf(db: Queryable, applicationIds: readonly string[]): Promise<ListingRow[]> {
  return applicationIds.length === 0 ? [] : db.select(columns).from(table).where(inArray(table.id, [...applicationIds]));
}

/** archiveSubjectRow for many applications in one query: an id with no row is `{ exists: false }`. */
export async function archiveSubjectRows(db: Queryable, applicationIds: readonly string[]): Promise<Map<string, ArchiveSubject>> {
  const rows = await db
    .select({ id: table.id, staffArchived: sql<boolean>`coalesce(${ofKind("archived")}, false)`, approved: sql<boolean>`coalesce(${ofKind("approved")}, false)` })
    .from(table)
    .where(inArray(table.id, [...applicationIds]));
  const found = new Map(rows.map((row) => [row.id, { exists: true, staffArchived: row.staffArchived, approved: row.approved } as const]));
  return new Map(applicationIds.map((id) => [id, found.get(id) ?? { exists: false }]));
}

/**
 * What the archive decision needs of an application (core's ArchiveSubject), from its row: staff-archived and
 * approved by the listings' own conditions. Read under the stream's lock, the row agrees with the stream.
 */
export async function archiveSubjectRow(db: Queryable, applicationId: string): Promise<ArchiveSubject> {
  const [row] = await db
    .select({ staffArchived: sql<boolean>`coalesce(${ofKind("archived")}, false)`, approved: sql<boolean>`coalesce(${ofKind("approved")}, false)` })
    .from(table)
    .where(eq(table.id, applicationId))
    .limit(1);
  return row === undefined ? { exists: false } : { exists: true, staffArchived: row.staffArchived, approved: row.approved };
}
