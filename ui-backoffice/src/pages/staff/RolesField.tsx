// The roles of a staff member as the kit's checkbox group (a group named "Roles", each role a checkbox with what
// it does under it, the message under the group). The words are core's; the rule (at least one) is core's form.
import { STAFF_ROLE_DESCRIPTIONS, STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from "@ictm/core";
import { CheckboxGroup, type CheckboxOption, type ValueBinding } from "@ictm/ui-kit";

const ROLE_OPTIONS: readonly CheckboxOption<StaffRole>[] = STAFF_ROLES.map((role) => ({
  id: role,
  label: STAFF_ROLE_LABELS[role],
  description: STAFF_ROLE_DESCRIPTIONS[role],
}));

export function RolesField({ binding, isDisabled }: { binding: ValueBinding<StaffRole[]>; isDisabled?: boolean }) {
  return <CheckboxGroup {...binding} label="Roles" options={ROLE_OPTIONS} isRequired isDisabled={isDisabled} />;
}
