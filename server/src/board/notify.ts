// Staff who act in an application's current step tell its applicant something: the fact `v1.ApplicantNotified`
// and the mail to the Business (through the outbox) in one transaction, appended at the stream's current version
// under its lock. Core's notifyApplicant decides (status step of the application, acting in its current step).
import { notifyApplicant } from "@ictm/core/domain";
import type { components } from "@ictm/openapi/backoffice.ts";
import { transact } from "../db/transact.ts";
import type { Services } from "../services.ts";
import type { StaffSession } from "../staff/store.ts";
import { appendBoardVerdict, lockStatusStep, stepsOfStatusSteps } from "./access.ts";
import { mailApplicant } from "./mail.ts";

export type ApplicantNoticeView = components["schemas"]["ApplicantNotice"];

export async function notifyBoardApplicant(services: Services, session: StaffSession, statusStepId: string, comment: string): Promise<ApplicantNoticeView> {
  const text = comment.trim();
  return transact(services.orm, async (tx) => {
    const on = await lockStatusStep(tx, session, statusStepId);
    const { state } = on.locked;
    await appendBoardVerdict(tx, services, on, notifyApplicant(state, on.context, { statusStepId, comment: text }));
    await mailApplicant(tx, { businessId: state.businessId, reference: state.reference, kind: "notice", comment: text, publicUrl: services.config.publicUrl });
    return {
      statusStepId,
      stepName: stepsOfStatusSteps(state, on.workflow).get(statusStepId)?.name ?? "",
      comment: text,
      at: services.clock.now().toISOString(),
      by: { kind: "staff", key: session.staff.id, name: session.staff.name },
    };
  });
}
