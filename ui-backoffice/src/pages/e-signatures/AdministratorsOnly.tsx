// The administrators' e-signature pages (management, signatories) for anyone else: plainly not for them (the
// server refuses them too). Core's words.
import type { ReactNode } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { mayManageSignatures, SIGNATURE_MESSAGES } from "@ictm/core";
import { EmptyState, Link, PageHeader, useCore } from "@ictm/ui-kit";
import { paths } from "../../app/paths.ts";

/** Its children for an administrator; for other staff, why not and the way to the scanner. */
export function AdministratorsOnly({ title, children }: { title: string; children: ReactNode }) {
  useSignals();
  const staff = useCore().stores.staffSession.value.staff;
  if (staff !== null && mayManageSignatures(staff.roles)) return <>{children}</>;
  return (
    <>
      <PageHeader title={title} />
      <EmptyState
        heading="You are not allowed to manage e-signatures"
        action={
          <Link appearance="button-secondary" href={paths.viewfinder}>
            Verify a letter instead
          </Link>
        }
      >
        {SIGNATURE_MESSAGES.managersOnly} Anyone may verify a signed letter with the scanner.
      </EmptyState>
    </>
  );
}
