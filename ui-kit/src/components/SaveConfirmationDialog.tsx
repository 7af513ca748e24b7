// The save confirmation (spec §2 common elements, §4 Confirmations): for forms that ask before saving. "Save"
// goes ahead (its button shows progress while the save runs); "Cancel", Escape or a click outside keeps editing.
import type { ReactNode } from "react";
import { ConfirmDialog } from "./ConfirmDialog.tsx";

export const SAVE_CONFIRMATION = {
  title: "Save changes?",
  save: "Save",
  cancel: "Cancel",
} as const;

export interface SaveConfirmationDialogProps {
  isOpen: boolean;
  /** What the save changes, when the title alone does not say it (e.g. "The applicant is e-mailed."). */
  children?: ReactNode;
  /** True while the save runs: the dialog stays open and cannot be dismissed. */
  isPending?: boolean;
  onSave: () => void;
  onCancel: () => void;
}

export function SaveConfirmationDialog({ isOpen, children, isPending = false, onSave, onCancel }: SaveConfirmationDialogProps) {
  return (
    <ConfirmDialog
      isOpen={isOpen}
      title={SAVE_CONFIRMATION.title}
      confirmLabel={SAVE_CONFIRMATION.save}
      cancelLabel={SAVE_CONFIRMATION.cancel}
      tone="primary"
      isPending={isPending}
      onConfirm={onSave}
      onCancel={onCancel}
    >
      {children ?? <p>Your changes will be saved.</p>}
    </ConfirmDialog>
  );
}
