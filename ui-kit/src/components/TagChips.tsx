// A row of removable words as chips: react-aria's TagGroup, wrapped once (TagField's skills, the registrants
// search's terms). Arrow keys move between chips, Delete or Backspace removes the focused one, each chip has its own
// remove button, named "Remove <word>" by react-aria. It renders nothing for no words; it holds no words itself.
import { Button, Tag, TagGroup, TagList, type Key } from "react-aria-components";
import * as styles from "./TagChips.css.ts";

export interface TagChipsProps {
  /** Names the list for screen readers, e.g. "Added skills". */
  label: string;
  items: readonly string[];
  onRemove: (item: string) => void;
  isDisabled?: boolean | undefined;
  className?: string | undefined;
}

export function TagChips({ label, items, onRemove, isDisabled, className }: TagChipsProps) {
  if (items.length === 0) return null;
  return (
    <TagGroup
      aria-label={label}
      className={className}
      onRemove={(keys: Set<Key>) => {
        for (const key of keys) onRemove(String(key));
      }}
    >
      <TagList className={styles.tags}>
        {items.map((item) => (
          <Tag key={item} id={item} textValue={item} className={styles.tag} isDisabled={isDisabled}>
            <span className={styles.tagText}>{item}</span>
            <Button slot="remove" className={styles.remove}>
              <svg aria-hidden="true" width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
                <path d="M18 6 6 18M6 6l12 12" />
              </svg>
            </Button>
          </Tag>
        ))}
      </TagList>
    </TagGroup>
  );
}
