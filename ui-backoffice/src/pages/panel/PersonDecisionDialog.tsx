// Approves or refuses one expatriate, with optional remarks (core's PersonDecisionForm), in ui-kit's TextDialog: a
// later decision replaces the earlier one. The decision is core's decideExpatPerson; its toasts are the core's.
import { decideExpatPerson, DECISION_LABELS, type ExpatPerson, type PermitType, PersonDecisionForm, validateForm } from "@ictm/core";
import { TextDialog, useCore } from "@ictm/ui-kit";

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
  const isApproved = decision === "approve";
  const decided = (remarks: string) => ({ personIndex: person.index, isApproved, remarks });
  return (
    <TextDialog
      isOpen={decision !== null}
      title={`${isApproved ? "Approve" : "Refuse"} ${person.fullName}`}
      label={DECISION_LABELS.remarks}
      description={isApproved ? "Optional. Printed on the approval letter." : "Optional. Why the expatriate is refused; other staff see it."}
      submitLabel={isApproved ? "Approve" : "Refuse"}
      submitVariant={isApproved ? "primary" : "danger"}
      judge={(remarks) => validateForm(PersonDecisionForm, decided(remarks))["remarks"]}
      field="remarks"
      run={(remarks) => core.run(decideExpatPerson({ permitType, applicationId, ...decided(remarks) }))}
      onClose={onClose}
    >
      <p>
        Passport {person.passportNumber} · {person.nationality} · {person.jobRoleNamePosition}
      </p>
    </TextDialog>
  );
}
