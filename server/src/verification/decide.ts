// Use cases of staff: list verification requests by status, and approve or reject a pending one at the version
// they saw. The fact, its projection and the mail to the Business (through the outbox) are written in one
// transaction: the mail leaves after commit, and never for a decision that was rolled back.
import { decideVerificationRequest } from "@ictm/core/domain";
import type { components } from "@ictm/openapi/backoffice.ts";
import type { FastifyRequest } from "fastify";
import { eq } from "drizzle-orm";
import { businesses, members } from "../db/schema.ts";
import { transact } from "../db/transact.ts";
import { appendToStream } from "../events/store.ts";
import { staffActor } from "../events/vocabulary.ts";
import { expectedVersion } from "../http/if-match.ts";
import { notFound } from "../http/problem.ts";
import { enqueueMail } from "../mail/outbox.ts";
import type { Services } from "../services.ts";
import { lockVerification, refusalProblem } from "./aggregate.ts";
import { verificationDecisionMail } from "./mail.ts";
import { presentBusinessVerification, type BusinessVerificationView } from "./present.ts";
import { findVerification, listVerifications, type VerificationStatus } from "./store.ts";

type Decision = components["schemas"]["VerificationDecision"];

export async function listBusinessVerifications(services: Services, status: VerificationStatus): Promise<BusinessVerificationView[]> {
  return (await listVerifications(services.orm, status)).map(presentBusinessVerification);
}

export async function decideVerification(services: Services, staffId: string, businessId: string, decision: Decision, request: FastifyRequest): Promise<BusinessVerificationView> {
  const by = staffActor(staffId);
  const reason = decision.decision === "rejected" ? (decision.reason ?? "").trim() : null;
  const business = await transact(services.orm, async (tx) => {
    const [owner] = await tx
      .select({ business: businesses, email: members.email })
      .from(businesses)
      .innerJoin(members, eq(members.id, businesses.memberId))
      .where(eq(businesses.id, businessId));
    if (!owner) throw notFound();
    const current = await lockVerification(tx, businessId);
    if (current.version === 0) throw notFound();
    const expected = expectedVersion(request, current.version);
    const verdict = decideVerificationRequest(current.state, reason === null ? { decision: "approved", by } : { decision: "rejected", by, reason });
    if (!verdict.ok) throw refusalProblem(verdict.refusal);
    await appendToStream(tx, current.stream, expected, verdict.events, { actor: by, at: services.clock.now() });
    await enqueueMail(tx, verificationDecisionMail({ to: owner.email, businessName: owner.business.businessName, decision: decision.decision, reason, publicUrl: services.config.publicUrl }));
    return owner.business;
  });
  const record = await findVerification(services.orm, businessId);
  if (!record) throw new Error(`The verification request of ${businessId} was just decided but cannot be read`);
  return presentBusinessVerification({ ...record, business });
}
