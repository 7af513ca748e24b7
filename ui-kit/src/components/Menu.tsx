// A button that opens a menu of actions (react-aria's MenuTrigger, Popover and Menu), used as the
// account menu: the trigger's accessible name is the member's name; the picture is decoration.
import type { ReactNode } from "react";
import { Button, Menu, MenuItem, MenuTrigger, Popover } from "react-aria-components";
import { cx } from "../cx.ts";
import { Avatar } from "./Avatar.tsx";
import * as styles from "./Menu.css.ts";

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
  return (
    <MenuTrigger>
      <Button className={styles.trigger}>
        <Avatar name={name} pictureUrl={pictureUrl} shape={pictureShape} />
        <span className={styles.triggerLabel}>{name}</span>
        <ChevronDown />
      </Button>
      <Popover placement="bottom end" offset={6} className={styles.popover}>
        {detail ? <div className={styles.header}>{detail}</div> : null}
        <Menu
          className={styles.menu}
          aria-label={`Account menu for ${name}`}
          onAction={(key) => actions.find((action) => action.id === key)?.onAction()}
        >
          {actions.map((action) => (
            <MenuItem key={action.id} id={action.id} className={cx(styles.item, action.tone === "danger" && styles.dangerItem)}>
              {action.label}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

function ChevronDown() {
  return (
    <svg className={styles.chevron} aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}

