// The way a new account will sign in by e-mail: the address the activation link goes to and a new password.
// Shared by Talent sign-up and Business registration, so both ask in the same words.
import { passwordLengthText } from "@ictm/core";
import { TextField, type FieldBinding } from "@ictm/ui-kit";

export function NewCredentialsFields({ email, password }: { email: FieldBinding; password: FieldBinding }) {
  return (
    <>
      <TextField
        {...email}
        label="E-mail address"
        description="We send your activation link here."
        type="email"
        autoComplete="email"
        inputMode="email"
        isRequired
      />
      <TextField {...password} label="Password" description={passwordLengthText} type="password" autoComplete="new-password" isRequired />
    </>
  );
}
