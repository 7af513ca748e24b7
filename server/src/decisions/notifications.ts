// The final letters sent after final approval: to the configured immigration department's addresses or to the
// applicant (the Business's account e-mail). Core's sendFinalNotification decides (the kind `notify-final` in the
// current step, final approval set); the fact names the documents, and one mail with the final letters and
// appendices in force (as signed: ./letters.ts) leaves through the outbox in the same transaction. Also what was
// sent, oldest first.
import { randomUUID } from "node:crypto";
import { sendFinalNotification, type FinalNotificationKind } from "@ictm/core/domain";
import type { components } from "@ictm/openapi/backoffice.ts";
import type { Queryable } from "../db/connect.ts";
import { transact } from "../db/transact.ts";
import { notFound } from "../http/problem.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { summaryOfContent } from "../permits/present.ts";
import type { Services } from "../services.ts";
import type { StaffSession } from "../staff/store.ts";
import { appendBoardVerdict, lockOnBoard } from "../board/access.ts";
import { verifyAddressOf } from "../signatures/qr.ts";
import { staffNames } from "../board/discussion-store.ts";
import { presentActor } from "../board/present.ts";
import { timedFacts, type TimedFact } from "./evaluation-present.ts";
import { finalDocumentNames, finalDocuments, hasSignedLetters } from "./letters.ts";
import { applicantEmail, notificationMail } from "./notification-mail.ts";
import { readForDecisions } from "./person-read.ts";

export type FinalNotificationView = components["schemas"]["FinalNotification"];

async function presentNotifications(db: Queryable, facts: readonly TimedFact[]): Promise<FinalNotificationView[]> {
  const names = { staff: await staffNames(db, facts.map((fact) => fact.event.payload.by)), businessName: "" };
  return facts.flatMap(({ event, at }) => {
    if (event.type !== "v1.FinalNotificationSent") return [];
    const { notificationId, kind, recipients, message, documents, by } = event.payload;
    return [{ id: notificationId, kind, recipients: [...recipients], message, documents: [...documents], at: at.toISOString(), by: presentActor(by, names) }];
  });
}

export async function listFinalNotifications(db: Queryable, session: StaffSession, type: string, applicationId: string): Promise<FinalNotificationView[]> {
  const read = await readForDecisions(db, session, applicationId, type);
  return presentNotifications(db, read.facts);
}

export async function notify(services: Services, session: StaffSession, request: { type: string; applicationId: string; kind: FinalNotificationKind; message: string }): Promise<FinalNotificationView> {
  return transact(services.orm, async (tx) => {
    const on = await lockOnBoard(tx, session, request.applicationId);
    const { state } = on.locked;
    if (state.permitType !== request.type) throw notFound();
    const toApplicant = request.kind === "applicant";
    const applicant = toApplicant ? await applicantEmail(tx, state.businessId) : undefined;
    if (toApplicant && applicant === undefined) throw notFound();
    const recipients = applicant === undefined ? services.config.immigrationEmails : [applicant];
    const notificationId = randomUUID();
    const message = request.message.trim();
    // The final letters in force, as signed (read before the notification's own fact).
    const read = { facts: await timedFacts(tx, request.applicationId), state, businessName: summaryOfContent(state.permitType, state.content).businessName };
    const verdict = sendFinalNotification(state, on.context, { notificationId, kind: request.kind, recipients, message, documents: finalDocumentNames(read) });
    await appendBoardVerdict(tx, services, on, verdict);
    const documents = await finalDocuments(services, tx, read);
    const verifyAddress = hasSignedLetters(state) ? verifyAddressOf(services.config.publicUrl) : null;
    await enqueueMail(tx, notificationMail({ recipients, toApplicant, reference: state.reference, businessName: read.businessName, message, documents, verifyAddress }));
    const sent = (await presentNotifications(tx, await timedFacts(tx, request.applicationId))).find((notification) => notification.id === notificationId);
    if (sent === undefined) throw new Error("The notification just sent is on the stream");
    return sent;
  });
}
