// Use case: a Business asks staff to verify it, resubmits after a rejection, or replaces its pending request: one
// operation; core's transitions decide which from the request's stream. The documents go through the one upload
// mechanism; the files, the fact and its projection are written in one transaction at the version the client saw.
import { canSubmitVerification, submitVerificationRequest } from "@ictm/core/domain";
import type { FastifyRequest } from "fastify";
import type { BusinessRow } from "../db/schema.ts";
import { transact } from "../db/transact.ts";
import { memberActor } from "../events/vocabulary.ts";
import { appendToStream } from "../events/store.ts";
import { documentPolicy } from "../files/policy.ts";
import { receiveUpload, saveUpload } from "../files/upload.ts";
import { expectedVersion } from "../http/if-match.ts";
import type { Services } from "../services.ts";
import { lockVerification, refusalProblem } from "./aggregate.ts";
import { certificateField, checkVerificationParts, supportingField, verificationUploadLimits } from "./form.ts";
import { presentVerification, type VerificationView } from "./present.ts";
import { findVerification } from "./store.ts";

export interface Submitted {
  verification: VerificationView;
  /** True for a first request (201), false for a resubmission or a replacement (200). */
  created: boolean;
}

export async function submitVerification(services: Services, business: BusinessRow, request: FastifyRequest): Promise<Submitted> {
  const upload = await receiveUpload(request, { policy: documentPolicy, ...verificationUploadLimits });
  const certificates = upload.files.filter((file) => file.field === certificateField);
  const supporting = upload.files.filter((file) => file.field === supportingField);
  const fields = checkVerificationParts(upload.fields, { certificates: certificates.length, supporting: supporting.length });
  const by = memberActor(business.memberId);
  const created = await transact(services.orm, async (tx) => {
    const current = await lockVerification(tx, business.id);
    const expected = expectedVersion(request, current.version);
    // Asked before any file is stored; the decider below stays the one that decides.
    if (!canSubmitVerification(current.state.status)) throw refusalProblem("already-verified");
    const stored = [];
    for (const file of [...certificates, ...supporting]) {
      stored.push(await saveUpload(tx, services, file, { owner: business.memberId, purpose: "verification-document" }));
    }
    const verdict = submitVerificationRequest(current.state, { ...fields, documents: stored.map((file) => file.id), by });
    if (!verdict.ok) throw refusalProblem(verdict.refusal);
    await appendToStream(tx, current.stream, expected, verdict.events, { actor: by, at: services.clock.now() });
    return current.version === 0;
  });
  const saved = await findVerification(services.orm, business.id);
  if (!saved) throw new Error(`The verification request of ${business.id} was just saved but cannot be read`);
  return { verification: presentVerification(saved), created };
}
