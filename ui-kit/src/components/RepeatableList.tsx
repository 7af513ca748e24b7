// A list of like entries a person keeps by hand (education, work experience, certifications): add one, remove
// one, move one up or down with buttons, so order never depends on dragging. Each entry is a group named by its
// title, so its fields ("Institution", "Year") are told apart. Focus follows the change: a new entry's first
// field, the entry after a removed one (or the Add button), the same kind of button after a move; moves and
// removals are also said politely.
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { visuallyHidden } from "../theme/utilities.css.ts";
import { Button } from "./Button.tsx";
import * as styles from "./RepeatableList.css.ts";

export interface RepeatableListProps<T> {
  /** The section's heading ("Education"). */
  title: string;
  /** A line under the heading. */
  hint?: ReactNode;
  items: readonly T[];
  /** A key that stays with an entry when it moves. */
  keyOf: (item: T) => string;
  /** The entry's heading: what it is ("BSc Computing, UBD") or, while empty, its place ("Education 2"). */
  itemTitle: (item: T, index: number) => string;
  /** The entry's fields; they sit in a two-column grid from 768 px (give a wide one `repeatableWide`). */
  renderItem: (item: T, index: number) => ReactNode;
  addLabel: string;
  onAdd: () => void;
  onRemove: (index: number) => void;
  onMove: (from: number, to: number) => void;
  /** Said when there are none yet. */
  emptyText: string;
  maxItems?: number;
  headingLevel?: 2 | 3;
}

/** Where focus goes once the list has re-rendered: a control of one entry, or the Add button. */
type FocusTarget = { key: string; control: "first-field" | "title" | "up" | "down" } | "add" | "new-entry" | null;

export const repeatableWide = styles.wide;

export function RepeatableList<T>({
  title,
  hint,
  items,
  keyOf,
  itemTitle,
  renderItem,
  addLabel,
  onAdd,
  onRemove,
  onMove,
  emptyText,
  maxItems,
  headingLevel = 2,
}: RepeatableListProps<T>) {
  const root = useRef<HTMLElement>(null);
  const headingId = useId();
  const focusTarget = useRef<FocusTarget>(null);
  const [announcement, setAnnouncement] = useState("");
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const EntryHeading = headingLevel === 2 ? "h3" : "h4";

  useEffect(() => {
    const target = focusTarget.current;
    const scope = root.current;
    if (target === null || scope === null) return;
    focusTarget.current = null;
    const entry = (key: string) => `[data-repeatable-key="${CSS.escape(key)}"]`;
    const last = items[items.length - 1];
    const selector =
      target === "add"
        ? "[data-repeatable-add]"
        : target === "new-entry"
          ? last === undefined
            ? null
            : `${entry(keyOf(last))} [data-repeatable-fields] :is(input, textarea, button)`
          : target.control === "first-field"
            ? `${entry(target.key)} [data-repeatable-fields] :is(input, textarea, button)`
            : `${entry(target.key)} [data-repeatable-${target.control}]`;
    if (selector !== null) scope.querySelector<HTMLElement>(selector)?.focus();
  }, [items, keyOf]);

  const move = (index: number, to: number, item: T) => {
    onMove(index, to);
    setAnnouncement(`${itemTitle(item, index)} moved to place ${to + 1} of ${items.length}.`);
    // At the top "Move up" is disabled: focus goes to the way back down, and the reverse at the bottom.
    const control = to === 0 ? "down" : to === items.length - 1 ? "up" : to < index ? "up" : "down";
    focusTarget.current = { key: keyOf(item), control };
  };

  const remove = (index: number, item: T) => {
    onRemove(index);
    setAnnouncement(`${itemTitle(item, index)} removed.`);
    const next = items[index + 1] ?? items[index - 1];
    focusTarget.current = next === undefined ? "add" : { key: keyOf(next), control: "title" };
  };

  return (
    <section ref={root} aria-labelledby={headingId} className={styles.section}>
      <div className={styles.header}>
        <Heading id={headingId} className={styles.title}>
          {title}
        </Heading>
        {hint ? <p className={styles.hint}>{hint}</p> : null}
      </div>
      {items.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <ol className={styles.list}>
          {items.map((item, index) => {
            const key = keyOf(item);
            const name = itemTitle(item, index);
            const titleId = `${headingId}-${key}`;
            return (
              <li key={key} data-repeatable-key={key} className={styles.item}>
                <div role="group" aria-labelledby={titleId} className={styles.entry}>
                  <div className={styles.itemHeader}>
                    <EntryHeading id={titleId} tabIndex={-1} data-repeatable-title className={styles.itemTitle}>
                      {name}
                    </EntryHeading>
                    <div className={styles.itemActions}>
                      <Button variant="quiet" size="small" aria-label={`Move up: ${name}`} isDisabled={index === 0} onPress={() => move(index, index - 1, item)} data-repeatable-up>
                        Move up
                      </Button>
                      <Button variant="quiet" size="small" aria-label={`Move down: ${name}`} isDisabled={index === items.length - 1} onPress={() => move(index, index + 1, item)} data-repeatable-down>
                        Move down
                      </Button>
                      <Button variant="quiet" size="small" aria-label={`Remove: ${name}`} onPress={() => remove(index, item)}>
                        Remove
                      </Button>
                    </div>
                  </div>
                  <div data-repeatable-fields className={styles.fields}>
                    {renderItem(item, index)}
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <div>
        <Button
          variant="secondary"
          isDisabled={maxItems !== undefined && items.length >= maxItems}
          onPress={() => {
            focusTarget.current = "new-entry";
            onAdd();
          }}
          data-repeatable-add
        >
          {addLabel}
        </Button>
      </div>
      <span role="status" className={visuallyHidden}>
        {announcement}
      </span>
    </section>
  );
}
