// Use cases of a Business on its expat permit applications: create a draft (its reference and its business block
// from the profile), save a section, submit (its card placed on the workflow's board), hand edit control back,
// archive a draft. Each locks the stream, asks
// core's decider and rules, and appends at the version the client saw (If-Match) in one transaction with the
// projection. Files are files.ts; staff's edit control is edit-control.ts.
import { randomUUID } from "node:crypto";
import {
  archivePermit,
  bruneiDateOf,
  canSubmitPermit,
  createPermit,
  emptyPermitContent,
  isPermitSection,
  normalizePermitSection,
  PERMIT_MESSAGES,
  permitReference,
  permitSectionVerdict,
  permitSubmitVerdict,
  savePermitSection,
  submitPermit,
  yieldEditControl,
  type FieldVerdict,
  type PermitContext,
  type PermitType,
} from "@ictm/core/domain";
import type { FastifyRequest } from "fastify";
import type { Queryable } from "../db/connect.ts";
import type { BusinessRow } from "../db/schema.ts";
import { transact } from "../db/transact.ts";
import { memberActor } from "../events/vocabulary.ts";
import { notFound, validationFailed } from "../http/problem.ts";
import type { Services } from "../services.ts";
import { cardPlacement } from "../board/placement.ts";
import { appendVerdict, expectedPermitVersion, lockOwnPermit, lockPermit, refusalProblem, type ExistingPermit } from "./aggregate.ts";
import { topField } from "./present.ts";
import { takeReferenceNumber, vacancyIdsOfBusiness } from "./store.ts";

/** The business block as the profile fills it in: the section holding the business's name gets these values. */
export function businessPrefill(type: PermitType, business: BusinessRow, email: string): Record<string, Record<string, unknown>> {
  const block = topField(type, (field) => field.key === "businessName");
  if (block === undefined) return {};
  return { [block.section]: { businessTypeId: business.businessType, businessName: business.businessName, businessEmail: email, businessPhoneNumber: business.phone } };
}

/** Starts a draft; answers its id. The reference's number is counted per type and year (Brunei time). */
export async function createApplication(services: Services, business: BusinessRow, email: string, type: PermitType): Promise<string> {
  const id = randomUUID();
  const by = memberActor(business.memberId);
  const year = Number(bruneiDateOf(services.clock.now().getTime()).slice(0, 4));
  await transact(services.orm, async (tx) => {
    const locked = await lockPermit(tx, id);
    const reference = permitReference(type, year, await takeReferenceNumber(tx, type, year));
    const content = emptyPermitContent(type, businessPrefill(type, business, email));
    await appendVerdict(tx, services, locked, 0, createPermit(locked.state, { businessId: business.id, permitType: type, reference, content, by }), by);
  });
  return id;
}

/** What the rules of an application need beyond its values: its files and the business's job vacancies. */
export async function permitContext(db: Queryable, permit: ExistingPermit): Promise<PermitContext> {
  return { fileIds: new Set(permit.state.fileIds), vacancyIds: await vacancyIdsOfBusiness(db, permit.state.businessId) };
}

/** A verdict keyed `<prefix><path>`, as the 400 problem's `errors`. */
const errorsOf = (verdict: FieldVerdict, prefix = ""): Record<string, string[]> =>
  Object.fromEntries(Object.entries(verdict).map(([path, messages]) => [`${prefix}${path}`, [...messages]]));

export interface SectionSave {
  section: string;
  values: Record<string, unknown>;
}

/** Saves one section (normalised) when the Business may edit and the draft rules accept it. */
export async function saveSection(services: Services, business: BusinessRow, type: PermitType, id: string, save: SectionSave, request: FastifyRequest): Promise<void> {
  const by = memberActor(business.memberId);
  await transact(services.orm, async (tx) => {
    const locked = await lockOwnPermit(tx, id, business.id);
    if (locked.state.permitType !== type) throw notFound();
    const expected = expectedPermitVersion(request, locked);
    if (!isPermitSection(type, save.section)) throw validationFailed({ section: [PERMIT_MESSAGES.choice("Section")] });
    const values = normalizePermitSection(type, save.section, save.values);
    // The stored values come back from jsonb with their keys reordered: normalised again, they compare equal to
    // the same values sent again (the decider records nothing then).
    const stored = normalizePermitSection(type, save.section, locked.state.content[save.section] ?? {});
    const state = { ...locked.state, content: { ...locked.state.content, [save.section]: stored } };
    const verdict = savePermitSection(state, { section: save.section, values, by });
    // Refused first: a read-only application is refused whatever the values.
    if (!verdict.ok) throw refusalProblem(verdict.refusal);
    const problems = permitSectionVerdict(type, save.section, save.values, "draft", await permitContext(tx, locked));
    if (Object.keys(problems).length > 0) throw validationFailed(errorsOf(problems, `${save.section}.`));
    await appendVerdict(tx, services, locked, expected, verdict, by);
  });
}

/** Submits a draft that the submit rules accept in full; every problem is named otherwise. */
export async function submitApplication(services: Services, business: BusinessRow, id: string, request: FastifyRequest): Promise<void> {
  const by = memberActor(business.memberId);
  await transact(services.orm, async (tx) => {
    const locked = await lockOwnPermit(tx, id, business.id);
    const expected = expectedPermitVersion(request, locked);
    if (canSubmitPermit(locked.state)) {
      const problems = permitSubmitVerdict(locked.state.permitType, locked.state.content, await permitContext(tx, locked));
      if (Object.keys(problems).length > 0) throw validationFailed(errorsOf(problems));
    }
    const verdict = submitPermit(locked.state, { by });
    // The card goes onto the board of the workflow that handles the type, in the same append as the submission.
    const placed = verdict.ok ? await cardPlacement(tx, locked.state.permitType, by) : undefined;
    await appendVerdict(tx, services, locked, expected, placed === undefined || !verdict.ok ? verdict : { ok: true, events: [...verdict.events, placed] }, by);
  });
}

/** Hands edit control back to the staff with a comment (trimmed; the contract and core's form checked it). */
export async function yieldControl(services: Services, business: BusinessRow, id: string, comment: string, request: FastifyRequest): Promise<void> {
  const by = memberActor(business.memberId);
  await transact(services.orm, async (tx) => {
    const locked = await lockOwnPermit(tx, id, business.id);
    const expected = expectedPermitVersion(request, locked);
    await appendVerdict(tx, services, locked, expected, yieldEditControl(locked.state, { comment: comment.trim(), by }), by);
  });
}

/** Archives a draft (a submitted application is the staff's to archive). */
export async function archiveApplication(services: Services, business: BusinessRow, id: string, request: FastifyRequest): Promise<void> {
  const by = memberActor(business.memberId);
  await transact(services.orm, async (tx) => {
    const locked = await lockOwnPermit(tx, id, business.id);
    const expected = expectedPermitVersion(request, locked);
    await appendVerdict(tx, services, locked, expected, archivePermit(locked.state, { by }), by);
  });
}
