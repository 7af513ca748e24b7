// Staff who act in an application's current step give its applicant edit control, saying what to change, or take
// it back; the Business is e-mailed the comment (through the outbox) in the same transaction. Needs the version
// the staff member saw (If-Match: 428 without it, 409 when it changed since). Core's deciders decide.
import { giveEditControlOnBoard, takeEditControlOnBoard } from "@ictm/core/domain";
import type { FastifyRequest } from "fastify";
import { transact } from "../db/transact.ts";
import { expectedPermitVersion } from "../permits/aggregate.ts";
import type { Services } from "../services.ts";
import type { StaffSession } from "../staff/store.ts";
import { appendBoardVerdict, lockStatusStep } from "./access.ts";
import { mailApplicant } from "./mail.ts";

export type EditControlChange = "give" | "take";

/** Gives or takes back edit control; answers the application's id (the caller answers its panel). */
export async function changeEditControl(services: Services, session: StaffSession, statusStepId: string, change: EditControlChange, comment: string, request: FastifyRequest): Promise<string> {
  const text = comment.trim();
  return transact(services.orm, async (tx) => {
    const on = await lockStatusStep(tx, session, statusStepId);
    const { state } = on.locked;
    const expected = expectedPermitVersion(request, on.locked);
    const decide = change === "give" ? giveEditControlOnBoard : takeEditControlOnBoard;
    await appendBoardVerdict(tx, services, on, decide(state, on.context, { statusStepId, comment: text }), expected);
    const kind = change === "give" ? "edit-control-given" : "edit-control-taken-back";
    await mailApplicant(tx, { businessId: state.businessId, reference: state.reference, kind, comment: text, publicUrl: services.config.publicUrl });
    return on.applicationId;
  });
}
