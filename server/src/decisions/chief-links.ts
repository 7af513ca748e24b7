// Staff's side of chief-evaluator links: who may be sent one (final approvers), make one for the application's
// current step (and mail it), list an application's links and revoke one. Core decides (issueChiefLink,
// revokeChiefLink: the kind `chief-link` in this step, the caller acting here); the token is 32 random bytes,
// shown once in the answer's `url` and kept only as its sha256 (../members/tokens.ts). Facts are appended at the
// stream's current version under its lock; the mail leaves through the outbox in the same transaction.
import { randomUUID } from "node:crypto";
import { chiefLinkExpiry, issueChiefLink, revokeChiefLink, type ChiefLinkRoute } from "@ictm/core/domain";
import type { components } from "@ictm/openapi/backoffice.ts";
import type { Queryable, Tx } from "../db/connect.ts";
import { transact } from "../db/transact.ts";
import { notFound, refuseKind } from "../http/problem.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { hashToken, newToken } from "../members/tokens.ts";
import type { Services } from "../services.ts";
import type { StaffSession } from "../staff/store.ts";
import { accessTo, appendBoardVerdict, boardProblem, lockOnBoard, type LockedOnBoard } from "../board/access.ts";
import { cardOf } from "../board/store.ts";
import { chiefLinkMail, chiefLinkUrl } from "./chief-mail.ts";
import { chiefLinkOf, presentChiefLinks, type ChiefLinkView } from "./chief-present.ts";
import { chiefEvaluators, findWorkflowStep, type ChiefEvaluatorRow } from "./chief-store.ts";
import { foldFacts, timedFacts } from "./evaluation-present.ts";

export type ChiefLinkIssuedView = components["schemas"]["ChiefLinkIssued"];

export interface ChiefLinkRequest {
  readonly applicationId: string;
  readonly workflowStepId: string;
  readonly chiefKey: string;
  readonly emailed: boolean;
  readonly route: ChiefLinkRoute;
}

/** The chief evaluators who may be sent a link for a workflow step; 404 for an unknown step. */
export async function listChiefEvaluators(db: Queryable, workflowStepId: string): Promise<ChiefEvaluatorRow[]> {
  if ((await findWorkflowStep(db, workflowStepId)) === undefined) throw notFound();
  return chiefEvaluators(db);
}

export async function listChiefLinks(services: Services, session: StaffSession, applicationId: string): Promise<ChiefLinkView[]> {
  const facts = await timedFacts(services.orm, applicationId);
  const state = foldFacts(facts);
  const { workflow } = await accessTo(services.orm, session, state);
  return presentChiefLinks(services.orm, { state, workflow, facts, now: services.clock.now() });
}

/** A link as it stands after the change, read in the change's transaction. */
async function linkAfter(tx: Tx, services: Services, on: LockedOnBoard, linkId: string): Promise<ChiefLinkView> {
  const facts = await timedFacts(tx, on.applicationId);
  const link = await chiefLinkOf(tx, { state: foldFacts(facts), workflow: on.workflow, facts, now: services.clock.now() }, linkId);
  if (link === undefined) throw notFound();
  return link;
}

export async function generateChiefLink(services: Services, session: StaffSession, request: ChiefLinkRequest): Promise<ChiefLinkIssuedView> {
  const token = newToken();
  const linkId = randomUUID();
  const expiresAt = chiefLinkExpiry(services.clock.now());
  return transact(services.orm, async (tx) => {
    const on = await lockOnBoard(tx, session, request.applicationId);
    const { state } = on.locked;
    const { workflowStepId, chiefKey, emailed, route } = request;
    const verdict = issueChiefLink(state, on.context, { linkId, tokenHash: hashToken(token), workflowStepId, chiefKey, expiresAt, emailed, route });
    if (!verdict.ok) throw boardProblem(verdict.refusal);
    // The link is for the application's current step: a stale panel naming another step is refused.
    const current = on.workflow.steps.find((step) => step.key === state.board.card?.step);
    if (current?.id !== workflowStepId) throw refuseKind("decision-not-allowed");
    const chief = (await chiefEvaluators(tx)).find((candidate) => candidate.key === chiefKey);
    if (chief === undefined) throw notFound();
    await appendBoardVerdict(tx, services, on, verdict);
    const url = chiefLinkUrl(services.config.publicUrl, { workflowId: on.workflow.id, applicationId: on.applicationId, route, token });
    if (emailed) {
      const card = await cardOf(tx, on.applicationId);
      const mail = { reference: state.reference, businessName: card?.businessName ?? "", stepName: current.name, link: url, expiresAt };
      await enqueueMail(tx, chiefLinkMail({ ...mail, to: chief.email, name: chief.name }));
    }
    return { ...(await linkAfter(tx, services, on, linkId)), url };
  });
}

/** Revokes a link of the application; a revoked or expired one is answered unchanged (nothing is recorded). */
export async function revokeApplicationChiefLink(services: Services, session: StaffSession, applicationId: string, linkId: string): Promise<ChiefLinkView> {
  return transact(services.orm, async (tx) => {
    const on = await lockOnBoard(tx, session, applicationId);
    const now = services.clock.now();
    const verdict = revokeChiefLink(on.locked.state, on.context, { linkId, now });
    if (!verdict.ok) throw boardProblem(verdict.refusal);
    if (verdict.events.length > 0) await appendBoardVerdict(tx, services, on, verdict);
    return linkAfter(tx, services, on, linkId);
  });
}
