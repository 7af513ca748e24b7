// The archive toggle as the listings and the panel's info tab offer it: "Archive" on the approved list, "Unarchive"
// on the archived one, each asked first with core's question; core's toggleArchive does it (the row leaves its list
// at once and a success toast names it; a refusal is toasted by the core). Only officers and administrators
// (core's mayArchive) are offered it.
import { useRef, useState, type ReactNode } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { mayArchive, toggleArchive } from "@ictm/core";
import { ConfirmDialog, useCore } from "@ictm/ui-kit";
import type { Listing } from "./listing-address.ts";
import { toggleQuestion } from "./listing-view.ts";

export interface ToggledApplication {
  readonly id: string;
  readonly reference: string;
}

export interface ArchiveToggle {
  /** Whether the signed-in staff member may archive and unarchive. */
  readonly allowed: boolean;
  /** The button's word: "Archive" on the approved list, "Unarchive" on the archived one. */
  readonly label: string;
  /** Asks about `application` (the dialog opens). */
  ask(application: ToggledApplication): void;
  /** The application being toggled now, if any. */
  readonly pendingId: string | null;
  /** The confirmation dialog: render it once. */
  readonly dialog: ReactNode;
}

export function useArchiveToggle(listing: Listing, onToggled?: (application: ToggledApplication) => void): ArchiveToggle {
  useSignals();
  const core = useCore();
  const roles = core.stores.staffSession.value.staff?.roles ?? [];
  const [asked, setAsked] = useState<ToggledApplication | null>(null);
  const [isOpen, setOpen] = useState(false);
  const [pendingId, setPendingId] = useState<string | null>(null);
  const toggledRef = useRef(onToggled);
  toggledRef.current = onToggled;
  const label = listing === "approved" ? "Archive" : "Unarchive";

  const toggle = async (application: ToggledApplication) => {
    setPendingId(application.id);
    const result = await core.run(toggleArchive(application.id));
    setPendingId(null);
    setOpen(false);
    if (result.ok) toggledRef.current?.(application);
  };
  // The question stays on screen while the dialog closes.
  const question = asked === null ? null : toggleQuestion(listing, asked.reference);

  return {
    allowed: mayArchive(roles),
    label,
    pendingId,
    ask: (application) => {
      setAsked(application);
      setOpen(true);
    },
    dialog: (
      <ConfirmDialog
        isOpen={isOpen}
        title={question?.title ?? label}
        tone={listing === "approved" ? "danger" : "primary"}
        confirmLabel={label}
        isPending={pendingId !== null}
        onConfirm={() => void (asked === null ? undefined : toggle(asked))}
        onCancel={() => setOpen(false)}
      >
        <p>{question?.text}</p>
      </ConfirmDialog>
    ),
  };
}
