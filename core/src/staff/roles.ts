// The staff roles of the back-office and the words people read for them. Pure: the contract's StaffRole enum
// lists the same keys (a test holds them equal); who may do what with a role is decided in ../board/move-rule.ts
// (cards) and ./staff-rules.ts (staff administration).

export const STAFF_ROLES = ["officer", "evaluator", "final-approver", "administrator"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  officer: "Officer",
  evaluator: "Evaluator",
  "final-approver": "Final approver",
  administrator: "Administrator",
};

/** What each role does, read under its checkbox (the steps each acts in: ../board/work-permit-steps.ts). */
export const STAFF_ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  officer: "Screens submitted applications.",
  evaluator: "Evaluates applications, chief evaluation included.",
  "final-approver": "Approves the persons and gives the final approval.",
  administrator: "Acts in every step and manages staff and their roles.",
};

export const isStaffRole = (value: string): value is StaffRole => STAFF_ROLES.some((role) => role === value);

/** True when any of the person's roles is among the step's (or rule's) roles. */
export const hasAnyRole = (roles: readonly StaffRole[], allowed: readonly StaffRole[]): boolean => roles.some((role) => allowed.includes(role));
