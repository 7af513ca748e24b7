// The chief evaluator's calls, with the link's token and no staff sign-in: what the link is for, the application's
// form record (read-only) and its files, and the answer that closes the link. The token finds its link by its sha256 in
// chief_evaluation_links, and only a link of the application in the path counts (a token never opens another
// application); core's chiefLinkRefusal then says from the stream whether it is open (410 `chief-link-*`
// otherwise). Nothing about the application is read before the token is known to be its own.
import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import type { FastifyReply } from "fastify";
import { chiefLinkRefusal, recordChiefEvaluation, type PermitState } from "@ictm/core/domain";
import type { components } from "@ictm/openapi/backoffice.ts";
import type { Queryable } from "../db/connect.ts";
import { transact } from "../db/transact.ts";
import { appendToStream } from "../events/store.ts";
import { sendFile } from "../files/serve.ts";
import { findFile } from "../files/store.ts";
import { notFound } from "../http/problem.ts";
import { hashToken } from "../members/tokens.ts";
import { lockPermit } from "../permits/aggregate.ts";
import { readFormRecord } from "../permits/record.ts";
import { findPermit } from "../permits/store.ts";
import type { Services } from "../services.ts";
import { boardProblem } from "../board/access.ts";
import { presentApplicationRecord } from "../board/present.ts";
import { cardOf, findWorkflow } from "../board/store.ts";
import { evaluationStatuses, findChiefLinkByHash, staffByIds } from "./chief-store.ts";
import { evaluationOf, foldFacts, timedFacts, type EvaluationView } from "./evaluation-present.ts";
import { recordedEvaluationId, requireEvaluationStatus, type EvaluationValues } from "./evaluations.ts";

export type ChiefInvitationView = components["schemas"]["ChiefInvitation"];

/** The id of the link the token belongs to, when it is a link of this application; else 410 chief-link-invalid. */
async function linkOfToken(db: Queryable, applicationId: string, token: string): Promise<string> {
  const found = await findChiefLinkByHash(db, hashToken(token));
  if (found === undefined || found.applicationId !== applicationId) throw boardProblem("chief-link-invalid");
  return found.id;
}

/** 410 with the link's closure unless it is open now. */
function requireOpen(state: PermitState, linkId: string, now: Date): void {
  const refusal = chiefLinkRefusal(state, linkId, now);
  if (refusal !== undefined) throw boardProblem(refusal);
}

/** The application folded, once the token is an open link of it. */
async function openedBy(services: Services, applicationId: string, token: string): Promise<{ linkId: string; state: PermitState }> {
  const linkId = await linkOfToken(services.orm, applicationId, token);
  const state = foldFacts(await timedFacts(services.orm, applicationId));
  requireOpen(state, linkId, services.clock.now());
  return { linkId, state };
}

export async function readChiefInvitation(services: Services, applicationId: string, token: string): Promise<ChiefInvitationView> {
  const db = services.orm;
  const { linkId, state } = await openedBy(services, applicationId, token);
  const link = state.status === "none" ? undefined : state.decisions.chiefLinks[linkId];
  const card = await cardOf(db, applicationId);
  const workflowId = state.status === "none" ? undefined : state.board.card?.workflowId;
  const workflow = workflowId === undefined ? undefined : await findWorkflow(db, workflowId);
  if (link === undefined || card === undefined || workflow === undefined) throw notFound();
  const chief = (await staffByIds(db, [link.chiefKey])).get(link.chiefKey);
  return {
    applicationId,
    workflowId: workflow.id,
    permitType: presentApplicationRecord(card).permitType,
    reference: card.reference,
    businessName: card.businessName,
    stepName: workflow.steps.find((step) => step.id === link.workflowStepId)?.name ?? "",
    chief: { key: link.chiefKey, name: chief?.name ?? "" },
    expiresAt: link.expiresAt,
    evaluationStatuses: await evaluationStatuses(db),
  };
}

/**
 * The application's form record, as staff read it (../permits/record.ts), each file at the link's own address (the
 * chief evaluator has no staff session for the staff's); a `type` not the application's is 404.
 */
export async function readChiefFormRecord(services: Services, permitType: string, applicationId: string, token: string) {
  await openedBy(services, applicationId, token);
  const row = await findPermit(services.orm, applicationId);
  if (row === undefined || row.permitType !== permitType) throw notFound();
  const record = await readFormRecord(services, row);
  const query = new URLSearchParams({ token }).toString();
  const fileAt = (fileId: string) => `/backoffice/api/v1/expat-permits/applications/${applicationId}/digital-evaluations/files/${fileId}?${query}`;
  return { ...record, files: record.files.map((file) => ({ ...file, fileUpload: { ...file.fileUpload, mediaUrl: fileAt(file.fileUpload.id) } })) };
}

/** One of the application's own files, to whoever holds an open link of it; any other file is 404. */
export async function serveChiefFile(services: Services, applicationId: string, fileId: string, token: string, reply: FastifyReply): Promise<Readable> {
  const { state } = await openedBy(services, applicationId, token);
  const file = state.status === "none" || !state.fileIds.includes(fileId) ? undefined : await findFile(services.orm, fileId);
  if (file === undefined) throw notFound();
  return sendFile(services, file, reply);
}

/** Records the chief evaluator's evaluation through the link, which closes it. */
export async function recordDigitalEvaluation(services: Services, applicationId: string, token: string, values: EvaluationValues): Promise<EvaluationView> {
  return transact(services.orm, async (tx) => {
    const linkId = await linkOfToken(tx, applicationId, token);
    const locked = await lockPermit(tx, applicationId);
    const now = services.clock.now();
    requireOpen(locked.state, linkId, now);
    await requireEvaluationStatus(tx, values.evaluationStatusKey);
    const input = { linkId, evaluationId: randomUUID(), statusKey: values.evaluationStatusKey, comment: values.comment.trim(), now };
    const verdict = recordChiefEvaluation(locked.state, input);
    if (!verdict.ok) throw boardProblem(verdict.refusal);
    const by = verdict.events.find((event) => event.type === "v1.ChiefEvaluationRecorded")?.payload.by ?? "";
    await appendToStream(tx, locked.stream, locked.version, verdict.events, { actor: by, at: now });
    return evaluationOf(tx, applicationId, recordedEvaluationId(verdict), null);
  });
}
