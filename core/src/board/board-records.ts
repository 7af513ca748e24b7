// The contract's board shapes under the names the core and its users speak of (backoffice.yaml).
// Types only: nothing here may run code or import anything but the generated contract.
import type { components } from "@ictm/openapi/backoffice.ts";

type Schemas = components["schemas"];

/** The workflow's board as the caller may see it: one column per step they view, cards in stored order. */
export type KanbanBoard = Schemas["KanbanBoard"];
export type KanbanColumn = Schemas["KanbanColumn"];
/** A card: the application (its `version` is what a move sends as If-Match) and its status step in the column. */
export type KanbanCard = Schemas["KanbanCard"];
export type ApplicationRecord = Schemas["ApplicationRecord"];
export type StatusStep = Schemas["StatusStep"];
export type WorkflowStep = Schemas["WorkflowStep"];
export type ViewPermissions = Schemas["ViewPermissions"];
/** The caller's permission for one step (core's `stepPermission`). */
export type UserPermission = Schemas["UserPermission"];
/** One application as the side panel shows it: permission, edit control, vacancy, history, notices, status steps. */
export type BoardApplication = Schemas["BoardApplication"];
export type StepVisit = Schemas["StepVisit"];
export type ApplicantNotice = Schemas["ApplicantNotice"];
export type BoardVacancy = Schemas["BoardVacancy"];
export type Actor = Schemas["Actor"];
export type BoardComment = Schemas["BoardComment"];
export type BoardAttachment = Schemas["BoardAttachment"];
/** An application's form, files and audit trail as staff read it (the back-office contract's PermitFormRecord). */
export type StaffPermitFormRecord = Schemas["PermitFormRecord"];
