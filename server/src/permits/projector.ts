// The projector of expat permit applications: derives permit_applications / permit_files from the facts of the
// `permit-<id>` streams, on every append and on a rebuild (registered in server/src/projections.ts). Of the board's
// facts it keeps the card's place (workflow, step, status step, sort key, time entered) and, for every other one,
// the stream's version; status steps, comments and attachments are ../board/projector.ts's. What the approved and
// archived listings read is kept here too: who gave the final approval, who archived it and when, and the people's
// names and passport numbers (../archive/listing-persons.ts). Never decides.
import { applicationIdOfPermitStream, decodePermitEvent, PERMIT_EVENT_TYPES, PERSONNEL_SECTION } from "@ictm/core/domain";
import { listingPersonsOf, listingPersonsOfSection } from "../archive/listing-persons.ts";
import { projectListingPersons } from "../archive/projection-store.ts";
import type { Tx } from "../db/connect.ts";
import type { Projector } from "../events/projectors.ts";
import type { StoredEvent } from "../events/store.ts";
import { summaryOfContent, summaryOfSection } from "./present.ts";
import { projectChange, projectCreated, projectFileAdded, projectFileRemoved, projectSection } from "./store.ts";

const noCard = { currentStep: null, workflowId: null, statusStepId: null, stepSortKey: null, stepEnteredAt: null };

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
        const { businessName, personnelCount } = summaryOfContent(permitType, content);
        const listed = { finalApprovalBy: null, archivedAt: null, archivedBy: null, listingPersons: listingPersonsOf(permitType, content) };
        const row = { id, businessId, permitType, reference, content, status: "draft" as const, hasUserGivenEditControl: false, editControlComment: null, ...noCard, businessName, personnelCount, finalApprovalAt: null, finalApprovalRemarks: null, ...listed };
        await projectCreated(tx, { ...row, createdAt: stored.occurredAt, submittedAt: null, ...at });
        return;
      }
      case "v1.PermitSectionSaved":
        const { section, new: values } = event.payload;
        const summaries = { pvv: summaryOfSection("pvv", section, values), sawp: summaryOfSection("sawp", section, values), lpa: summaryOfSection("lpa", section, values) };
        await projectSection(tx, id, section, values, at, summaries);
        if (section === PERSONNEL_SECTION) await projectListingPersons(tx, id, listingPersonsOfSection(values));
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
      case "v1.ApprovedApplicationArchived":
        // The status column is the Business's view: its approved application stays "submitted" there (never hidden
        // like a withdrawn draft); archived_at takes it off the board and the approved listing.
        await projectChange(tx, id, { ...at, archivedAt: stored.occurredAt, archivedBy: event.payload.by });
        return;
      case "v1.ApprovedApplicationUnarchived":
        await projectChange(tx, id, { ...at, archivedAt: null, archivedBy: null });
        return;
      case "v1.CardPlaced":
      case "v1.CardMoved": {
        const { workflowId, statusStepId, sortKey } = event.payload;
        const step = event.type === "v1.CardPlaced" ? event.payload.step : event.payload.to;
        // A reorder within the column keeps the card's age; a change of step starts it again.
        const entered = event.type === "v1.CardMoved" && event.payload.from === event.payload.to ? {} : { stepEnteredAt: stored.occurredAt };
        await projectChange(tx, id, { version: stored.version, workflowId, currentStep: step, statusStepId, stepSortKey: sortKey, ...entered });
        return;
      }
      case "v1.FinalApprovalDraftSaved":
        await projectChange(tx, id, { version: stored.version, finalApprovalRemarks: event.payload.remarks === "" ? null : event.payload.remarks });
        return;
      case "v1.FinalApprovalSet": {
        const { approvedAt, remarks, by } = event.payload;
        await projectChange(tx, id, { version: stored.version, finalApprovalAt: new Date(approvedAt), finalApprovalRemarks: remarks === "" ? null : remarks, finalApprovalBy: by });
        return;
      }
      case "v1.FinalApprovalReset":
        // The date goes; the remarks stay, as the draft.
        await projectChange(tx, id, { version: stored.version, finalApprovalAt: null, finalApprovalBy: null });
        return;
      default:
        // Staff's discussion, attachments and notices change nothing the Business reads but the version.
        await projectChange(tx, id, { version: stored.version });
    }
  },
};
