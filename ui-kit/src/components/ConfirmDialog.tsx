// Asks before something that cannot be taken back: leaving a form with unsaved changes, closing a vacancy,
// removing an entry. An alertdialog (react-aria's Modal and Dialog): focus moves in and is trapped, Escape or
// the safe button cancels, and focus returns to what opened it. The safe choice takes focus first.
import type { ReactNode } from "react";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { Button } from "./Button.tsx";
import * as styles from "./Dialog.css.ts";

export interface ConfirmDialogProps {
  isOpen: boolean;
  title: string;
  children: ReactNode;
  /** The button that goes ahead ("Leave without saving", "Close vacancy"). */
  confirmLabel: string;
  /** The button that keeps things as they are. */
  cancelLabel?: string;
  /** "danger" for destructive actions: the go-ahead button is red. */
  tone?: "danger" | "primary";
  isPending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  isOpen,
  title,
  children,
  confirmLabel,
  cancelLabel = "Cancel",
  tone = "danger",
  isPending = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && !isPending) onCancel();
      }}
      isDismissable={!isPending}
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <Dialog role="alertdialog" className={styles.dialog}>
          <Heading slot="title" className={styles.heading}>
            {title}
          </Heading>
          <div className={styles.body}>{children}</div>
          <div className={styles.actions}>
            <Button variant="secondary" onPress={onCancel} isDisabled={isPending} autoFocus>
              {cancelLabel}
            </Button>
            <Button variant={tone} onPress={onConfirm} isPending={isPending}>
              {confirmLabel}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
