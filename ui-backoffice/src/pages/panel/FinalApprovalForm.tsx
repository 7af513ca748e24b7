// The final approval's remarks and actions. Before it is given, those who may decide (the server's canDecide)
// edit the remarks, choose the signatory in whose name the letters are signed (the active ones, the first by
// default; when none is active, the catalogue's reason and, for administrators, the way to add one), save the
// remarks as a draft, or give final approval (after a confirmation; disabled with the reason while it cannot be
// given). Once given, the remarks are read-only and Reset (after a confirmation) takes it back.
import { useSignals } from "@preact/signals-react/runtime";
import {
  DECISION_LABELS,
  type FinalApproval,
  FinalApprovalForm as FinalApprovalSchema,
  loadSignatories,
  mayManageSignatures,
  MESSAGES,
  resetFinalApproval,
  saveFinalApprovalDraft,
  setFinalApproval,
  validateForm,
} from "@ictm/core";
import { Button, ConfirmDialog, Form, FormActions, Link, Select, TextArea, useCore, useLeaveConfirmation, useLoadedStore } from "@ictm/ui-kit";
import { useState } from "react";
import { paths } from "../../app/paths.ts";
import { stepsAllowing } from "./decision-access.ts";
import * as styles from "./Panel.css.ts";
import { chosenSignatory, signatoryOptions } from "./signed-letters.ts";

export interface FinalApprovalFormProps {
  applicationId: string;
  finalApproval: FinalApproval;
  /** Why final approval cannot be given now, if so. */
  blocked: string | undefined;
}

type Asking = "set" | "reset" | null;

