// Use cases of job vacancies: a Business creates and changes its own (draft, published, closed) and lists them
// all; anyone reads a vacancy that was published (open, expired or closed) and one business's open ones. Another
// business's vacancy (to change), and a draft of someone else, are "not found". The body has passed core's vacancy form (the route applies it: salary range,
// a closing date not passed when publishing); the status moves only as core's transitions allow (else 409).
import { randomUUID } from "node:crypto";
import type { components } from "@ictm/openapi/portal.ts";
import type { BusinessRow, JobVacancyRow } from "../db/schema.ts";
import type { Queryable } from "../db/connect.ts";
import { transact } from "../db/transact.ts";
import { applicantTotals } from "../jobs/application-store.ts";
import { memberActor, vacancyStream } from "../events/vocabulary.ts";
import { recordEvents } from "../events/record.ts";
import { canMoveVacancy } from "@ictm/core/domain";
import { notFound, refuseKind } from "../http/problem.ts";
import type { Services } from "../services.ts";
import { bruneiToday } from "./business-card.ts";
import { presentVacancy, type JobVacancyView } from "./present.ts";
import { findVacancy, insertVacancy, listBusinessVacancies, listOpenVacancies, lockVacancy, updateVacancy } from "./vacancy-store.ts";

type VacancyInput = components["schemas"]["JobVacancyInput"];

export async function createVacancy(services: Services, business: BusinessRow, input: VacancyInput): Promise<JobVacancyView> {
  const now = services.clock.now();
  const fields = cleaned(input);
  if (!canMoveVacancy(null, fields.status)) throw refuseKind("vacancy-status-refused");
  const id = randomUUID();
  await transact(services.orm, async (tx) => {
    const row: JobVacancyRow = { id, businessId: business.id, ...fields, publishedAt: fields.status === "published" ? now : null, createdAt: now, updatedAt: now };
    await insertVacancy(tx, row);
    const payload = { businessKey: business.id, title: row.title, status: row.status, closingDate: row.closingDate };
    await recordEvents(tx, vacancyStream(id), [{ type: "v1.JobVacancyCreated", payload }], { actor: memberActor(business.memberId), at: now });
  });
  return readVacancy(services, id);
}

export async function changeVacancy(services: Services, business: BusinessRow, id: string, input: VacancyInput): Promise<JobVacancyView> {
  const now = services.clock.now();
  const fields = cleaned(input);
  await transact(services.orm, async (tx) => {
    const current = await lockVacancy(tx, id);
    if (!current || current.businessId !== business.id) throw notFound();
    if (!canMoveVacancy(current.status, fields.status)) throw refuseKind("vacancy-status-refused");
    const publishedAt = fields.status === "published" ? (current.status === "published" ? current.publishedAt : now) : fields.status === "draft" ? null : current.publishedAt;
    await updateVacancy(tx, id, { ...fields, publishedAt, updatedAt: now });
    const payload = { businessKey: business.id, title: fields.title, status: fields.status, closingDate: fields.closingDate };
    await recordEvents(tx, vacancyStream(id), [{ type: "v1.JobVacancyChanged", payload }], { actor: memberActor(business.memberId), at: now });
  });
  return readVacancy(services, id);
}

export async function listOwnVacancies(services: Services, business: BusinessRow): Promise<JobVacancyView[]> {
  const now = services.clock.now();
  return withApplicants(services.orm, (await listBusinessVacancies(services.orm, business.id)).map((row) => presentVacancy(row, now)));
}

export async function listPublicVacancies(services: Services, businessId: string): Promise<JobVacancyView[]> {
  const now = services.clock.now();
  return (await listOpenVacancies(services.orm, businessId, bruneiToday(now))).map((row) => presentVacancy(row, now));
}

/**
 * A vacancy that was published, for anyone: open, expired or closed (its status says which), so a saved job or an
 * application never leads nowhere. A draft, which the public never saw, for its own business only.
 */
export async function viewVacancy(services: Services, id: string, viewerBusinessId: string | null): Promise<JobVacancyView> {
  const found = await findVacancy(services.orm, id);
  if (!found) throw notFound();
  if (found.vacancy.status === "draft" && found.vacancy.businessId !== viewerBusinessId) throw notFound();
  const view = presentVacancy(found, services.clock.now());
  return found.vacancy.businessId === viewerBusinessId ? (await withApplicants(services.orm, [view]))[0] ?? view : view;
}

async function readVacancy(services: Services, id: string): Promise<JobVacancyView> {
  const found = await findVacancy(services.orm, id);
  if (!found) throw new Error(`The vacancy ${id} was just written but cannot be read`);
  const view = presentVacancy(found, services.clock.now());
  return (await withApplicants(services.orm, [view]))[0] ?? view;
}

/** The owner Business's read: each vacancy with its applicants counts (jobs/application-store.ts). */
async function withApplicants(db: Queryable, views: JobVacancyView[]): Promise<JobVacancyView[]> {
  const totals = await applicantTotals(db, views.map((view) => view.key));
  return views.map((view) => ({ ...view, applicants: totals.get(view.key) ?? { total: 0, local: 0 } }));
}

/** Surrounding blanks go; every rule was the route's (core's vacancy form). */
function cleaned(input: VacancyInput): VacancyInput {
  return { ...input, title: input.title.trim(), location: input.location.trim(), skills: input.skills.map((skill) => skill.trim()) };
}
