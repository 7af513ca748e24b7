// Use cases: a Business asks staff to verify it (POST), or resubmits after a rejection / replaces a pending
// request's documents (PUT). The registration certificate and up to four supporting documents go through the one
// upload mechanism; the request becomes pending and its event is appended in the same transaction.
import type { FastifyRequest } from "fastify";
import { lockBusiness } from "../businesses/store.ts";
import type { BusinessRow } from "../db/schema.ts";
import { transact } from "../db/transact.ts";
import { appendEvent, businessStream, memberActor } from "../events/append.ts";
import { documentPolicy } from "../files/policy.ts";
import { receiveUpload, saveUpload } from "../files/upload.ts";
import { filesRejected, messages, refuse } from "../http/problem.ts";
import type { Services } from "../services.ts";
import { checkVerificationFields, verificationFieldLimits } from "./form.ts";
import { presentVerification, type VerificationView } from "./present.ts";
import { findVerification, lockVerification, savePendingRequest } from "./store.ts";

const certificateField = "registrationCertificate";
const supportingField = "supportingDocuments";

export async function submitVerification(services: Services, business: BusinessRow, request: FastifyRequest, mode: "submit" | "resubmit"): Promise<VerificationView> {
  const upload = await receiveUpload(request, {
    policy: documentPolicy,
    files: { [certificateField]: 1, [supportingField]: 4 },
    fields: verificationFieldLimits,
  });
  const certificate = upload.files.filter((file) => file.field === certificateField);
  if (certificate.length !== 1) throw filesRejected(400);
  const fields = checkVerificationFields(upload.fields);
  const ordered = [...certificate, ...upload.files.filter((file) => file.field === supportingField)];
  const now = services.clock.now();
  await transact(services.orm, async (tx) => {
    await lockBusiness(tx, business.id);
    const current = await lockVerification(tx, business.id);
    if (current?.status === "approved") throw refuse(409, "already-verified", messages.verificationApproved);
    if (mode === "submit" && current?.status === "pending") throw refuse(409, "verification-pending", messages.verificationPending);
    if (mode === "submit" && current?.status === "rejected") throw refuse(409, "verification-rejected", messages.verificationResubmit);
    if (mode === "resubmit" && !current) throw refuse(409, "verification-missing", messages.verificationMissing);
    const stored = [];
    for (const file of ordered) stored.push(await saveUpload(tx, services, file, { owner: business.memberId, purpose: "verification-document" }));
    await savePendingRequest(tx, { businessId: business.id, ...fields, submittedAt: now }, stored.map((file) => file.id));
    const payload = { applicantName: fields.applicantName, applicantPosition: fields.applicantPosition, documents: stored.map((file) => file.id), resubmitted: current !== undefined };
    await appendEvent(tx, { type: "v1.VerificationRequested", payload }, { stream: businessStream(business.id), actor: memberActor(business.memberId), at: now });
  });
  const saved = await findVerification(services.orm, business.id);
  if (!saved) throw new Error(`The verification request of ${business.id} was just saved but cannot be read`);
  return presentVerification(saved);
}
