// Expat permit applications as the portal shows them to their Business: the summary a list shows, the form record
// (form, files, application, audit trail) the editor shows, each with the version of its stream that clients send
// back (If-Match). Reads the content through core's descriptors; never decides anything.
import { decodePermitEvent, labourMarketTest, PERMIT_SECTIONS, type FieldDescriptor, type PermitType } from "@ictm/core/domain";
import type { components } from "@ictm/openapi/portal.ts";
import type { FileRow, JobVacancyRow, PermitApplicationRow } from "../db/schema.ts";
import type { StoredEvent } from "../events/store.ts";
import { fileUrl } from "../files/store.ts";

type Schemas = components["schemas"];
export type PermitSummaryView = Schemas["PermitApplicationSummary"];
export type PermitApplicationView = Schemas["PermitApplication"];
export type PermitFileView = Schemas["PermitFile"];
export type PermitAuditView = Schemas["PermitAuditRecord"];
export type PermitFormRecordView = Schemas["PermitFormRecord"];
export type PermitVacancyRow = Pick<JobVacancyRow, "id" | "title" | "status" | "publishedAt">;
/** Who an actor (`member:<id>`, `staff:<id>`, `system:<name>`) is, as the audit trail names them. */
export type ActorNames = ReadonlyMap<string, PermitAuditView["by"]>;

/** The first top-level field of a type's sections that matches, with its section. */
export function topField(type: PermitType, matches: (field: FieldDescriptor) => boolean): { section: string; field: FieldDescriptor } | undefined {
  for (const section of PERMIT_SECTIONS[type]) {
    const field = section.fields.find(matches);
    if (field !== undefined) return { section: section.key, field };
  }
  return undefined;
}

/** The business name and head count a summary shows, from the section that holds them; {} for any other section. */
export function summaryOfSection(type: PermitType, section: string, values: Readonly<Record<string, unknown>>): { businessName?: string; personnelCount?: number } {
  const name = topField(type, (field) => field.key === "businessName");
  const people = PERMIT_SECTIONS[type].find((candidate) => candidate.key === "personnel")?.fields.find((field) => field.kind === "list");
  const list = section === "personnel" && people !== undefined ? values[people.key] : undefined;
  return {
    ...(name?.section === section ? { businessName: typeof values[name.field.key] === "string" ? String(values[name.field.key]) : "" } : {}),
    ...(section === "personnel" && people !== undefined ? { personnelCount: Array.isArray(list) ? list.length : 0 } : {}),
  };
}

/** The same for a whole content (an application as created). */
export const summaryOfContent = (type: PermitType, content: Readonly<Record<string, Readonly<Record<string, unknown>>>>): { businessName: string; personnelCount: number } =>
  Object.entries(content).reduce((summary, [section, values]) => ({ ...summary, ...summaryOfSection(type, section, values) }), { businessName: "", personnelCount: 0 });

const valueOf = (row: PermitApplicationRow, at: { section: string; field: FieldDescriptor } | undefined): unknown =>
  at === undefined ? undefined : row.content[at.section]?.[at.field.key];

/** `currentStepName`, when the row was read with it: the board step's name, which is what the Business reads. */
export function presentSummary(row: PermitApplicationRow & { readonly currentStepName?: string | null }): PermitSummaryView {
  const name = valueOf(row, topField(row.permitType, (field) => field.key === "businessName"));
  const personnel = PERMIT_SECTIONS[row.permitType].find((section) => section.key === "personnel")?.fields.find((field) => field.kind === "list");
  const people = personnel === undefined ? undefined : row.content["personnel"]?.[personnel.key];
  return {
    id: row.id,
    reference: row.reference,
    permitType: row.permitType,
    status: row.status,
    hasUserGivenEditControl: row.hasUserGivenEditControl,
    currentStep: row.currentStepName ?? row.currentStep,
    businessName: typeof name === "string" ? name : "",
    personnelCount: Array.isArray(people) ? people.length : 0,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    version: row.version,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The id of the job vacancy an lpa application names, if any (a draft may hold any text there: only an id counts). */
export function vacancyIdOf(row: PermitApplicationRow): string | null {
  const value = valueOf(row, topField(row.permitType, (field) => field.kind === "vacancy"));
  return typeof value === "string" && UUID.test(value) ? value : null;
}

export function presentApplication(row: PermitApplicationRow & { readonly currentStepName?: string | null }, vacancy: PermitVacancyRow | undefined, now: Date): PermitApplicationView {
  const test = vacancy === undefined ? undefined : labourMarketTest(vacancy.publishedAt?.toISOString() ?? null, now);
  return {
    ...presentSummary(row),
    editControlComment: row.editControlComment,
    vacancy:
      vacancy === undefined || test === undefined
        ? null
        : { id: vacancy.id, title: vacancy.title, status: vacancy.status, publishedAt: vacancy.publishedAt?.toISOString() ?? null, daysPublished: test.daysPublished, meetsLabourMarketTest: test.met },
  };
}

export function presentPermitFile({ file, uploadedAt }: { file: FileRow; uploadedAt: Date }): PermitFileView {
  const mediaType = file.mediaType;
  // The document policy takes no WebP: such a file is not a permit document.
  if (mediaType === "image/webp") throw new Error(`The permit file ${file.id} is a WebP image`);
  return {
    media: { mediaType, size: file.size, uploadedAt: uploadedAt.toISOString() },
    fileUpload: { id: file.id, mediaId: file.id, mediaName: file.name, mediaUrl: fileUrl(file.id) },
  };
}

const unknownActor = (actor: string): PermitAuditView["by"] => ({ kind: actor.startsWith("staff:") ? "staff" : actor.startsWith("member:") ? "business" : "system", name: actor.replace(/^system:/, "") });

/** One audit record a fact of the stream, with what it changed (old and new) where it changed a record; undefined
 * for the board's facts (staff's card moves, discussion and notices are not the form's audit trail). */
export function presentAuditRecord(stored: StoredEvent, names: ActorNames): PermitAuditView | undefined {
  const event = decodePermitEvent(stored);
  if (event === undefined) throw new Error(`Event ${stored.stream}@${stored.version} (${stored.type}) is not a permit fact`);
  const by = names.get(event.payload.by) ?? unknownActor(event.payload.by);
  const base = { version: stored.version, at: stored.occurredAt.toISOString(), by, section: null, oldRecord: null, newRecord: null, comment: null };
  switch (event.type) {
    case "v1.PermitApplicationCreated":
      return { ...base, action: "created", newRecord: event.payload.content };
    case "v1.PermitSectionSaved":
      return { ...base, action: "section-saved", section: event.payload.section, oldRecord: event.payload.old, newRecord: event.payload.new };
    case "v1.PermitFileUploaded": {
      const { fileId, name, mediaType } = event.payload;
      return { ...base, action: "file-uploaded", newRecord: { fileId, name, mediaType } };
    }
    case "v1.PermitFileDeleted":
      return { ...base, action: "file-deleted", oldRecord: { fileId: event.payload.fileId } };
    case "v1.PermitApplicationSubmitted":
      return { ...base, action: "submitted" };
    case "v1.EditControlGiven":
      return { ...base, action: "edit-control-given", comment: event.payload.comment };
    case "v1.EditControlTakenBack":
      return { ...base, action: "edit-control-taken-back", comment: event.payload.comment };
    case "v1.EditControlYielded":
      return { ...base, action: "edit-control-yielded", comment: event.payload.comment };
    case "v1.PermitApplicationArchived":
      return { ...base, action: "archived" };
    default:
      return undefined;
  }
}
