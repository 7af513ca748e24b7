// The archive toggle (spec §4: "archived or unarchived by one toggle call"): an approved application is archived,
// an archived one unarchived; anything else is refused. With a desired state (a bulk run's `archived=true|false`)
// it sets that state instead, idempotently: already so is no fact at all. Pure: state in, facts or a refusal out.
import type { StaffContext } from "../board/decide.ts";
import type { PermitEvent } from "../permits/events.ts";
import type { PermitState } from "../permits/transitions.ts";
import { isApprovedApplication, isStaffArchived, mayArchive } from "./archive-rules.ts";

export type ArchiveRefusal = "permit-missing" | "forbidden" | "application-not-approved";

export type ArchiveVerdict = { readonly ok: true; readonly events: ReadonlyArray<PermitEvent> } | { readonly ok: false; readonly refusal: ArchiveRefusal };

/**
 * All the decision reads of an application: whether it exists, is staff-archived, is approved (core's
 * isApprovedApplication). From its folded state (archiveSubjectOf), or, on the server, from its projection row read
 * under the stream's lock (the projection is written in the same transaction as every fact, so it agrees).
 */
export type ArchiveSubject = { readonly exists: false } | { readonly exists: true; readonly staffArchived: boolean; readonly approved: boolean };

export const archiveSubjectOf = (state: PermitState, steps: StaffContext["steps"]): ArchiveSubject =>
  state.status === "none" ? { exists: false } : { exists: true, staffArchived: isStaffArchived(state), approved: isApprovedApplication(state, steps) };

/**
 * Without `desired`: archives an approved application, or unarchives an archived one. With `desired` true: archives
 * an approved one, and an archived one stays as it is (no facts); false: unarchives an archived one, and an approved
 * one that is not archived stays as it is. Any other application is refused (`application-not-approved`).
 */
export const decideArchive = (subject: ArchiveSubject, context: Pick<StaffContext, "roles" | "by">, desired?: boolean): ArchiveVerdict => {
  if (!subject.exists) return { ok: false, refusal: "permit-missing" };
  if (!mayArchive(context.roles)) return { ok: false, refusal: "forbidden" };
  const archived = subject.staffArchived;
  if (!archived && !subject.approved) return { ok: false, refusal: "application-not-approved" };
  if (desired === archived) return { ok: true, events: [] };
  return archived
    ? { ok: true, events: [{ type: "v1.ApprovedApplicationUnarchived", payload: { by: context.by } }] }
    : { ok: true, events: [{ type: "v1.ApprovedApplicationArchived", payload: { by: context.by } }] };
};

/** decideArchive on the application's folded state. */
export const toggleArchive = (state: PermitState, context: Pick<StaffContext, "roles" | "steps" | "by">, desired?: boolean): ArchiveVerdict =>
  decideArchive(archiveSubjectOf(state, context.steps), context, desired);
