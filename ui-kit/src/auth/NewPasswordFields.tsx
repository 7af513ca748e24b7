// A new password typed twice. When the account's address is known it sits hidden beside them, so password
// managers file the new password under the right account. Used by the reset (from the mailed link) and the change.
import { passwordLengthText } from "@ictm/core";
import { TextField } from "../components/TextField.tsx";
import type { FieldBinding } from "../forms/use-form-fields.ts";

export function NewPasswordFields({ email, newPassword, confirmation }: { email?: string; newPassword: FieldBinding; confirmation: FieldBinding }) {
  return (
    <>
      {email !== undefined ? <input type="email" name="username" autoComplete="username" value={email} readOnly hidden /> : null}
      <TextField {...newPassword} label="New password" description={passwordLengthText} type="password" autoComplete="new-password" isRequired />
      <TextField {...confirmation} label="Confirm new password" type="password" autoComplete="new-password" isRequired />
    </>
  );
}
