// Reads one application for the side panel: its record and status step, the caller's permission for its current
// step and the decisions they may make now, who holds edit control, the lpa's vacancy with its labour-market test, the step history and the notices
// to the applicant (both read from the stream's facts), and its status steps. Also the staff's read-only form
// record (the portal's presenter). An application in a step the caller may not view is not found, and so is one
// staff archived: it is off the board (the archived listing's panel reads it, ../archive/archived-read.ts).
import { DECISION_KINDS, decodePermitEvent, foldPermit, isStaffArchived, labourMarketTest, mayDecide, permitStream, type PermitEvent, type PermitState } from "@ictm/core/domain";
import type { components } from "@ictm/openapi/backoffice.ts";
import { and, eq } from "drizzle-orm";
import type { Queryable } from "../db/connect.ts";
import { jobVacancies, type PermitApplicationRow } from "../db/schema.ts";
import { readStream } from "../events/store.ts";
import { applicantTotals } from "../jobs/application-store.ts";
import { notFound } from "../http/problem.ts";
import { vacancyIdOf } from "../permits/present.ts";
import { readFormRecord } from "../permits/record.ts";
import { findPermit } from "../permits/store.ts";
import type { Services } from "../services.ts";
import type { StaffSession } from "../staff/store.ts";
import { accessTo, type BoardAccess } from "./access.ts";
import { staffNames } from "./discussion-store.ts";
import { presentActor, presentApplicationRecord, presentStatusStep, presentStep } from "./present.ts";
import { cardOf } from "./store.ts";

type Schemas = components["schemas"];
export type BoardApplicationView = Schemas["BoardApplication"];

export type PermitFacts = Array<{ event: PermitEvent; at: Date }>;

/** The application's facts, decoded, with when each happened. */
export async function factsOf(db: Queryable, applicationId: string): Promise<PermitFacts> {
  return (await readStream(db, permitStream(applicationId))).flatMap((stored) => {
    const event = decodePermitEvent(stored);
    return event === undefined ? [] : [{ event, at: stored.occurredAt }];
  });
}

export async function readBoardApplication(services: Services, session: StaffSession, applicationId: string, workflowId?: string): Promise<BoardApplicationView> {
  const db = services.orm;
  const facts = await factsOf(db, applicationId);
  const state = foldPermit(facts.map((fact) => fact.event));
  if (isStaffArchived(state)) throw notFound();
  return presentBoardApplication(services, applicationId, facts, state, await accessTo(db, session, state, workflowId));
}

/** The panel's answer for an application whose facts, state and the caller's access are read already. */
export async function presentBoardApplication(services: Services, applicationId: string, facts: PermitFacts, state: PermitState, access: BoardAccess): Promise<BoardApplicationView> {
  const db = services.orm;
  const { workflow, permission, context } = access;
  const [row, card] = [await findPermit(db, applicationId), await cardOf(db, applicationId)];
  const step = workflow.steps.find((candidate) => candidate.key === card?.step);
  if (row === undefined || card === undefined || step === undefined || state.status === "none") throw notFound();
  const stepByKey = new Map(workflow.steps.map((candidate) => [candidate.key, candidate]));
  const stepOfStatusStep = new Map(Object.entries(state.board.statusSteps).map(([key, id]) => [id, key]));
  const names = { staff: await staffNames(db, facts.map((fact) => fact.event.payload.by)), businessName: card.businessName };
  const history = facts.flatMap(({ event, at }) => {
    const entered = event.type === "v1.CardPlaced" ? event.payload.step : event.type === "v1.CardMoved" && event.payload.from !== event.payload.to ? event.payload.to : undefined;
    const visited = entered === undefined ? undefined : stepByKey.get(entered);
    if (visited === undefined || (event.type !== "v1.CardPlaced" && event.type !== "v1.CardMoved")) return [];
    return [{ step: presentStep(visited), statusStepId: event.payload.statusStepId, enteredAt: at.toISOString(), by: presentActor(event.payload.by, names) }];
  });
  const notices = facts.flatMap(({ event, at }) => {
    if (event.type !== "v1.ApplicantNotified") return [];
    const stepName = stepByKey.get(stepOfStatusStep.get(event.payload.statusStepId) ?? "")?.name ?? "";
    return [{ statusStepId: event.payload.statusStepId, stepName, comment: event.payload.comment, at: at.toISOString(), by: presentActor(event.payload.by, names) }];
  });
  const statusSteps = workflow.steps.flatMap((candidate) => {
    const id = state.board.statusSteps[candidate.key];
    return id === undefined ? [] : [{ id, workflowStepKey: candidate.key, workflowStepName: candidate.name }];
  });
  return {
    applicationRecord: presentApplicationRecord(card),
    statusStep: presentStatusStep(card, step),
    workflowStep: presentStep(step),
    userPermission: permission,
    decisions: DECISION_KINDS.filter((kind) => mayDecide(state, context, kind)),
    businessId: row.businessId,
    editControl: { withApplicant: row.hasUserGivenEditControl, comment: row.editControlComment },
    vacancy: await boardVacancy(db, row, services.clock.now()),
    history,
    notices,
    statusSteps,
  };
}

async function boardVacancy(db: Queryable, row: PermitApplicationRow, now: Date): Promise<Schemas["BoardVacancy"] | null> {
  const vacancyId = vacancyIdOf(row);
  if (vacancyId === null) return null;
  const [vacancy] = await db
    .select({ id: jobVacancies.id, title: jobVacancies.title, status: jobVacancies.status, publishedAt: jobVacancies.publishedAt, closingDate: jobVacancies.closingDate })
    .from(jobVacancies)
    .where(and(eq(jobVacancies.id, vacancyId), eq(jobVacancies.businessId, row.businessId)))
    .limit(1);
  if (vacancy === undefined) return null;
  const publishedAt = vacancy.publishedAt?.toISOString() ?? null;
  const test = labourMarketTest(publishedAt, now);
  // The labour-market evidence: applicants on the portal and the Bruneian ones, counted as the Business's own list counts them.
  const applicants = (await applicantTotals(db, [vacancy.id])).get(vacancy.id) ?? { total: 0, local: 0 };
  return { ...vacancy, publishedAt, daysPublished: test.daysPublished, meetsLabourMarketTest: test.met, applicants };
}

/** The form record staff read on the panel's application tab: the portal's presenter, for a visible application. */
export async function readStaffFormRecord(services: Services, session: StaffSession, permitType: string, applicationId: string) {
  const facts = await factsOf(services.orm, applicationId);
  const state = foldPermit(facts.map((fact) => fact.event));
  await accessTo(services.orm, session, state);
  const row = await findPermit(services.orm, applicationId);
  if (row === undefined || row.permitType !== permitType) throw notFound();
  return readFormRecord(services, row);
}