export function FinalApprovalForm({ applicationId, finalApproval, blocked }: FinalApprovalFormProps) {
  useSignals();
  const core = useCore();
  const [remarks, setRemarks] = useState(finalApproval.remarks);
  const [message, setMessage] = useState<string | undefined>(undefined);
  const [tries, setTries] = useState(0);
  const [pending, setPending] = useState<"draft" | "set" | "reset" | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const isGiven = finalApproval.finalApprovalDateTime !== null;
  const { allowLeaving } = useLeaveConfirmation(!isGiven && remarks !== finalApproval.remarks);
  // The signatories are asked for only when final approval can be given here (fresh: an administrator may have
  // changed them since).
  const signatories = useLoadedStore("signatories", () => loadSignatories(), { isReady: !isGiven && finalApproval.canDecide, fresh: true });
  const options = signatoryOptions(signatories.items);
  const [chosen, setChosen] = useState("");
  const signatoryId = chosenSignatory(options, chosen);
  const noSignatory = signatories.status === "loaded" && options.length === 0;
  const staff = core.stores.staffSession.value.staff;
  const cannotSet = blocked ?? (noSignatory ? MESSAGES.noActiveSignatory : undefined);

  const change = async (which: "draft" | "set") => {
    const statusStepId = finalApproval.statusStepId;
    if (pending !== null || statusStepId === null) return;
    setTries((count) => count + 1);
    const error = validateForm(FinalApprovalSchema, { finalApprovalRemarks: remarks })["finalApprovalRemarks"];
    if (error !== undefined) return setMessage(error);
    setPending(which);
    const input = { applicationId, statusStepId, finalApprovalRemarks: remarks };
    const result = await core.run(which === "draft" ? saveFinalApprovalDraft(input) : setFinalApproval(signatoryId === "" ? input : { ...input, signatoryId }));
    setPending(null);
    setAsking(null);
    if (result.ok) allowLeaving();
    // The signatory was deactivated meanwhile (or none is active): the choices are read again.
    else if (result.error._tag === "SignatureRefused") void core.run(loadSignatories());
    // Only a message about the remarks goes under them; any other failure is the core's toast.
    else if (result.error._tag === "ValidationFailed") setMessage(result.error.fieldErrors["finalApprovalRemarks"]);
  };
  const reset = async () => {
    setPending("reset");
    await core.run(resetFinalApproval({ applicationId }));
    setPending(null);
    setAsking(null);
  };

  if (isGiven) {
    return (
      <section className={styles.section} aria-labelledby="final-remarks">
        <h3 id="final-remarks" className={styles.sectionTitle}>
          {DECISION_LABELS.finalApprovalRemarks}
        </h3>
        <p className={styles.entryText}>{finalApproval.remarks === "" ? "None" : finalApproval.remarks}</p>
        {finalApproval.canReset ? (
          <div className={styles.actions}>
            <Button variant="secondary" onPress={() => setAsking("reset")}>
              Reset final approval
            </Button>
          </div>
        ) : null}
        <ConfirmDialog isOpen={asking === "reset"} title="Reset final approval?" confirmLabel="Reset final approval" isPending={pending === "reset"} onConfirm={() => void reset()} onCancel={() => setAsking(null)}>
          <p>The approval date is cleared and the final letters can no longer be downloaded or sent. The remarks stay as a draft.</p>
        </ConfirmDialog>
      </section>
    );
  }
  if (!finalApproval.canDecide) {
    return (
      <section className={styles.section} aria-labelledby="final-remarks">
        <h3 id="final-remarks" className={styles.sectionTitle}>
          {DECISION_LABELS.finalApprovalRemarks}
        </h3>
        <p className={styles.entryText}>{finalApproval.remarks === "" ? "No draft remarks yet." : finalApproval.remarks}</p>
        <p className={styles.muted}>Final approval is given by a final approver while the application is in {stepsAllowing("final-approval")}.</p>
      </section>
    );
  }
  return (
    <section className={styles.actionSection} aria-labelledby="final-remarks-form">
      <h3 id="final-remarks-form" className={styles.sectionTitle}>
        Give final approval
      </h3>
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          void change("draft");
        }}
        focusFirstInvalidOn={tries}
      >
        <TextArea
          label={DECISION_LABELS.finalApprovalRemarks}
          description="Optional. Printed on the final letters; save them as a draft until you give final approval."
          value={remarks}
          onChange={(next) => {
            setRemarks(next);
            setMessage(undefined);
          }}
          errorMessage={message}
        />
        {noSignatory ? (
          <div className={styles.notice} role="note" id={blocked === undefined ? "final-approval-blocked" : undefined}>
            <p className={styles.entryText}>{MESSAGES.noActiveSignatory}</p>
            {staff !== null && mayManageSignatures(staff.roles) ? (
              <Link appearance="standalone" href={paths.signatories}>
                Add or activate a signatory
              </Link>
            ) : null}
          </div>
        ) : (
          <Select
            label={DECISION_LABELS.signatoryId}
            description="The letters are signed in this person's name, with the office's active signing key."
            options={options}
            value={signatoryId}
            onChange={setChosen}
            placeholder={signatories.status === "failed" ? "The signatories could not be loaded" : "Loading the signatories…"}
            isDisabled={options.length === 0}
            isRequired
          />
        )}
        {blocked === undefined ? null : (
          <p className={styles.muted} id="final-approval-blocked">
            {blocked}
          </p>
        )}
        <FormActions>
          <Button type="submit" variant="secondary" isPending={pending === "draft"}>
            Save as draft
          </Button>
          <Button onPress={() => setAsking("set")} isDisabled={cannotSet !== undefined || pending !== null} aria-describedby={cannotSet === undefined ? undefined : "final-approval-blocked"}>
            Set final approval
          </Button>
        </FormActions>
      </Form>
      <ConfirmDialog isOpen={asking === "set"} title="Give final approval?" tone="primary" confirmLabel="Set final approval" isPending={pending === "set"} onConfirm={() => void change("set")} onCancel={() => setAsking(null)}>
        <p>
          The approval is dated now, and the final letters of the approved expatriates are signed
          {signedBy(options, signatoryId)} and become available to download and send.
        </p>
      </ConfirmDialog>
    </section>
  );
}

/** " in the name of Dayang Siti Aminah, Director, ICT Manpower" for the confirmation, or nothing. */
function signedBy(options: ReadonlyArray<{ id: string; label: string }>, signatoryId: string): string {
  const option = options.find((item) => item.id === signatoryId);
  return option === undefined ? "" : ` in the name of ${option.label}`;
}
