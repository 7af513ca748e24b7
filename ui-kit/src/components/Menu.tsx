// A button that opens a menu of actions, used as the account menu: the trigger's accessible name is the member's
// name; the picture is decoration. The menu itself (Overlays.tsx) loads after the page has drawn: the button
// is drawn at once and opens it on press, Enter, Space or the arrow keys, as react-aria's MenuTrigger would.
import { useRef, useState, type ReactNode } from "react";
import { Button } from "react-aria-components";
import { Avatar } from "./Avatar.tsx";
import { AccountMenuPopover, loadOverlays, reachingForOverlays } from "./overlays.ts";
import type { MenuFocus } from "./Overlays.tsx";
import * as styles from "./Menu.css.ts";
import { usePreloadWhenIdle } from "./preload.ts";

export interface MenuAction {
  id: string;
  label: string;
  onAction: () => void;
  tone?: "danger";
}

export interface AccountMenuProps {
  /** The member's name: the visible text and the accessible name of the trigger. */
  name: string;
  pictureUrl?: string | null;
  /** "logo" for a business. */
  pictureShape?: "person" | "logo";
  /** A line above the actions, e.g. the member's e-mail address. */
  detail?: ReactNode;
  actions: readonly MenuAction[];
}

export function AccountMenu({ name, pictureUrl, pictureShape, detail, actions }: AccountMenuProps) {
  // Where the focus goes when it opens: from the keyboard onto an item (the last with ArrowUp), from a pointer onto
  // the menu itself (no item highlighted), as react-aria's MenuTrigger does. Null while closed.
  const [focus, setFocus] = useState<MenuFocus | null>(null);
  const isOpen = focus !== null;
  const trigger = useRef<HTMLButtonElement>(null);
  usePreloadWhenIdle(loadOverlays);
  return (
    <>
      <Button
        ref={trigger}
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        {...reachingForOverlays}
        onPress={(event) => setFocus(event.pointerType === "keyboard" ? "first" : true)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown") setFocus("first");
          else if (event.key === "ArrowUp") setFocus("last");
          else event.continuePropagation();
        }}
      >
        <Avatar name={name} pictureUrl={pictureUrl} shape={pictureShape} />
        <span className={styles.triggerLabel}>{name}</span>
        <ChevronDown />
      </Button>
      {isOpen ? <AccountMenuPopover triggerRef={trigger} onClose={() => setFocus(null)} focus={focus ?? true} name={name} detail={detail} actions={actions} /> : null}
    </>
  );
}

function ChevronDown() {
  return (
    <svg className={styles.chevron} aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}
