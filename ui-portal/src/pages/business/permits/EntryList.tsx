// One repeatable list of a permit form (personnel, contracts, annual plans, passport numbers): its heading and
// message, each entry as a group named "Personnel 2" with a Remove button (unless the entry may not go: a plan's
// first year), and "Add ...". Focus follows: a new entry's first field, the next entry (or Add) after a removal,
// both also said politely. Entries keep a key of their own while others come and go.
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Button, visuallyHidden } from "@ictm/ui-kit";
import { entryTitle } from "./permit-values.ts";
import * as styles from "./Permits.css.ts";

export interface EntryListProps {
  title: string;
  itemLabel: string;
  headingLevel: number;
  count: number;
  max: number;
  errorMessage: string | undefined;
  canRemove: (index: number) => boolean;
  onAdd: () => void;
  onRemove: (index: number) => void;
  isDisabled: boolean;
  /** Entries of one field each (passport numbers): no heading of their own, the field names them. */
  compact?: boolean;
  renderEntry: (index: number) => ReactNode;
}

const HEADINGS = ["h2", "h3", "h4", "h5", "h6"] as const;
const heading = (level: number) => HEADINGS[Math.min(4, Math.max(0, level - 2))] ?? "h6";

let nextKey = 0;

export function EntryList({ title, itemLabel, headingLevel, count, max, errorMessage, canRemove, onAdd, onRemove, isDisabled, compact = false, renderEntry }: EntryListProps) {
  const id = useId();
  const root = useRef<HTMLElement>(null);
  const keys = useRef<string[]>([]);
  while (keys.current.length < count) keys.current.push(`entry-${++nextKey}`);
  if (keys.current.length > count) keys.current = keys.current.slice(0, count);
  const focusTarget = useRef<{ key: string; part: "field" | "title" } | "add" | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const Title = heading(headingLevel);
  const EntryTitle = heading(headingLevel + 1);
  const addLabel = `Add ${lowerFirst(itemLabel)}`;

  useEffect(() => {
    const target = focusTarget.current;
    const scope = root.current;
    if (target === null || scope === null) return;
    focusTarget.current = null;
    if (target === "add") {
      scope.querySelector<HTMLElement>(`[data-entries-add="${CSS.escape(id)}"]`)?.focus();
      return;
    }
    const entry = scope.querySelector<HTMLElement>(`[data-entry-key="${CSS.escape(target.key)}"]`);
    const element = target.part === "title" && !compact ? entry?.querySelector<HTMLElement>("[data-entry-title]") : entry?.querySelector<HTMLElement>("input, textarea, [role=spinbutton], button");
    element?.focus();
  });

  const add = () => {
    setAnnouncement(`${entryTitle(itemLabel, count)} added.`);
    keys.current.push(`entry-${++nextKey}`);
    const key = keys.current[count];
    if (key !== undefined) focusTarget.current = { key, part: "field" };
    onAdd();
  };

  const remove = (index: number) => {
    setAnnouncement(`${entryTitle(itemLabel, index)} removed.`);
    const [removed] = keys.current.splice(index, 1);
    const next = keys.current[index] ?? keys.current[index - 1];
    focusTarget.current = removed === undefined || next === undefined ? "add" : { key: next, part: "title" };
    onRemove(index);
  };

  return (
    <section ref={root} aria-labelledby={`${id}-title`} className={styles.entries}>
      <div className={styles.entriesHead}>
        <Title id={`${id}-title`} className={styles.entriesTitle}>
          {title}
        </Title>
        {errorMessage !== undefined ? (
          <p className={styles.error} id={`${id}-error`}>
            {errorMessage}
          </p>
        ) : null}
      </div>
      {count === 0 ? <p className={styles.muted}>None yet.</p> : null}
      {count > 0 ? (
        <ol className={styles.entryList}>
          {keys.current.map((key, index) => {
            const name = entryTitle(itemLabel, index);
            const removable = canRemove(index);
            return (
              <li key={key} data-entry-key={key} className={compact ? undefined : styles.entry}>
                {compact ? (
                  <div className={styles.headRow}>
                    <div className={styles.fileName}>{renderEntry(index)}</div>
                    <Button variant="quiet" size="small" aria-label={`Remove ${name}`} onPress={() => remove(index)} isDisabled={isDisabled}>
                      Remove
                    </Button>
                  </div>
                ) : (
                  <div role="group" aria-labelledby={`${id}-${key}`}>
                    <div className={styles.entryHead}>
                      <EntryTitle id={`${id}-${key}`} tabIndex={-1} data-entry-title className={styles.entryTitle}>
                        {name}
                      </EntryTitle>
                      {removable ? (
                        <Button variant="quiet" size="small" aria-label={`Remove ${name}`} onPress={() => remove(index)} isDisabled={isDisabled}>
                          Remove
                        </Button>
                      ) : null}
                    </div>
                    {renderEntry(index)}
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      ) : null}
      <div>
        <Button
          variant="secondary"
          size="small"
          onPress={add}
          isDisabled={isDisabled || count >= max}
          data-entries-add={id}
          {...(errorMessage === undefined ? {} : { "aria-describedby": `${id}-error` })}
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

/** "Contract" -> "contract", but "IC colour" stays as it is. */
const lowerFirst = (label: string): string => (/^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label);
