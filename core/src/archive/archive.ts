// The archive toggle (spec §4: "archived or unarchived by one toggle call"): an approved application is archived,
// an archived one unarchived; anything else is refused. Pure: state in, facts or a refusal out.
import type { StaffContext } from "../board/decide.ts";
import type { PermitEvent } from "../permits/events.ts";
import type { PermitState } from "../permits/transitions.ts";
import { isApprovedApplication, isStaffArchived, mayArchive } from "./archive-rules.ts";

export type ArchiveRefusal = "permit-missing" | "forbidden" | "application-not-approved";

export type ArchiveVerdict = { readonly ok: true; readonly events: ReadonlyArray<PermitEvent> } | { readonly ok: false; readonly refusal: ArchiveRefusal };

/** Archives an approved application, or unarchives an archived one. */
export const toggleArchive = (state: PermitState, context: Pick<StaffContext, "roles" | "steps" | "by">): ArchiveVerdict => {
  if (state.status === "none") return { ok: false, refusal: "permit-missing" };
  if (!mayArchive(context.roles)) return { ok: false, refusal: "forbidden" };
  if (isStaffArchived(state)) return { ok: true, events: [{ type: "v1.ApprovedApplicationUnarchived", payload: { by: context.by } }] };
  if (isApprovedApplication(state, context.steps)) return { ok: true, events: [{ type: "v1.ApprovedApplicationArchived", payload: { by: context.by } }] };
  return { ok: false, refusal: "application-not-approved" };
};
