// A modal dialog that asks for something (a choice, a comment) before going ahead: react-aria's Modal and Dialog,
// focus moved in and trapped, Escape or Cancel closes it and focus returns to what opened it. The page gives
// the fields and the buttons (FormDialogActions); nothing here submits or decides.
import type { ReactNode } from "react";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import * as styles from "./Dialog.css.ts";

export interface FormDialogProps {
  isOpen: boolean;
  title: string;
  /** Closes it (Escape, pressing outside), unless `isPending`. */
  onClose: () => void;
  /** While the page's command runs: the dialog stays open. */
  isPending?: boolean;
  children: ReactNode;
}

export function FormDialog({ isOpen, title, onClose, isPending = false, children }: FormDialogProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && !isPending) onClose();
      }}
      isDismissable={!isPending}
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          <Heading slot="title" className={styles.heading}>
            {title}
          </Heading>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** The dialog's buttons: stacked on a phone (the main one on top), in a row from 576 px. */
export function FormDialogActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
