// The expat permits area's client events: a Business lists, creates, reads, edits, submits, hands back and
// archives its applications. Definitions only; the expat permits and permit record stores fold them
// (the server's stream facts are events.ts, whose names these never reuse).
import { Schema } from "effect";
import { contractShape, defineEvent } from "../events/define-event.ts";
import type { PermitApplicationSummary, PermitFile, PermitFormRecord } from "./permit-records.ts";

/** The name each permits query reports under, so its store can follow its status. */
export const PERMIT_QUERIES = {
  expatPermits: "queries.loadExpatPermits",
  permitFormRecord: "queries.loadPermitFormRecord",
} as const;

const summaryKeys = {
  id: true, reference: true, permitType: true, status: true, hasUserGivenEditControl: true, currentStep: true,
  businessName: true, personnelCount: true, createdAt: true, updatedAt: true, submittedAt: true, version: true,
} as const;
export const PermitApplicationSummaryShape = contractShape<PermitApplicationSummary>("PermitApplicationSummary", summaryKeys);
export const PermitFormRecordShape = contractShape<PermitFormRecord>("PermitFormRecord", {
  form: true, files: true, application: true, auditTrailRecords: true,
});
export const PermitFileShape = contractShape<PermitFile>("PermitFile", { media: true, fileUpload: true });

const Summaries = Schema.Array(PermitApplicationSummaryShape);
const FormRecord = PermitFormRecordShape;
const Version = Schema.Int;

export const permitClientEvents = [
  /** `includeArchived`: whether the list holds the archived ones too. */
  defineEvent("v1.ExpatPermitsLoaded", Schema.Struct({ includeArchived: Schema.Boolean, applications: Summaries })),
  defineEvent("v1.ExpatPermitCreated", Schema.Struct({ record: FormRecord })),
  defineEvent("v1.PermitFormRecordLoaded", Schema.Struct({ record: FormRecord })),
  defineEvent("v1.ExpatPermitSectionSaved", Schema.Struct({ section: Schema.String, record: FormRecord })),
  defineEvent(
    "v1.ExpatPermitFileUploaded",
    Schema.Struct({ applicationId: Schema.String, file: PermitFileShape, version: Version }),
  ),
  defineEvent(
    "v1.ExpatPermitFileDeleted",
    Schema.Struct({ applicationId: Schema.String, fileId: Schema.String, version: Version }),
  ),
  defineEvent("v1.ExpatPermitSubmitted", Schema.Struct({ record: FormRecord })),
  defineEvent("v1.ExpatPermitEditControlYielded", Schema.Struct({ record: FormRecord })),
  defineEvent("v1.ExpatPermitArchived", Schema.Struct({ application: PermitApplicationSummaryShape })),
] as const;
