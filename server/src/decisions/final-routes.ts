// Expatriates' approval, the approval letters, the final approval and the final notifications as back-office
// operations: the expatriates and their approval records (./person-read.ts), a decision about one
// (./person-approvals.ts), the letters and appendices as PDFs (./letters.ts), the final approval
// (./final-approval.ts: setting it signs the final letters), the immigration department's addresses (configuration)
// and the notifications sent with the final letters (./notifications.ts). Bodies are judged by core's forms as well
// as the contract. No rules here.
import { FinalApprovalForm, FinalNotificationForm, PersonDecisionForm } from "@ictm/core/domain";
import type { operations } from "@ictm/openapi/backoffice.ts";
import type { FastifyReply } from "fastify";
import type { Handlers } from "../contract/bind.ts";
import { withForm } from "../contract/form.ts";
import type { Services } from "../services.ts";
import { requireStaff } from "../staff/authenticate.ts";
import type { StaffSession } from "../staff/store.ts";
import { changeFinalApproval, readFinalApproval } from "./final-approval.ts";
import { downloadLetter, type LetterFile, type LetterKind } from "./letters.ts";
import { listFinalNotifications, notify } from "./notifications.ts";
import { decideExpatPerson } from "./person-approvals.ts";
import { approvalRecords, personViews, readForDecisions } from "./person-read.ts";

export type FinalOperations =
  | "listExpatPersonnel"
  | "listPersonApprovals"
  | "decideExpatPerson"
  | "downloadApprovalLetter"
  | "downloadApprovalLetterDraft"
  | "downloadAppendix"
  | "downloadAppendixDraft"
  | "getFinalApproval"
  | "saveFinalApprovalDraft"
  | "setFinalApproval"
  | "resetFinalApproval"
  | "getImmigrationEmailConfig"
  | "sendFinalNotification"
  | "listFinalNotifications";

type FinalHandlers = Pick<Handlers<operations, StaffSession>, FinalOperations>;
/** What the four letter downloads take and answer (their path parameters are the same). */
type LetterHandler = (input: { session: StaffSession | null; params: { type: string; id: string; personIndex: number }; reply: FastifyReply }) => Promise<{ status: 200; body: Buffer }>;

/** A PDF answer: downloaded under its name. */
function sendPdf(reply: FastifyReply, file: LetterFile): { status: 200; body: Buffer } {
  reply.header("Content-Type", "application/pdf").header("Content-Disposition", `attachment; filename="${file.filename}"`).header("Cache-Control", "no-store");
  return { status: 200, body: file.bytes };
}

export function finalHandlers(services: Services): FinalHandlers {
  const db = services.orm;
  // The four downloads take the same path and answer the same way: one handler each, by kind and draft.
  const letter = (kind: LetterKind, draft: boolean): LetterHandler => async ({ session, params, reply }) => {
    const file = await downloadLetter(services, requireStaff(session), { type: params.type, applicationId: params.id, personIndex: params.personIndex, kind, draft });
    return sendPdf(reply, file);
  };
  return {
    listExpatPersonnel: async ({ session, params }) => {
      const read = await readForDecisions(db, requireStaff(session), params.id, params.type);
      return { status: 200, body: { data: await personViews(db, read) } };
    },
    listPersonApprovals: async ({ session, params }) => {
      const read = await readForDecisions(db, requireStaff(session), params.id, params.type);
      return { status: 200, body: { data: await approvalRecords(db, read) } };
    },
    decideExpatPerson: withForm(() => PersonDecisionForm, async ({ session, params, body }) => ({
      status: 200,
      body: { data: await decideExpatPerson(services, requireStaff(session), params.type, params.id, body) },
    })),
    downloadApprovalLetter: letter("approval-letter", false),
    downloadApprovalLetterDraft: letter("approval-letter", true),
    downloadAppendix: letter("appendix", false),
    downloadAppendixDraft: letter("appendix", true),
    getFinalApproval: async ({ session, params }) => ({ status: 200, body: { data: await readFinalApproval(db, requireStaff(session), params.id) } }),
    saveFinalApprovalDraft: withForm(() => FinalApprovalForm, async ({ session, params, body }) => {
      const change = { action: "save" as const, statusStepId: params.stepId, remarks: body.finalApprovalRemarks ?? "" };
      return { status: 200, body: { data: await changeFinalApproval(services, requireStaff(session), params.id, change) } };
    }),
    setFinalApproval: withForm(() => FinalApprovalForm, async ({ session, params, body }) => {
      const change = { action: "set" as const, statusStepId: params.stepId, remarks: body.finalApprovalRemarks ?? "", signatoryId: body.signatoryId };
      return { status: 200, body: { data: await changeFinalApproval(services, requireStaff(session), params.id, change) } };
    }),
    resetFinalApproval: async ({ session, params }) => ({
      status: 200,
      body: { data: await changeFinalApproval(services, requireStaff(session), params.id, { action: "reset" }) },
    }),
    getImmigrationEmailConfig: async ({ session }) => {
      requireStaff(session);
      return { status: 200, body: { data: { recipients: [...services.config.immigrationEmails] } } };
    },
    sendFinalNotification: withForm(() => FinalNotificationForm, async ({ session, params, body }) => {
      const request = { type: params.type, applicationId: params.id, kind: params.kind, message: body.message ?? "" };
      return { status: 201, body: { data: await notify(services, requireStaff(session), request) } };
    }),
    listFinalNotifications: async ({ session, params }) => ({
      status: 200,
      body: { data: await listFinalNotifications(db, requireStaff(session), params.type, params.id) },
    }),
  };
}
