// The add-staff form's values as the page holds them (every field a value, the password possibly empty) and as
// core's NewStaffForm and createStaff take them (no password key at all when none was typed: the server then
// mails a link to choose one). Pure.
import type { NewStaffFormValues, StaffRole } from "@ictm/core";

export type NewStaffDraft = {
  name: string;
  email: string;
  roles: StaffRole[];
  password: string;
};

export const emptyNewStaff: NewStaffDraft = { name: "", email: "", roles: [], password: "" };

/** The values core's form and command read: an empty password is left out, not sent as "". */
export function newStaffInput(draft: NewStaffDraft): NewStaffFormValues {
  const { password, ...rest } = draft;
  return password === "" ? rest : { ...rest, password };
}
