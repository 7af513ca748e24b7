// The letters signed so far, newest first: a search (application or document reference, business, person) and
// pages of 15, both kept in the address; each letter with its reference, application, person, kind, issue date,
// status and key, and for a letter in force "Revoke" (with a reason) and "Sign again" (with the active key; the old
// one is then superseded). Empty states say what to do next.
import { useEffect, useMemo, useState } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import {
  formatDateTime,
  loadSignedLetters,
  pageList,
  reissueSignedLetter,
  RevocationForm,
  revokeSignedLetter,
  validateForm,
  type SignedLetter,
} from "@ictm/core";
import { Badge, Button, ConfirmDialog, EmptyState, Link, Pager, SearchBar, Skeleton, SkeletonGroup, TextDialog, useCore } from "@ictm/ui-kit";
import { useLocation, useSearch } from "wouter";
import * as styles from "./ESignatures.css.ts";
import { LETTER_STATUS_BADGES, letterEndText, mayChangeLetter } from "./letter-view.ts";
import { LETTERS_PAGE_SIZE, lettersAddress, readLettersSearch } from "./letters-address.ts";
import { LETTER_KIND_NAMES } from "./verdict-view.ts";

const judgeReason = (reason: string) => validateForm(RevocationForm, { reason })["reason"];

export function IssuedLetters() {
  useSignals();
  const core = useCore();
  const query = useSearch();
  const [, navigate] = useLocation();
  const search = useMemo(() => readLettersSearch(query), [query]);
  const state = core.stores.signedLetters.value;
  const [revoking, setRevoking] = useState<SignedLetter | null>(null);
  const [reissuing, setReissuing] = useState<SignedLetter | null>(null);
  const [isReissuing, setIsReissuing] = useState(false);

  const load = () => void core.run(loadSignedLetters({ searchTerms: search.searchTerms, pageNumber: search.pageNumber, pageSize: LETTERS_PAGE_SIZE }));
  useEffect(load, [core, search.searchTerms, search.pageNumber]);
  const answers = state.filter.searchTerms === search.searchTerms && state.filter.pageNumber === search.pageNumber;
  const page = answers ? state.page : null;

  const reissue = async (letter: SignedLetter) => {
    setIsReissuing(true);
    await core.run(reissueSignedLetter({ documentReference: letter.documentReference }));
    setIsReissuing(false);
    setReissuing(null);
  };

  return (
    <section aria-labelledby="issued-letters" className={styles.section}>
      <h2 id="issued-letters" className={styles.sectionTitle}>
        Issued letters
      </h2>
      <SearchBar
        landmarkLabel="Search the issued letters"
        value={search.searchTerms}
        onSearch={(terms) => navigate(lettersAddress({ searchTerms: terms, pageNumber: 1 }))}
        description="An application or letter reference, a business or a person's name."
      />
      {page === null ? (
        state.status === "failed" && answers ? (
          <EmptyState
            heading="We could not load the letters"
            headingLevel={3}
            action={
              <Button variant="secondary" onPress={load}>
                Try again
              </Button>
            }
          >
            Check your connection and try again.
          </EmptyState>
        ) : (
          <LettersSkeleton />
        )
      ) : page.count === 0 ? (
        <NoLetters searchTerms={search.searchTerms} />
      ) : page.items.length === 0 ? (
        <EmptyState
          heading={`There is no page ${search.pageNumber}`}
          headingLevel={3}
          action={
            <Link appearance="button-secondary" href={lettersAddress({ searchTerms: search.searchTerms, pageNumber: 1 })}>
              Go to the first page
            </Link>
          }
        >
          {`These letters fill ${page.totalPages} ${page.totalPages === 1 ? "page" : "pages"}.`}
        </EmptyState>
      ) : (
        <>
          <p className={styles.count} aria-live="polite">
            {page.count === 1 ? "1 letter" : `${page.count} letters`}
            {search.searchTerms === "" ? "" : ` matching “${search.searchTerms}”`}
          </p>
          <ul className={styles.list} aria-label="Issued letters" aria-busy={state.status === "loading" || undefined}>
            {page.items.map((letter) => (
              <LetterRow key={letter.documentReference} letter={letter} onRevoke={() => setRevoking(letter)} onReissue={() => setReissuing(letter)} />
            ))}
          </ul>
          {page.totalPages > 1 ? (
            <Pager
              label="Pages of letters"
              pageNumber={search.pageNumber}
              totalPages={page.totalPages}
              entries={pageList(search.pageNumber, page.totalPages)}
              hrefOf={(pageNumber) => lettersAddress({ searchTerms: search.searchTerms, pageNumber })}
            />
          ) : null}
        </>
      )}
      <TextDialog
        isOpen={revoking !== null}
        title={revoking === null ? "Revoke letter" : `Revoke ${revoking.documentReference}?`}
        label="Reason"
        description="Shown to whoever verifies this letter, who is told not to rely on it. It cannot be undone."
        isRequired
        submitLabel="Revoke letter"
        submitVariant="danger"
        judge={judgeReason}
        field="reason"
        run={(reason) => core.run(revokeSignedLetter({ documentReference: revoking?.documentReference ?? "", reason }))}
        onClose={() => setRevoking(null)}
      >
        {revoking === null ? null : <p>{`The ${LETTER_KIND_NAMES[revoking.kind].toLowerCase()} of ${revoking.personName}, ${revoking.applicationReference}.`}</p>}
      </TextDialog>
      <ConfirmDialog
        isOpen={reissuing !== null}
        title={reissuing === null ? "Sign again?" : `Sign ${reissuing.documentReference} again?`}
        tone="primary"
        confirmLabel="Sign again"
        isPending={isReissuing}
        onConfirm={() => void (reissuing === null ? undefined : reissue(reissuing))}
        onCancel={() => setReissuing(null)}
      >
        <p>
          The same letter is signed now with the active key, under a new reference. This one is then superseded: verifying
          it says so and names the new one.
        </p>
      </ConfirmDialog>
    </section>
  );
}

