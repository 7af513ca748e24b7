// The panel's final approval: whether it is given (date, approver and signatory), how many expatriates are decided
// and approved, the remarks (saved as a draft, or given with the approval), Set final approval (disabled, with the
// catalogue's reason, while someone is undecided, nobody is approved or no signatory is active; it asks first),
// Reset (asks first), and once given, each approved person's signed letters (reference and status) and the
// downloads of their final letter and appendix. What the caller may do is the server's answer (canDecide,
// canReset); every change is a core command with its own toasts.
import { useSignals } from "@preact/signals-react/runtime";
import { formatDateTime, loadExpatPersonnel, loadFinalApproval, MESSAGES, type BoardApplication, type FinalApproval, type SignedLetterSummary } from "@ictm/core";
import { Badge, Loaded, useCore } from "@ictm/ui-kit";
import { useEffect } from "react";
import { FinalApprovalForm } from "./FinalApprovalForm.tsx";
import { Fact } from "./InfoLists.tsx";
import { LetterDownloads } from "./LetterDownloads.tsx";
import * as styles from "./Panel.css.ts";
import { lettersOfPerson } from "./signed-letters.ts";
import { SignedLetters } from "./SignedLetters.tsx";

export function FinalApprovalTab({ application }: { application: BoardApplication }) {
  useSignals();
  const core = useCore();
  const applicationId = application.applicationRecord.application.id;
  const state = core.stores.finalApproval.value;
  const load = () => void core.run(loadFinalApproval(applicationId));
  useEffect(load, [core, applicationId]);
  const shown = state.applicationId === applicationId ? state.finalApproval : null;
  return (
    <Loaded value={shown} status={state.status} retry={load} what="the final approval">
      {(finalApproval) => (
        <div className={styles.stack}>
          <Summary finalApproval={finalApproval} />
          <FinalApprovalForm key={`${finalApproval.finalApprovalDateTime ?? "draft"}-${finalApproval.statusStepId ?? ""}`} applicationId={applicationId} finalApproval={finalApproval} blocked={blockedBecause(finalApproval)} />
          {finalApproval.finalApprovalDateTime === null ? null : <FinalLetters application={application} letters={finalApproval.letters} />}
        </div>
      )}
    </Loaded>
  );
}

/** Why final approval cannot be given yet (the catalogue's words, the server's refusals), or undefined. */
const blockedBecause = ({ persons }: FinalApproval): string | undefined =>
  persons.decided < persons.total ? MESSAGES.personsUndecided : persons.approved === 0 ? MESSAGES.noPersonApproved : undefined;

function Summary({ finalApproval }: { finalApproval: FinalApproval }) {
  const { finalApprovalDateTime: at, approvedBy, persons } = finalApproval;
  return (
    <section className={styles.section} aria-labelledby="final-approval-summary">
      <h3 id="final-approval-summary" className={styles.sectionTitle}>
        Status of the final approval
      </h3>
      <dl className={styles.readList}>
        <Fact term="Status">
          {at === null ? <Badge tone="neutral" icon="clock">Not given</Badge> : <Badge tone="success" icon="check">Given</Badge>}
        </Fact>
        {at === null ? null : <Fact term="Date">{formatDateTime(at)}</Fact>}
        {approvedBy === null ? null : <Fact term="Approver">{approvedBy.name}</Fact>}
        {finalApproval.signatory === null ? null : <Fact term="Signed by">{`${finalApproval.signatory.name}, ${finalApproval.signatory.title}`}</Fact>}
        <Fact term="Expatriates">{`${persons.decided} of ${persons.total} decided, ${persons.approved} approved`}</Fact>
      </dl>
    </section>
  );
}

/** After final approval: each approved person's signed letters and the downloads of their final letter and appendix. */
function FinalLetters({ application, letters }: { application: BoardApplication; letters: ReadonlyArray<SignedLetterSummary> }) {
  useSignals();
  const core = useCore();
  const { permitType, application: record } = application.applicationRecord;
  const state = core.stores.expatPersonnel.value;
  const load = () => void core.run(loadExpatPersonnel(permitType.key, record.id));
  useEffect(load, [core, permitType.key, record.id]);
  return (
    <section className={styles.section} aria-labelledby="final-letters">
      <h3 id="final-letters" className={styles.sectionTitle}>
        Final letters
      </h3>
      <Loaded value={state.applicationId === record.id && state.status !== "loading" ? state.persons : null} status={state.status} retry={load} what="the expatriates">
        {(persons) => {
          const approved = persons.filter((person) => person.isApproved);
          return approved.length === 0 ? (
            <p className={styles.muted}>No approved expatriate, so no letters.</p>
          ) : (
            <ul className={styles.list}>
              {approved.map((person) => (
                <li key={person.index} className={styles.entry}>
                  <span className={styles.entryName}>{person.fullName}</span>
                  <SignedLetters letters={lettersOfPerson(letters, person.index)} />
                  <LetterDownloads permitType={permitType.key} applicationId={record.id} personIndex={person.index} fullName={person.fullName} draft={false} />
                </li>
              ))}
            </ul>
          );
        }}
      </Loaded>
    </section>
  );
}
