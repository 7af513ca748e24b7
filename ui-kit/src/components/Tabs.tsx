// Tabs (react-aria's Tabs: a tablist whose arrow keys move between tabs, each tab controlling its panel).
// For views of one thing side by side, such as a list filtered by status; pages of their own use links.
import type { ReactNode } from "react";
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type Key,
  type TabsProps as AriaTabsProps,
} from "react-aria-components";
import { cx } from "../cx.ts";
import * as styles from "./Tabs.css.ts";

export interface TabsProps extends Omit<AriaTabsProps, "className" | "style" | "children" | "selectedKey" | "onSelectionChange"> {
  selectedKey?: string;
  onSelectionChange?: (key: string) => void;
  className?: string;
  children: ReactNode;
}

export function Tabs({ selectedKey, onSelectionChange, className, children, ...props }: TabsProps) {
  return (
    <AriaTabs
      {...props}
      selectedKey={selectedKey}
      onSelectionChange={onSelectionChange ? (key: Key) => onSelectionChange(String(key)) : undefined}
      className={cx(styles.tabs, className)}
    >
      {children}
    </AriaTabs>
  );
}

/** The row of tabs; `aria-label` names it ("Vacancies by status"). */
export function TabList({ "aria-label": ariaLabel, children }: { "aria-label": string; children: ReactNode }) {
  return (
    <AriaTabList aria-label={ariaLabel} className={styles.list}>
      {children}
    </AriaTabList>
  );
}

export function Tab({ id, children }: { id: string; children: ReactNode }) {
  return (
    <AriaTab id={id} className={styles.tab}>
      {children}
    </AriaTab>
  );
}

export function TabPanel({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  return (
    <AriaTabPanel id={id} className={cx(styles.panel, className)}>
      {children}
    </AriaTabPanel>
  );
}
