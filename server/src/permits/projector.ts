// The projector of expat permit applications: derives permit_applications / permit_files from the facts of the
// `permit-<id>` streams, on every append and on a rebuild (registered in server/src/projections.ts). Writes only
// its own tables; never decides.
import { applicationIdOfPermitStream, decodePermitEvent, PERMIT_EVENT_TYPES } from "@ictm/core/domain";
import type { Tx } from "../db/connect.ts";
import type { Projector } from "../events/projectors.ts";
import type { StoredEvent } from "../events/store.ts";
import { projectChange, projectCreated, projectFileAdded, projectFileRemoved, projectSection } from "./store.ts";

export const permitProjector: Projector = {
  name: "permit-applications",
  tables: ["permit_applications", "permit_files"],
  handles: PERMIT_EVENT_TYPES,
  async apply(tx: Tx, stored: StoredEvent): Promise<void> {
    const id = applicationIdOfPermitStream(stored.stream);
    if (id === undefined) return;
    const event = decodePermitEvent(stored);
    if (event === undefined) throw new Error(`Event ${stored.stream}@${stored.version} (${stored.type}) is not a permit fact`);
    const at = { version: stored.version, updatedAt: stored.occurredAt };
    switch (event.type) {
      case "v1.PermitApplicationCreated": {
        const { businessId, permitType, reference, content } = event.payload;
        const row = { id, businessId, permitType, reference, content, status: "draft" as const, hasUserGivenEditControl: false, editControlComment: null, currentStep: null };
        await projectCreated(tx, { ...row, createdAt: stored.occurredAt, submittedAt: null, ...at });
        return;
      }
      case "v1.PermitSectionSaved":
        await projectSection(tx, id, event.payload.section, event.payload.new, at);
        return;
      case "v1.PermitFileUploaded":
        await projectFileAdded(tx, id, event.payload.fileId, stored.occurredAt);
        await projectChange(tx, id, at);
        return;
      case "v1.PermitFileDeleted":
        await projectFileRemoved(tx, id, [event.payload.fileId]);
        await projectChange(tx, id, at);
        return;
      case "v1.PermitApplicationSubmitted":
        await projectChange(tx, id, { ...at, status: "submitted", submittedAt: stored.occurredAt, hasUserGivenEditControl: false });
        return;
      case "v1.EditControlGiven":
        await projectChange(tx, id, { ...at, hasUserGivenEditControl: true, editControlComment: event.payload.comment });
        return;
      case "v1.EditControlTakenBack":
      case "v1.EditControlYielded":
        await projectChange(tx, id, { ...at, hasUserGivenEditControl: false, editControlComment: event.payload.comment });
        return;
      case "v1.PermitApplicationArchived":
        await projectChange(tx, id, { ...at, status: "archived", hasUserGivenEditControl: false });
        return;
    }
  },
};
