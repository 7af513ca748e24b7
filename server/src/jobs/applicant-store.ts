// The SQL of a vacancy's applicants as its Business reads them: filtered by status, newest application first, a
// page or a batch after a cursor (the export), and the counts by status. Contact details are decided here, in SQL,
// so hidden ones never leave the database: the rule of talents/visibility.ts for a Business viewer (not when the
// profile is hidden from everyone, not when the talent blocked the business) and the talent's own
// `showContactDetails`, as talent search applies it.
import { sql, type SQL } from "drizzle-orm";
import { JOB_APPLICATION_STATUSES, resumeSnapshotOf, type JobApplicationStatus, type ResumeSnapshot } from "@ictm/core/domain";
import type { Queryable } from "../db/connect.ts";
import { rowsOf } from "../db/rows.ts";

export interface ApplicantFilter {
  readonly vacancyId: string;
  /** The Business reading: a talent who blocked it hides their contact details from it. */
  readonly businessId: string;
  /** Empty: every status. */
  readonly statuses: ReadonlyArray<JobApplicationStatus>;
}

export interface ApplicantRow {
  readonly id: string;
  readonly talentId: string;
  readonly name: string;
  readonly headline: string | null;
  readonly email: string | null;
  readonly phone: string | null;
  readonly coverNote: string;
  readonly resume: ResumeSnapshot;
  readonly attachmentFileId: string | null;
  readonly status: JobApplicationStatus;
  readonly appliedAt: Date;
  readonly decidedAt: Date | null;
  readonly note: string | null;
  readonly isLocal: boolean;
}

/** Where a batch of the export starts: after this application in the listing's order. */
export interface ApplicantCursor {
  readonly appliedAt: Date;
  readonly id: string;
}

export type ApplicantCounts = { [S in JobApplicationStatus]: number };

export async function applicantPage(db: Queryable, filter: ApplicantFilter, page: { offset: number; pageSize: number }): Promise<{ rows: ApplicantRow[]; count: number }> {
  const rows = await db.execute(sql`${selectApplicants(filter)} and ${inStatuses(filter.statuses)}
    order by a.applied_at desc, a.id desc limit ${page.pageSize} offset ${page.offset}`);
  const [total] = rowsOf(await db.execute(sql`select count(*)::int as n from job_applications a where a.vacancy_id = ${filter.vacancyId} and ${inStatuses(filter.statuses)}`));
  return { rows: rowsOf(rows).map(applicantOf), count: Number(total?.["n"] ?? 0) };
}

export async function applicantsAfter(db: Queryable, filter: ApplicantFilter, cursor: ApplicantCursor | null, limit: number): Promise<ApplicantRow[]> {
  const after = cursor === null ? sql`true` : sql`(a.applied_at, a.id) < (${cursor.appliedAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`;
  const rows = await db.execute(sql`${selectApplicants(filter)} and ${inStatuses(filter.statuses)} and ${after}
    order by a.applied_at desc, a.id desc limit ${limit}`);
  return rowsOf(rows).map(applicantOf);
}

/** Counts by status of every application of the vacancy. */
export async function applicantStatusCounts(db: Queryable, vacancyId: string): Promise<ApplicantCounts> {
  const rows = await db.execute(sql`select a.status, count(*)::int as n from job_applications a where a.vacancy_id = ${vacancyId} group by a.status`);
  const counts: ApplicantCounts = { submitted: 0, shortlisted: 0, declined: 0, withdrawn: 0 };
  for (const row of rowsOf(rows)) counts[statusOf(row["status"])] = Number(row["n"]);
  return counts;
}

/** One applicant of the vacancy (a decision's answer), or undefined when the application is not this vacancy's. */
export async function findApplicant(db: Queryable, filter: Pick<ApplicantFilter, "vacancyId" | "businessId">, applicationId: string): Promise<ApplicantRow | undefined> {
  const [row] = rowsOf(await db.execute(sql`${selectApplicants(filter)} and a.id = ${applicationId}`));
  return row ? applicantOf(row) : undefined;
}

function inStatuses(statuses: ReadonlyArray<JobApplicationStatus>): SQL {
  return statuses.length === 0 ? sql`true` : sql`a.status in (${sql.join(statuses.map((status) => sql`${status}`), sql`, `)})`;
}

/** A talent without a profile row has the defaults: visible to signed-in businesses, contact details hidden. */
function selectApplicants(filter: Pick<ApplicantFilter, "vacancyId" | "businessId">): SQL {
  const contactShown = sql`(coalesce(p.profile_visibility, 'signed-in-businesses') <> 'nobody' and coalesce(p.show_contact_details, false)
    and not exists (select 1 from talent_blocked_businesses b where b.talent_id = a.talent_id and b.business_id = ${filter.businessId}))`;
  return sql`select a.id, a.talent_id, m.name, nullif(p.headline, '') as headline,
      case when ${contactShown} then m.email end as email,
      case when ${contactShown} then c.phone end as phone,
      a.cover_note, a.resume, a.attachment_file_id, a.status, a.applied_at, a.decided_at, a.note,
      coalesce(p.nationality = 'BN', false) as is_local
    from job_applications a
    join members m on m.id = a.talent_id
    left join talent_profiles p on p.member_id = a.talent_id
    left join contact_details c on c.member_id = a.talent_id
    where a.vacancy_id = ${filter.vacancyId}`;
}

const dateOf = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));
const textOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

function statusOf(value: unknown): JobApplicationStatus {
  const status = JOB_APPLICATION_STATUSES.find((known) => known === value);
  if (status === undefined) throw new Error(`A job application has the unknown status ${String(value)}`);
  return status;
}

function applicantOf(raw: Record<string, unknown>): ApplicantRow {
  return {
    id: String(raw["id"]),
    talentId: String(raw["talent_id"]),
    name: String(raw["name"]),
    headline: textOrNull(raw["headline"]),
    email: textOrNull(raw["email"]),
    phone: textOrNull(raw["phone"]),
    coverNote: String(raw["cover_note"]),
    resume: resumeSnapshotOf(raw["resume"]),
    attachmentFileId: textOrNull(raw["attachment_file_id"]),
    status: statusOf(raw["status"]),
    appliedAt: dateOf(raw["applied_at"]),
    decidedAt: raw["decided_at"] === null || raw["decided_at"] === undefined ? null : dateOf(raw["decided_at"]),
    note: textOrNull(raw["note"]),
    isLocal: raw["is_local"] === true,
  };
}
