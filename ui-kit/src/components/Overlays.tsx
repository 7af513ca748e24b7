// What the kit's anchored buttons open: the account menu, the header's Menu panel of the sections (below 992 px),
// a PopoverButton's small dialog and a board card's "Move to step…" menu. Their code (react-aria's popover, menu, dialog and focus containment: about
// 30 kB) is not needed to draw a page, so it loads after the page has drawn (overlays.ts, preloaded by the buttons)
// or when a button is pressed first; the buttons themselves are always the real ones (issue 17).
import type { ReactNode, RefObject } from "react";
import { Button, Dialog, Heading, Menu, MenuItem, MenuTrigger, Popover } from "react-aria-components";
import { cx } from "../cx.ts";
import { visuallyHidden } from "../theme/utilities.css.ts";
import type { MoveTarget } from "./KanbanBoardCard.tsx";
import * as boardStyles from "./KanbanBoard.css.ts";
import type { MenuAction } from "./Menu.tsx";
import * as menuStyles from "./Menu.css.ts";
import * as styles from "./PageFrame.css.ts";
import * as popoverStyles from "./PopoverButton.css.ts";

interface AnchoredProps {
  triggerRef: RefObject<HTMLElement | null>;
  onClose: () => void;
}

/** Where a menu puts the focus as it opens: on itself (opened by a pointer), or on its first or last item. */
export type MenuFocus = true | "first" | "last";

/** The account menu under its button: a line about the member, then the actions; choosing one closes it. */
export function AccountMenuPopover({ triggerRef, onClose, focus, name, detail, actions }: AnchoredProps & { focus: MenuFocus; name: string; detail?: ReactNode; actions: readonly MenuAction[] }) {
  return (
    <Popover triggerRef={triggerRef} isOpen onOpenChange={(open) => (open ? undefined : onClose())} placement="bottom end" offset={6} className={menuStyles.popover}>
      {detail ? <div className={menuStyles.header}>{detail}</div> : null}
      <Menu
        autoFocus={focus}
        className={menuStyles.menu}
        aria-label={`Account menu for ${name}`}
        onClose={onClose}
        onAction={(key) => actions.find((action) => action.id === key)?.onAction()}
      >
        {actions.map((action) => (
          <MenuItem key={action.id} id={action.id} className={cx(menuStyles.item, action.tone === "danger" && menuStyles.dangerItem)}>
            {action.label}
          </MenuItem>
        ))}
      </Menu>
    </Popover>
  );
}

/** The Menu panel: a dialog named "Menu" under its button; Escape closes it and focus goes back to the button. */
export function MenuPanel({ triggerRef, onClose, children }: AnchoredProps & { children: ReactNode }) {
  return (
    <Popover triggerRef={triggerRef} isOpen onOpenChange={(open) => (open ? undefined : onClose())} placement="bottom end" offset={8} className={styles.menuPopover}>
      <Dialog aria-label="Menu" className={styles.menuPanel}>
        {children}
      </Dialog>
    </Popover>
  );
}

/** A PopoverButton's dialog under its button, named by its title (shown, or for screen readers only). */
export function PopoverPanel({ triggerRef, onClose, title, isTitleHidden, children }: AnchoredProps & { title: string; isTitleHidden: boolean; children: ReactNode }) {
  return (
    <Popover triggerRef={triggerRef} isOpen onOpenChange={(open) => (open ? undefined : onClose())} placement="bottom start" offset={6} className={popoverStyles.popover}>
      <Dialog className={popoverStyles.dialog}>
        <Heading slot="title" className={isTitleHidden ? visuallyHidden : popoverStyles.heading}>
          {title}
        </Heading>
        {children}
      </Dialog>
    </Popover>
  );
}

/** A board card's "Move to step…" menu, open from the start with the focus on its first step (the card's plain
 * button stood in for it until pressed: KanbanBoardCard.tsx). */
export function CardMoveMenu({ name, label, targets, onMove, icon }: { name: string; label: string; targets: readonly MoveTarget[]; onMove: (columnId: string) => void; icon: ReactNode; standIn: ReactNode }) {
  return (
    <MenuTrigger defaultOpen>
      <Button className={boardStyles.menuTrigger} aria-label={name} autoFocus>
        {icon}
      </Button>
      <Popover placement="bottom end" offset={4} className={menuStyles.popover}>
        <div className={boardStyles.menuHeading} aria-hidden="true">
          Move to step…
        </div>
        <Menu
          className={menuStyles.menu}
          aria-label={`Move ${label} to step`}
          autoFocus="first"
          disabledKeys={targets.filter((target) => target.isDisabled).map((target) => target.id)}
          onAction={(key) => onMove(String(key))}
        >
          {targets.map((target) => (
            <MenuItem key={target.id} id={target.id} className={menuStyles.item}>
              {target.title}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
