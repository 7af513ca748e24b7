// Use cases of staff: list verification requests by status, and approve or reject a pending one. The decision,
// its event and the mail to the Business happen together: when the mail cannot be sent, nothing is decided.
import type { components } from "@ictm/openapi/backoffice.ts";
import { lockBusiness } from "../businesses/store.ts";
import { members } from "../db/schema.ts";
import { transact } from "../db/transact.ts";
import { appendEvent, businessStream, staffActor } from "../events/append.ts";
import { messages, notFound, refuse } from "../http/problem.ts";
import type { Services } from "../services.ts";
import { eq } from "drizzle-orm";
import { verificationDecisionMail } from "./mail.ts";
import { presentBusinessVerification, type BusinessVerificationView } from "./present.ts";
import { findVerification, listVerifications, lockVerification, recordDecision, type VerificationStatus } from "./store.ts";

type Decision = components["schemas"]["VerificationDecision"];

export async function listBusinessVerifications(services: Services, status: VerificationStatus): Promise<BusinessVerificationView[]> {
  return (await listVerifications(services.orm, status)).map(presentBusinessVerification);
}

export async function decideVerification(services: Services, staffId: string, businessId: string, decision: Decision): Promise<BusinessVerificationView> {
  const now = services.clock.now();
  const reason = decision.decision === "rejected" ? (decision.reason ?? "").trim() : null;
  const business = await transact(services.orm, async (tx) => {
    const locked = await lockBusiness(tx, businessId);
    const request = locked ? await lockVerification(tx, businessId) : undefined;
    if (!locked || !request) throw notFound();
    if (request.status !== "pending") throw refuse(409, "verification-not-pending", messages.verificationNotPending);
    await recordDecision(tx, businessId, { status: decision.decision, decidedAt: now, decidedBy: staffId, reason });
    const payload = { decision: decision.decision, reason, staffKey: staffId };
    await appendEvent(tx, { type: "v1.VerificationDecided", payload }, { stream: businessStream(businessId), actor: staffActor(staffId), at: now });
    const [member] = await tx.select().from(members).where(eq(members.id, locked.memberId));
    if (!member) throw new Error(`The business ${businessId} has no member`);
    const mail = { to: member.email, businessName: locked.businessName, decision: decision.decision, reason, publicUrl: services.config.publicUrl };
    await services.mailer.send(verificationDecisionMail(mail));
    return locked;
  });
  const record = await findVerification(services.orm, businessId);
  if (!record) throw new Error(`The verification request of ${businessId} was just decided but cannot be read`);
  return presentBusinessVerification({ ...record, business });
}
