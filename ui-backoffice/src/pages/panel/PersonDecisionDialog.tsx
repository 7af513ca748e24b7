// Approves or refuses one expatriate, with optional remarks (core's PersonDecisionForm), in a dialog: a later
// decision replaces the earlier one. While the remarks hold text, leaving the page asks first. The decision is
// core's decideExpatPerson; its toasts are the core's.
import { decideExpatPerson, DECISION_LABELS, type ExpatPerson, type PermitType, PersonDecisionForm, validateForm } from "@ictm/core";
import { Button, Form, FormDialog, FormDialogActions, TextArea, useCore, useLeaveConfirmation } from "@ictm/ui-kit";
import { useState } from "react";

export interface PersonDecisionDialogProps {
  permitType: PermitType;
  applicationId: string;
  person: ExpatPerson;
  /** The decision asked for, or null while the dialog is closed. */
  decision: "approve" | "refuse" | null;
  onClose: () => void;
}

export function PersonDecisionDialog({ permitType, applicationId, person, decision, onClose }: PersonDecisionDialogProps) {
  const core = useCore();
  const [remarks, setRemarks] = useState("");
  const [message, setMessage] = useState<string | undefined>(undefined);
  const [tries, setTries] = useState(0);
  const [isPending, setPending] = useState(false);
  const isApproved = decision === "approve";
  const { allowLeaving } = useLeaveConfirmation(decision !== null && remarks.trim() !== "");
  const close = () => {
    setRemarks("");
    setMessage(undefined);
    onClose();
  };
  const submit = async () => {
    if (isPending) return;
    setTries((count) => count + 1);
    const values = { personIndex: person.index, isApproved, remarks };
    const error = validateForm(PersonDecisionForm, values)["remarks"];
    if (error !== undefined) return setMessage(error);
    setPending(true);
    const result = await core.run(decideExpatPerson({ permitType, applicationId, ...values }));
    setPending(false);
    if (result.ok) {
      allowLeaving();
      close();
    } else if (result.error._tag === "ValidationFailed") setMessage(result.error.fieldErrors["remarks"] ?? result.error.message);
  };
  return (
    <FormDialog isOpen={decision !== null} title={`${isApproved ? "Approve" : "Refuse"} ${person.fullName}`} onClose={close} isPending={isPending}>
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        focusFirstInvalidOn={tries}
      >
        <p>
          Passport {person.passportNumber} · {person.nationality} · {person.jobRoleNamePosition}
        </p>
        <TextArea
          label={DECISION_LABELS.remarks}
          description={isApproved ? "Optional. Printed on the approval letter." : "Optional. Why the expatriate is refused; other staff see it."}
          value={remarks}
          onChange={(next) => {
            setRemarks(next);
            setMessage(undefined);
          }}
          errorMessage={message}
          autoFocus
        />
        <FormDialogActions>
          <Button variant="secondary" onPress={close} isDisabled={isPending}>
            Cancel
          </Button>
          <Button type="submit" variant={isApproved ? "primary" : "danger"} isPending={isPending}>
            {isApproved ? "Approve" : "Refuse"}
          </Button>
        </FormDialogActions>
      </Form>
    </FormDialog>
  );
}
