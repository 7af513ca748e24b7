// The signing keys: each key's id, status, when it was made and when it stopped signing (and why); "Rotate key"
// (asks first) and "Revoke" per key not yet revoked (with a reason, shown to whoever verifies a letter it signed);
// and the address where the public keys are published for verifiers who check letters without us.
import { useState } from "react";
import { formatDateTime, loadSigningPublicKeys, PUBLIC_KEYS_PATH, revokeSigningKey, RevocationForm, rotateSigningKey, validateForm, type SigningKey } from "@ictm/core";
import { Badge, Button, ConfirmDialog, EmptyState, Loaded, Skeleton, SkeletonGroup, TextDialog, useCore, useLoadedStore, visuallyHidden } from "@ictm/ui-kit";
import { CopyAddress } from "./CopyAddress.tsx";
import * as styles from "./ESignatures.css.ts";
import { KEY_STATUS_BADGES, keyLifeText, mayRevokeKey } from "./letter-view.ts";

const judgeReason = (reason: string) => validateForm(RevocationForm, { reason })["reason"];

export function SigningKeys() {
  const core = useCore();
  // Fresh: another administrator may have rotated or revoked a key since.
  const state = useLoadedStore("signingKeys", () => loadSigningPublicKeys(), { fresh: true });
  const [rotating, setRotating] = useState(false);
  const [isRotating, setIsRotating] = useState(false);
  const [revoking, setRevoking] = useState<SigningKey | null>(null);
  const rotate = async () => {
    setIsRotating(true);
    await core.run(rotateSigningKey());
    setIsRotating(false);
    setRotating(false);
  };
  const keys = state.publicKeys?.keys ?? null;

  return (
    <section aria-labelledby="signing-keys" className={styles.section}>
      <div className={styles.sectionHead}>
        <h2 id="signing-keys" className={styles.sectionTitle}>
          Signing keys
        </h2>
        <Button variant="secondary" onPress={() => setRotating(true)}>
          Rotate key
        </Button>
      </div>
      <p className={styles.prose}>
        The active key signs every new final letter. A retired key still verifies the letters it signed; a revoked key
        verifies none.
      </p>
      <Loaded value={keys} status={state.status} retry={() => void core.run(loadSigningPublicKeys())} what="the signing keys" skeleton={<KeysSkeleton />}>
        {(shown) =>
          shown.length === 0 ? (
            <EmptyState heading="No signing key yet" headingLevel={3}>
              The server makes the first key when it starts, or when the first letter is signed.
            </EmptyState>
          ) : (
            <div className={styles.tableBox}>
              <table className={styles.table}>
                <caption className={visuallyHidden}>Signing keys, newest first</caption>
                <thead>
                  <tr>
                    <th scope="col">Key</th>
                    <th scope="col">Status</th>
                    <th scope="col">Created</th>
                    <th scope="col">Retired or revoked</th>
                    <th scope="col">
                      <span className={visuallyHidden}>Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {shown.map((key) => {
                    const badge = KEY_STATUS_BADGES[key.status];
                    return (
                      <tr key={key.kid}>
                        <td data-label="Key">
                          <span className={`${styles.mono} ${styles.nowrap}`}>{key.kid}</span>
                        </td>
                        <td data-label="Status">
                          <span>
                            <Badge tone={badge.tone} icon={badge.icon}>
                              {badge.label}
                            </Badge>
                          </span>
                        </td>
                        <td data-label="Created">
                          <span className={styles.nowrap}>{formatDateTime(key.createdAt)}</span>
                        </td>
                        <td data-label="Retired or revoked">
                          <span>{keyLifeText(key)}</span>
                        </td>
                        <td data-label="">
                          {mayRevokeKey(key) ? (
                            <Button variant="quiet" size="small" onPress={() => setRevoking(key)} aria-label={`Revoke key ${key.kid}`}>
                              Revoke
                            </Button>
                          ) : (
                            <span />
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )
        }
      </Loaded>
      <div className={styles.published}>
        <h3 className={styles.subTitle}>Published keys</h3>
        <p className={styles.prose}>
          Anyone can check our letters without us: this address publishes every public key, the signatories and the
          revoked letters, for verifiers and for this page when it is offline.
        </p>
        <CopyAddress path={PUBLIC_KEYS_PATH} label="Public keys address" />
      </div>
      <ConfirmDialog
        isOpen={rotating}
        title="Rotate the signing key?"
        tone="primary"
        confirmLabel="Rotate key"
        isPending={isRotating}
        onConfirm={() => void rotate()}
        onCancel={() => setRotating(false)}
      >
        <p>A new key signs every letter from now on. The current key is retired: the letters it signed stay valid.</p>
      </ConfirmDialog>
      <TextDialog
        isOpen={revoking !== null}
        title={revoking === null ? "Revoke key" : `Revoke key ${revoking.kid}?`}
        label="Reason"
        description="Shown to whoever verifies a letter signed with this key. Every such letter then fails verification; sign them again from the list below."
        isRequired
        submitLabel="Revoke key"
        submitVariant="danger"
        judge={judgeReason}
        field="reason"
        run={(reason) => core.run(revokeSigningKey({ keyId: revoking?.kid ?? "", reason }))}
        onClose={() => setRevoking(null)}
      >
        {revoking?.status === "active" ? <p>This is the active key: a new key is made at once to sign new letters.</p> : null}
      </TextDialog>
    </section>
  );
}

function KeysSkeleton() {
  return (
    <SkeletonGroup label="Loading the signing keys">
      {[0, 1].map((index) => (
        <Skeleton key={index} height="44px" />
      ))}
    </SkeletonGroup>
  );
}
