// The actions on one item of a Business's own list: links (Edit) and commands (Publish, Close), each named for
// the item ("Close Senior Developer"); a command that cannot be taken back asks first. A command runs once at a
// time. Which actions an item has is the list's description's to say (from core's rules), never this component's.
import { useState, type ReactNode } from "react";
import { Button, ConfirmDialog, Link, useCore, type StoreQuery } from "@ictm/ui-kit";

export type ItemAction = ItemLink | ItemCommand;

export interface ItemLink {
  readonly label: string;
  readonly href: string;
}

export interface ItemCommand {
  readonly label: string;
  readonly run: () => StoreQuery;
  /** Ask before running: the dialog's title, buttons and what it says. */
  readonly confirm?: { readonly title: string; readonly confirmLabel: string; readonly cancelLabel: string; readonly text: ReactNode };
}

export function ItemActions({ item, actions }: { item: { readonly title: string }; actions: ReadonlyArray<ItemAction> }) {
  const core = useCore();
  const [busy, setBusy] = useState<string | null>(null);
  const [asking, setAsking] = useState<string | null>(null);
  const run = async (command: ItemCommand) => {
    setBusy(command.label);
    await core.run(command.run());
    setBusy(null);
    setAsking(null);
  };
  return (
    <>
      {actions.map((action) =>
        "href" in action ? (
          <Link key={action.label} appearance="button-quiet" size="small" href={action.href} aria-label={`${action.label} ${item.title}`}>
            {action.label}
          </Link>
        ) : (
          <Button
            key={action.label}
            variant="secondary"
            size="small"
            aria-label={`${action.label} ${item.title}`}
            isPending={action.confirm === undefined && busy === action.label}
            onPress={() => (action.confirm === undefined ? void run(action) : setAsking(action.label))}
          >
            {action.label}
          </Button>
        ),
      )}
      {actions.map((action) =>
        "run" in action && action.confirm !== undefined ? (
          <ConfirmDialog
            key={`confirm ${action.label}`}
            isOpen={asking === action.label}
            title={action.confirm.title}
            confirmLabel={action.confirm.confirmLabel}
            cancelLabel={action.confirm.cancelLabel}
            isPending={busy === action.label}
            onConfirm={() => void run(action)}
            onCancel={() => setAsking(null)}
          >
            {action.confirm.text}
          </ConfirmDialog>
        ) : null,
      )}
    </>
  );
}
