// Tabs (react-aria's Tabs: a tablist whose arrow keys move between tabs, each tab controlling its panel).
// For views of one thing side by side, such as a list filtered by status; pages of their own use links. The
// selected tab is kept in view when the row is wider than its box (the back-office panel's eight tabs).
import { useEffect, useRef, type ReactNode } from "react";
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

/** The row of tabs; `aria-label` names it ("Vacancies by status"). The selected tab stays in view. */
export function TabList({ "aria-label": ariaLabel, children }: { "aria-label": string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const list = ref.current;
    if (list === null || typeof ResizeObserver === "undefined" || typeof MutationObserver === "undefined") return;
    // The row's size (first seen at once) and the selection (react-aria sets aria-selected in its own commit).
    const resized = new ResizeObserver(() => selectedIntoView(list));
    const selected = new MutationObserver(() => selectedIntoView(list));
    resized.observe(list);
    selected.observe(list, { subtree: true, attributeFilter: ["aria-selected"] });
    return () => {
      resized.disconnect();
      selected.disconnect();
    };
  }, []);
  return (
    <AriaTabList ref={ref} aria-label={ariaLabel} className={styles.list}>
      {children}
    </AriaTabList>
  );
}

/** Scrolls the row sideways to the selected tab; "nearest" does nothing when it is in view already. */
function selectedIntoView(list: HTMLDivElement | null): void {
  const selected = list?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
  if (list === null || list === undefined || selected === null || selected === undefined) return;
  const start = selected.getBoundingClientRect().left - list.getBoundingClientRect().left + list.scrollLeft;
  const end = start + selected.getBoundingClientRect().width;
  if (start < list.scrollLeft) list.scrollLeft = start;
  else if (end > list.scrollLeft + list.clientWidth) list.scrollLeft = end - list.clientWidth;
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
