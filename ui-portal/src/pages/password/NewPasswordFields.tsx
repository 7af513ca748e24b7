// A new password typed twice, with the account's address hidden beside it so password managers file the new
// password under the right account. Shared by the reset (from the mailed link) and the change (signed in).
import { passwordLengthText } from "@ictm/core";
import { TextField, type FieldBinding } from "@ictm/ui-kit";

export function NewPasswordFields({ email, newPassword, confirmation }: { email: string; newPassword: FieldBinding; confirmation: FieldBinding }) {
  return (
    <>
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField {...newPassword} label="New password" description={passwordLengthText} type="password" autoComplete="new-password" isRequired />
      <TextField {...confirmation} label="Confirm new password" type="password" autoComplete="new-password" isRequired />
    </>
  );
}
