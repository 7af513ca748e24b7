// /e-signatures/signatories, administrators only: the people in whose name final letters are signed, by number,
// each with the signature image, name, title and whether they sign new letters; "Add signatory" and "Edit".
import { useState } from "react";
import { loadSignatories } from "@ictm/core";
import { Badge, Button, EmptyState, Loaded, PageHeader, Skeleton, SkeletonGroup, useCore, useLoadedStore } from "@ictm/ui-kit";
import { usePageTitle } from "../../app/router.tsx";
import { AdministratorsOnly } from "./AdministratorsOnly.tsx";
import { ESignaturesFrame } from "./ESignaturesFrame.tsx";
import * as styles from "./ESignatures.css.ts";
import { SignatoryDialog, type SignatoryEditing } from "./SignatoryDialog.tsx";
import { SignatoryImage } from "./SignatoryImage.tsx";

export function SignatoriesPage() {
  usePageTitle("Signatories");
  return (
    <ESignaturesFrame section="signatories">
      <AdministratorsOnly title="Signatories">
        <Signatories />
      </AdministratorsOnly>
    </ESignaturesFrame>
  );
}

function Signatories() {
  const core = useCore();
  // Fresh: another administrator may have changed them since.
  const state = useLoadedStore("signatories", () => loadSignatories(), { fresh: true });
  const [editing, setEditing] = useState<SignatoryEditing>(null);
  const add = () => setEditing({ kind: "add" });
  const items = state.items;
  return (
    <>
      <div className={styles.headerRow}>
        <PageHeader title="Signatories" lead="The people in whose name final letters are signed. Only an active signatory signs new letters." />
        <Button onPress={add}>Add signatory</Button>
      </div>
      <Loaded
        value={state.status === "loaded" || items.length > 0 ? items : null}
        status={state.status}
        retry={() => void core.run(loadSignatories())}
        what="the signatories"
        skeleton={<SignatoriesSkeleton />}
      >
        {(shown) =>
          shown.length === 0 ? (
            <EmptyState heading="No signatories yet" action={<Button onPress={add}>Add signatory</Button>}>
              No signatories yet. Add the person in whose name final letters are signed.
            </EmptyState>
          ) : (
            <>
              <p className={styles.count}>{shown.length === 1 ? "1 signatory" : `${shown.length} signatories`}</p>
              <ul className={styles.list} aria-label="Signatories">
                {shown.map((signatory) => (
                  <li key={signatory.id} className={`${styles.row} ${styles.signatoryRow}`} aria-label={signatory.name}>
                    <SignatoryImage signatory={signatory} />
                    <div className={styles.rowMain}>
                      <p className={styles.rowTitle}>{signatory.name}</p>
                      <p className={styles.rowMeta}>{signatory.title}</p>
                      <p className={styles.rowMeta}>{`No. ${signatory.number}`}</p>
                    </div>
                    <div className={styles.badges}>
                      {signatory.isActive ? (
                        <Badge tone="success" icon="check">
                          Active
                        </Badge>
                      ) : (
                        <Badge tone="neutral">Inactive</Badge>
                      )}
                    </div>
                    <div className={styles.rowActions}>
                      <Button variant="secondary" size="small" onPress={() => setEditing({ kind: "edit", signatory })} aria-label={`Edit ${signatory.name}`}>
                        Edit
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
            </>
          )
        }
      </Loaded>
      <SignatoryDialog editing={editing} onClose={() => setEditing(null)} onAdded={(signatory) => setEditing({ kind: "edit", signatory })} />
    </>
  );
}

function SignatoriesSkeleton() {
  return (
    <SkeletonGroup label="Loading the signatories">
      {[0, 1].map((index) => (
        <div key={index} className={`${styles.row} ${styles.signatoryRow}`}>
          <Skeleton width="96px" height="48px" radius="4px" />
          <Skeleton width="60%" height="1.2rem" />
        </div>
      ))}
    </SkeletonGroup>
  );
}
