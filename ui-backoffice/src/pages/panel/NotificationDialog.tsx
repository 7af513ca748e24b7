// Sends the final letters to the immigration department or to the applicant: the dialog names the recipients and
// what is attached, takes an optional message (core's FinalNotificationForm) and is itself the confirmation.
// The mail is core's sendFinalNotification; its toasts are the core's.
import { DECISION_LABELS, FINAL_NOTIFICATION_LABELS, FinalNotificationForm, type FinalNotificationKind, type PermitType, sendFinalNotification, validateForm } from "@ictm/core";
import { Button, Form, FormDialog, FormDialogActions, TextArea, useCore, useLeaveConfirmation } from "@ictm/ui-kit";
import { useState } from "react";

export interface NotificationDialogProps {
  permitType: PermitType;
  applicationId: string;
  kind: FinalNotificationKind;
  /** Who receives it, as the page knows them (addresses, or the Business's name). */
  recipients: readonly string[];
  onClose: () => void;
}

export function NotificationDialog({ permitType, applicationId, kind, recipients, onClose }: NotificationDialogProps) {
  const core = useCore();
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);
  const [tries, setTries] = useState(0);
  const [isPending, setPending] = useState(false);
  const { allowLeaving } = useLeaveConfirmation(message.trim() !== "");
  const to = FINAL_NOTIFICATION_LABELS[kind].toLowerCase();
  const submit = async () => {
    if (isPending) return;
    setTries((count) => count + 1);
    const found = validateForm(FinalNotificationForm, { message })["message"];
    if (found !== undefined) return setError(found);
    setPending(true);
    const result = await core.run(sendFinalNotification({ permitType, applicationId, kind, message }));
    setPending(false);
    if (result.ok) {
      allowLeaving();
      onClose();
    } else if (result.error._tag === "ValidationFailed") setError(result.error.fieldErrors["message"] ?? result.error.message);
  };
  return (
    <FormDialog isOpen title={`Send the final letters to the ${to}?`} onClose={onClose} isPending={isPending}>
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        focusFirstInvalidOn={tries}
      >
        <p>
          To {recipients.join(", ")}, with the final approval letter and appendix of every approved expatriate attached as PDFs.
        </p>
        <TextArea
          label={DECISION_LABELS.message}
          description="Optional. Added to the e-mail above the letters."
          value={message}
          onChange={(next) => {
            setMessage(next);
            setError(undefined);
          }}
          errorMessage={error}
          autoFocus
        />
        <FormDialogActions>
          <Button variant="secondary" onPress={onClose} isDisabled={isPending}>
            Cancel
          </Button>
          <Button type="submit" isPending={isPending}>
            Send to {to}
          </Button>
        </FormDialogActions>
      </Form>
    </FormDialog>
  );
}
