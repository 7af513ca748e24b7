// Reads an application's form record as the Business (or staff) sees it: the projection's row, its files, the
// lpa job vacancy and its labour-market test, and the audit trail read from the stream's facts with who caused
// each. Queries only; never decides.
import { inArray } from "drizzle-orm";
import { permitStream } from "@ictm/core/domain";
import type { Queryable } from "../db/connect.ts";
import { businesses, staff, type PermitApplicationRow } from "../db/schema.ts";
import { readStream } from "../events/store.ts";
import { notFound } from "../http/problem.ts";
import type { Services } from "../services.ts";
import { presentApplication, presentAuditRecord, presentPermitFile, presentSummary, vacancyIdOf, type ActorNames, type PermitAuditView, type PermitFormRecordView, type PermitSummaryView } from "./present.ts";
import { filesOfPermit, findPermit, findVacancyOfBusiness, listPermitsOfBusiness, type PermitRow } from "./store.ts";

/** The application when it is this business's; otherwise not found (another's is not told apart from none). */
export async function requireOwnPermit(db: Queryable, applicationId: string, businessId: string): Promise<PermitRow> {
  const row = await findPermit(db, applicationId);
  if (row === undefined || row.businessId !== businessId) throw notFound();
  return row;
}

export async function readFormRecord(services: Services, row: PermitRow): Promise<PermitFormRecordView> {
  const db = services.orm;
  const vacancyId = vacancyIdOf(row);
  const vacancy = vacancyId === null ? undefined : await findVacancyOfBusiness(db, vacancyId, row.businessId);
  const files = await filesOfPermit(db, row.id);
  const facts = await readStream(db, permitStream(row.id));
  const names = await actorNames(db, facts.map((fact) => byOf(fact.payload)));
  return {
    form: { permitType: row.permitType, content: row.content },
    files: files.map(presentPermitFile),
    application: presentApplication(row, vacancy, services.clock.now()),
    auditTrailRecords: facts.flatMap((fact) => presentAuditRecord(fact, names) ?? []),
  };
}

/** The form record of this business's application; not found when it is not its. */
export async function readOwnFormRecord(services: Services, applicationId: string, businessId: string): Promise<PermitFormRecordView> {
  return readFormRecord(services, await requireOwnPermit(services.orm, applicationId, businessId));
}

export async function listOwnPermits(db: Queryable, businessId: string, includeArchived: boolean): Promise<PermitSummaryView[]> {
  return (await listPermitsOfBusiness(db, businessId, includeArchived)).map(presentSummary);
}

const byOf = (payload: Record<string, unknown>): string => (typeof payload["by"] === "string" ? payload["by"] : "");

/** The names of the members (their business's name) and staff members among the actors, in two queries. */
async function actorNames(db: Queryable, actors: readonly string[]): Promise<ActorNames> {
  const idsOf = (prefix: string) => [...new Set(actors.filter((actor) => actor.startsWith(prefix)).map((actor) => actor.slice(prefix.length)))].filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  const names = new Map<string, PermitAuditView["by"]>();
  const memberIds = idsOf("member:");
  if (memberIds.length > 0) {
    const rows = await db.select({ memberId: businesses.memberId, name: businesses.businessName }).from(businesses).where(inArray(businesses.memberId, memberIds));
    for (const row of rows) names.set(`member:${row.memberId}`, { kind: "business", name: row.name });
  }
  const staffIds = idsOf("staff:");
  if (staffIds.length > 0) {
    const rows = await db.select({ id: staff.id, name: staff.name }).from(staff).where(inArray(staff.id, staffIds));
    for (const row of rows) names.set(`staff:${row.id}`, { kind: "staff", name: row.name });
  }
  return names;
}
