// "Send the link again": asks for a fresh activation mail and says, politely, that it is on its way.
// The server answers the same whether or not the account exists, and so does this component.
import { useState } from "react";
import { requestActivationMail } from "@ictm/core";
import { Button, useCore } from "@ictm/ui-kit";
import * as styles from "./auth.css.ts";

export function ResendActivation({ email, label }: { email: string; label: string }) {
  const core = useCore();
  const [isPending, setPending] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const resend = async () => {
    setPending(true);
    setNotice(null);
    const result = await core.run(requestActivationMail({ memberEmail: email }));
    setPending(false);
    if (result.ok) setNotice(result.value.message || `If an account is waiting for activation, a new link is on its way to ${email}.`);
  };

  return (
    <>
      <div>
        <Button variant="secondary" isPending={isPending} onPress={() => void resend()}>
          {label}
        </Button>
      </div>
      <div role="status">
        {notice ? (
          <p className={styles.status}>
            <svg className={styles.statusIcon} aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
              <path d="M20 6 9 17l-5-5" />
            </svg>
            {notice}
          </p>
        ) : null}
      </div>
    </>
  );
}