function LetterRow({ letter, onRevoke, onReissue }: { letter: SignedLetter; onRevoke: () => void; onReissue: () => void }) {
  const badge = LETTER_STATUS_BADGES[letter.status];
  const ended = letterEndText(letter);
  return (
    <li className={`${styles.row} ${styles.letterRow}`} aria-label={letter.documentReference}>
      <div className={styles.rowMain}>
        <p className={styles.rowTitle}>
          <span className={styles.mono}>{letter.documentReference}</span>
        </p>
        <p className={styles.rowMeta}>
          {`${LETTER_KIND_NAMES[letter.kind]} · ${letter.personName} · ${letter.applicationReference}, ${letter.businessName}`}
        </p>
        <p className={styles.rowMeta}>
          {`Issued ${formatDateTime(letter.issuedAt)} · key `}
          <span className={styles.mono}>{letter.keyId}</span>
          {letter.keyStatus === "active" ? "" : ` (${letter.keyStatus})`}
        </p>
        {ended === null ? null : <p className={styles.rowMeta}>{ended}</p>}
      </div>
      <div className={styles.badges}>
        <Badge tone={badge.tone} icon={badge.icon}>
          {badge.label}
        </Badge>
      </div>
      <div className={styles.rowActions}>
        {mayChangeLetter(letter) ? (
          <>
            <Button variant="secondary" size="small" onPress={onReissue} aria-label={`Sign again ${letter.documentReference}`}>
              Sign again
            </Button>
            <Button variant="quiet" size="small" onPress={onRevoke} aria-label={`Revoke ${letter.documentReference}`}>
              Revoke
            </Button>
          </>
        ) : null}
      </div>
    </li>
  );
}

function NoLetters({ searchTerms }: { searchTerms: string }) {
  if (searchTerms !== "") {
    return (
      <EmptyState
        heading={`No letter matches “${searchTerms}”`}
        headingLevel={3}
        action={
          <Link appearance="button-secondary" href={lettersAddress({ searchTerms: "", pageNumber: 1 })}>
            Show every letter
          </Link>
        }
      >
        Check the spelling, or search by the application reference (LPA-2026-0001) or the letter's reference (ICTM-…).
      </EmptyState>
    );
  }
  return (
    <EmptyState heading="No letters signed yet" headingLevel={3}>
      Letters are signed when an application is given final approval: one approval letter and one appendix for each
      approved expatriate.
    </EmptyState>
  );
}

function LettersSkeleton() {
  return (
    <SkeletonGroup label="Loading the letters">
      {[0, 1, 2].map((index) => (
        <div key={index} className={styles.row}>
          <Skeleton width="50%" height="1.2rem" />
          <Skeleton width="80%" />
        </div>
      ))}
    </SkeletonGroup>
  );
}
