// Sends the final letters to the immigration department or to the applicant: the dialog names the recipients and
// what is attached, takes an optional message (core's FinalNotificationForm) and is itself the confirmation.
// The mail is core's sendFinalNotification; its toasts are the core's.
import { DECISION_LABELS, FINAL_NOTIFICATION_LABELS, FinalNotificationForm, type FinalNotificationKind, type PermitType, sendFinalNotification, validateForm } from "@ictm/core";
import { TextDialog, useCore } from "@ictm/ui-kit";

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
  const to = FINAL_NOTIFICATION_LABELS[kind].toLowerCase();
  return (
    <TextDialog
      isOpen
      title={`Send the final letters to the ${to}?`}
      label={DECISION_LABELS.message}
      description="Optional. Added to the e-mail above the letters."
      submitLabel={`Send to ${to}`}
      judge={(message) => validateForm(FinalNotificationForm, { message })["message"]}
      field="message"
      run={(message) => core.run(sendFinalNotification({ permitType, applicationId, kind, message }))}
      onClose={onClose}
    >
      <p>To {recipients.join(", ")}, with the final approval letter and appendix of every approved expatriate attached as PDFs.</p>
    </TextDialog>
  );
}
