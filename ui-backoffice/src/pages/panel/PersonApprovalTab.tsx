// The panel's person approval (tab `notifications`): each expatriate named in the application with their
// particulars, their status (Pending, Approved, Refused) and remarks; Approve and Refuse (with remarks) for those
// who may decide now (core's rule, ./decision-access.ts) until final approval is given; an approved person's
// draft letter and appendix (the final ones once final approval is set); and the history of every decision.
import { useSignals } from "@preact/signals-react/runtime";
import { formatDateTime, loadExpatPersonnel, loadPersonApprovals, type ApprovalRecord, type BoardApplication } from "@ictm/core";
import { EmptyState, Loaded, useCore } from "@ictm/ui-kit";
import { useEffect } from "react";
import { mayDecideOn, stepAllowsOn, stepsAllowing } from "./decision-access.ts";
import { PersonEntry } from "./PersonEntry.tsx";
import * as styles from "./Panel.css.ts";

export function PersonApprovalTab({ application }: { application: BoardApplication }) {
  useSignals();
  const core = useCore();
  const { permitType, application: record } = application.applicationRecord;
  const state = core.stores.expatPersonnel.value;
  const persons = state.applicationId === record.id && state.status !== "loading" ? state.persons : null;
  const load = () => void core.run(loadExpatPersonnel(permitType.key, record.id));
  useEffect(load, [core, permitType.key, record.id]);
  const isFinal = record.finalApprovalDateTime !== null;
  const mayDecide = mayDecideOn(application, "approve-persons") && !isFinal;
  const note = isFinal
    ? `Final approval was given ${formatDateTime(record.finalApprovalDateTime)}: the decisions are closed, and the letters below are the final ones. Reset final approval to change a decision.`
    : mayDecide
      ? "Approve or refuse each expatriate. Every one must be decided before final approval."
      : stepAllowsOn(application, "approve-persons")
        ? `Only the final approvers who act in ${application.workflowStep.name} can approve or refuse expatriates.`
        : `Expatriates are approved or refused while the application is in ${stepsAllowing("approve-persons")}.`;

  return (
    <div className={styles.stack}>
      <p className={styles.muted}>{note}</p>
      <Loaded value={persons} status={state.status} retry={load} what="the expatriates">
        {(people) =>
          people.length === 0 ? (
            <EmptyState heading="No expatriates in this application." headingLevel={3}>
              The application names nobody to approve. The Business adds expatriates in its personnel section.
            </EmptyState>
          ) : (
            <ul className={styles.list} aria-label="Expatriates">
              {people.map((person) => (
                <PersonEntry key={person.index} permitType={permitType.key} applicationId={record.id} person={person} mayDecide={mayDecide} isFinal={isFinal} />
              ))}
            </ul>
          )
        }
      </Loaded>
      <ApprovalHistory application={application} />
    </div>
  );
}

function ApprovalHistory({ application }: { application: BoardApplication }) {
  useSignals();
  const core = useCore();
  const { permitType, application: record } = application.applicationRecord;
  const state = core.stores.personApprovals.value;
  const load = () => void core.run(loadPersonApprovals(permitType.key, record.id));
  useEffect(load, [core, permitType.key, record.id]);
  return (
    <section className={styles.section} aria-labelledby="approval-history">
      <h3 id="approval-history" className={styles.sectionTitle}>
        History of approvals
      </h3>
      <Loaded value={state.applicationId === record.id && state.status !== "loading" ? state.items : null} status={state.status} retry={load} what="the history of approvals">
        {(items) =>
          items.length === 0 ? (
            <p className={styles.muted}>No expatriate has been approved or refused yet.</p>
          ) : (
            <ol className={styles.list}>
              {[...items].reverse().map((item, position) => (
                <HistoryEntry key={`${item.approvalDateTime}-${position}`} record={item} />
              ))}
            </ol>
          )
        }
      </Loaded>
    </section>
  );
}

function HistoryEntry({ record }: { record: ApprovalRecord }) {
  return (
    <li className={styles.entry}>
      <p className={styles.entryText}>
        <strong>{record.isApproved ? "Approved" : "Refused"}</strong> {record.expatPerson.fullName} (passport {record.expatPerson.passportNumber})
      </p>
      {record.remarks === "" ? null : <p className={styles.entryText}>{record.remarks}</p>}
      <p className={styles.entryMeta}>
        {record.approverUser.name} · {formatDateTime(record.approvalDateTime)}
      </p>
    </li>
  );
}
