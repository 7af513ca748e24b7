// /e-signatures/management, administrators only: the signing keys (rotate, revoke, the published keys' address)
// and the letters signed with them (search, pages, revoke, sign again).
import { usePageTitle } from "../../app/router.tsx";
import { AdministratorsOnly } from "./AdministratorsOnly.tsx";
import { ESignaturesFrame } from "./ESignaturesFrame.tsx";
import * as styles from "./ESignatures.css.ts";
import { IssuedLetters } from "./IssuedLetters.tsx";
import { SigningKeys } from "./SigningKeys.tsx";
import { PageHeader } from "@ictm/ui-kit";

export function ManagementPage() {
  usePageTitle("E-signature management");
  return (
    <ESignaturesFrame section="management">
      <AdministratorsOnly title="E-signature management">
        <PageHeader title="E-signature management" lead="The keys that sign the final letters, and every letter signed with them." />
        <div className={styles.stack}>
          <SigningKeys />
          <IssuedLetters />
        </div>
      </AdministratorsOnly>
    </ESignaturesFrame>
  );
}
