// The panel's final notifications: where the final letters go (the configured immigration address(es), the
// applicant), Send to the immigration department or to the applicant (an optional message; the dialog is the
// confirmation) when the server says the caller may (canNotify: final approval given, a step that notifies), and
// every mail sent: to whom, when, by whom, with which documents.
import { useSignals } from "@preact/signals-react/runtime";
import { type BoardApplication, FINAL_NOTIFICATION_LABELS, type FinalNotification, type FinalNotificationKind, formatDateTime, loadFinalApproval, loadFinalNotifications, loadImmigrationEmailConfig } from "@ictm/core";
import { Button, EmptyState, Loaded, useCore } from "@ictm/ui-kit";
import { useEffect, useState } from "react";
import { Fact } from "./InfoLists.tsx";
import { NotificationDialog } from "./NotificationDialog.tsx";
import * as styles from "./Panel.css.ts";

export function FinalNotificationsTab({ application }: { application: BoardApplication }) {
  useSignals();
  const core = useCore();
  const [sending, setSending] = useState<FinalNotificationKind | null>(null);
  const { permitType, application: record } = application.applicationRecord;
  const state = core.stores.finalNotifications.value;
  const approval = core.stores.finalApproval.value;
  const canNotify = approval.applicationId === record.id && approval.finalApproval?.canNotify === true;
  const load = () => void core.run(loadFinalNotifications(permitType.key, record.id));
  useEffect(load, [core, permitType.key, record.id]);
  useEffect(() => {
    void core.run(loadFinalApproval(record.id));
    void core.run(loadImmigrationEmailConfig());
  }, [core, record.id]);
  const recipients = state.immigrationRecipients;

  return (
    <div className={styles.stack}>
      <section className={styles.section} aria-labelledby="final-recipients">
        <h3 id="final-recipients" className={styles.sectionTitle}>
          Send the final letters
        </h3>
        <dl className={styles.readList}>
          <Fact term="Immigration department">{recipients === null ? "Loading…" : recipients.length === 0 ? "No address configured" : recipients.join(", ")}</Fact>
          <Fact term="Applicant">{record.businessName}, at the Business's e-mail address</Fact>
        </dl>
        {canNotify ? (
          <div className={styles.actions}>
            <Button onPress={() => setSending("immigration-department")} isDisabled={recipients !== null && recipients.length === 0}>
              Send to immigration department
            </Button>
            <Button variant="secondary" onPress={() => setSending("applicant")}>
              Send to applicant
            </Button>
          </div>
        ) : (
          <p className={styles.muted}>
            {record.finalApprovalDateTime === null
              ? "The final letters can be sent once final approval is given."
              : "Only the final approvers who act in the application's current step can send the final letters."}
          </p>
        )}
      </section>

      <section className={styles.section} aria-labelledby="final-sent">
        <h3 id="final-sent" className={styles.sectionTitle}>
          Sent
        </h3>
        <Loaded value={state.applicationId === record.id && state.status !== "loading" ? state.items : null} status={state.status} retry={load} what="the notifications">
          {(items) =>
            items.length === 0 ? (
              <EmptyState heading="No notifications sent yet." headingLevel={3}>
                After final approval, send the final letters to the immigration department and to the applicant; each mail is listed here.
              </EmptyState>
            ) : (
              <ol className={styles.list}>
                {[...items].reverse().map((item) => (
                  <SentEntry key={item.id} notification={item} />
                ))}
              </ol>
            )
          }
        </Loaded>
      </section>
      {sending === null ? null : (
        <NotificationDialog permitType={permitType.key} applicationId={record.id} kind={sending} recipients={sending === "immigration-department" ? (recipients ?? []) : [record.businessName]} onClose={() => setSending(null)} />
      )}
    </div>
  );
}

function SentEntry({ notification }: { notification: FinalNotification }) {
  return (
    <li className={styles.entry}>
      <span className={styles.entryName}>To {FINAL_NOTIFICATION_LABELS[notification.kind].toLowerCase()}</span>
      <dl className={styles.readList}>
        <Fact term="Recipients">{notification.recipients.join(", ")}</Fact>
        <Fact term="Sent">{`${formatDateTime(notification.at)} by ${notification.by.name}`}</Fact>
        <Fact term="Message">{notification.message === "" ? "None" : notification.message}</Fact>
        <Fact term="Documents">{notification.documents.length === 0 ? "None" : notification.documents.join("\n")}</Fact>
      </dl>
    </li>
  );
}
