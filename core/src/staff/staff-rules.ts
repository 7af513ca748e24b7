// Staff administration: who may manage staff, the roles change rule and the staff area's words. Pure rules the
// server enforces and the back-office and CLI show. A staff member holds one or more roles (./roles.ts);
// administrators create staff and assign roles, and never take the administrator role from themselves (so the
// back-office always keeps one).
import { STAFF_ROLES, STAFF_ROLE_LABELS, type StaffRole } from "./roles.ts";

export const STAFF_MESSAGES = {
  name: "Please enter the staff member's name (up to 120 characters).",
  roles: "Please choose at least one role.",
  selfDemotion: "You cannot remove the administrator role from yourself.",
  resetNotice:
    "If a staff account has this e-mail, we have sent it a link to choose a new password. The link expires in one hour.",
} as const;

export const hasRole = (roles: ReadonlyArray<StaffRole>, role: StaffRole): boolean => roles.includes(role);

/** Administrators list, create and change the roles of staff. */
export const mayManageStaff = (roles: ReadonlyArray<StaffRole>): boolean => hasRole(roles, "administrator");

/** The roles in the order of STAFF_ROLES, each once: how they are stored and answered. */
export const normaliseRoles = (roles: ReadonlyArray<StaffRole>): StaffRole[] => STAFF_ROLES.filter((role) => roles.includes(role));

export type StaffRolesRefusal = "forbidden" | "self-demotion" | "no-role";

/**
 * Whether `actor` may give `target` exactly `roles`: null when allowed, else why not. An administrator cannot take
 * the administrator role from themselves.
 */
export const refuseRolesChange = (input: {
  readonly actor: { readonly key: string; readonly roles: ReadonlyArray<StaffRole> };
  readonly targetKey: string;
  readonly roles: ReadonlyArray<StaffRole>;
}): StaffRolesRefusal | null => {
  if (!mayManageStaff(input.actor.roles)) return "forbidden";
  if (input.roles.length === 0) return "no-role";
  if (input.targetKey === input.actor.key && !hasRole(input.roles, "administrator")) return "self-demotion";
  return null;
};

/** "Officer, Evaluator": the roles as a person reads them. */
export const describeRoles = (roles: ReadonlyArray<StaffRole>): string => normaliseRoles(roles).map((role) => STAFF_ROLE_LABELS[role]).join(", ");
