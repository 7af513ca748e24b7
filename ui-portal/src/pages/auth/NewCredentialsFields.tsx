// The way a new account will sign in by e-mail: the address the activation link goes to and a new password.
// Shared by Talent sign-up and Business registration, so both ask in the same words. When the address has an
// account already, its message stays under the field (the only place it is said) with "Sign in instead" below.
import { passwordLengthText } from "@ictm/core";
import { Link, TextField, type FieldBinding } from "@ictm/ui-kit";
import * as styles from "./auth.css.ts";

export function NewCredentialsFields({ email, password, signInInstead }: { email: FieldBinding; password: FieldBinding; signInInstead?: string | null }) {
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
      {signInInstead ? (
        <p className={styles.signInInstead}>
          Is it yours? <Link href={signInInstead}>Sign in instead</Link>
        </p>
      ) : null}
      <TextField {...password} label="Password" description={passwordLengthText} type="password" autoComplete="new-password" isRequired />
    </>
  );
}
