// The projector of verification requests: derives verification_requests / verification_documents from the
// facts of the `verification-<businessId>` streams, on every append and on a rebuild (registered in
// server/src/projections.ts). Writes only its two tables; never decides.
import { businessKeyOfVerificationStream, decodeVerificationEvent, VERIFICATION_EVENT_TYPES } from "@ictm/core/domain";
import type { Tx } from "../db/connect.ts";
import type { Projector } from "../events/projectors.ts";
import type { StoredEvent } from "../events/store.ts";
import { projectDecision, projectRequest } from "./store.ts";

/** The staff member's id in an actor `staff:<uuid>`; null for anyone else (e.g. `system:migration`). */
const staffIdOf = (by: string): string | null => /^staff:([0-9a-f-]{36})$/i.exec(by)?.[1] ?? null;

export const verificationProjector: Projector = {
  name: "verification-requests",
  tables: ["verification_requests", "verification_documents"],
  handles: VERIFICATION_EVENT_TYPES,
  async apply(tx: Tx, stored: StoredEvent): Promise<void> {
    // Facts of the same names on `business-<id>` streams are the history written before the aggregate existed.
    const businessId = businessKeyOfVerificationStream(stored.stream);
    if (businessId === undefined) return;
    const event = decodeVerificationEvent(stored);
    if (event === undefined) throw new Error(`Event ${stored.stream}@${stored.version} (${stored.type}) is not a verification fact`);
    const { version, occurredAt: at } = stored;
    switch (event.type) {
      case "v1.VerificationRequested":
      case "v1.VerificationResubmitted": {
        const { applicantName, applicantPosition, notes, documents } = event.payload;
        await projectRequest(tx, { businessId, applicantName, applicantPosition, notes, submittedAt: at, version }, documents);
        return;
      }
      case "v1.VerificationApproved":
        await projectDecision(tx, businessId, { status: "approved", decidedAt: at, decidedBy: staffIdOf(event.payload.by), reason: null, version });
        return;
      case "v1.VerificationRejected":
        await projectDecision(tx, businessId, { status: "rejected", decidedAt: at, decidedBy: staffIdOf(event.payload.by), reason: event.payload.reason, version });
        return;
    }
  },
};
