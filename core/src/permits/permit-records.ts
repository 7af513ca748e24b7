// The contract's expat permit shapes under the names the core and its users speak of (portal.yaml).
// Types only: nothing here may run code or import anything but the generated contract.
import type { components } from "@ictm/openapi/portal.ts";

type Schemas = components["schemas"];

/** One application as a list shows it; `version` is what a change sends back as If-Match. */
export type PermitApplicationSummary = Schemas["PermitApplicationSummary"];
/** The summary with the edit-control comment and (lpa) the job vacancy it names. */
export type PermitApplication = Schemas["PermitApplication"];
export type PermitVacancy = Schemas["PermitVacancy"];
/** A stored document of an application; `fileUpload.id` is the value a form's file field holds. */
export type PermitFile = Schemas["PermitFile"];
export type PermitAuditRecord = Schemas["PermitAuditRecord"];
export type PermitAuditAction = Schemas["PermitAuditAction"];
/** Everything the editor shows: the form's content by section, the files, the application and its audit trail. */
export type PermitFormRecord = Schemas["PermitFormRecord"];
