// The approved and archived listings' rules: what an approved application is (on its workflow's last step, with
// final approval given), who archives and unarchives one (officers and administrators: a clerk's task once the
// decisions are made), the lists' page size. The toggle itself is ./archive.ts's. Pure.
import type { StepRoles } from "../board/board-rules.ts";
import { hasAnyRole, type StaffRole } from "../staff/roles.ts";
import type { PermitState } from "../permits/transitions.ts";

/** The listings' page: 15 by default (spec §9), page 1. */
export const LISTING_PAGE_SIZE = 15;

export const LISTING_KINDS = ["approved", "archived"] as const;
export type ListingKind = (typeof LISTING_KINDS)[number];

/** Staff who archive and unarchive approved applications. */
export const ARCHIVE_ROLES: readonly StaffRole[] = ["officer", "administrator"];

export const mayArchive = (roles: readonly StaffRole[]): boolean => hasAnyRole(roles, ARCHIVE_ROLES);

/** Whether the application is approved: submitted, its card on the workflow's last step, final approval given. */
export const isApprovedApplication = (state: PermitState, steps: readonly Pick<StepRoles, "key">[]): boolean =>
  state.status === "submitted" &&
  state.board.card !== null &&
  steps.length > 0 &&
  state.board.card.step === steps[steps.length - 1]?.key &&
  state.decisions.finalApproval.approvedAt !== null;

/** Whether staff archived it (a Business's withdrawn draft is archived too, but never listed). */
export const isStaffArchived = (state: PermitState): boolean => state.status === "archived" && state.staffArchived;
