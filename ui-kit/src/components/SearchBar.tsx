// A search form: a labelled search field and a "Search" button, inside a search landmark. The field holds a
// draft; pressing Search (or Enter) hands it over, and the committed value (from the address) wins whenever it
// changes, e.g. after Back. Escape or the clear button empties the field without searching.
import { useState, type FormEvent } from "react";
import { Button as AriaButton, Input, Label, SearchField, Text } from "react-aria-components";
import { Button } from "./Button.tsx";
import * as styles from "./SearchBar.css.ts";

export interface SearchBarProps {
  /** Names the search landmark: "Search talents". */
  landmarkLabel: string;
  /** The field's label; "Search terms" unless told. */
  label?: string;
  /** The terms of the search on screen. */
  value: string;
  onSearch: (terms: string) => void;
  placeholder?: string;
  /** A line under the field: what can be searched for. */
  description?: string;
  buttonLabel?: string;
}

export function SearchBar({ landmarkLabel, label = "Search terms", value, onSearch, placeholder, description, buttonLabel = "Search" }: SearchBarProps) {
  const [draft, setDraft] = useState(value);
  const [committed, setCommitted] = useState(value);
  if (committed !== value) {
    setCommitted(value);
    setDraft(value);
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(draft);
  };
  return (
    <form role="search" aria-label={landmarkLabel} onSubmit={submit} className={styles.form}>
      <SearchField value={draft} onChange={setDraft} className={styles.field}>
        <Label className={styles.label}>{label}</Label>
        <div className={styles.box}>
          <SearchIcon />
          <Input className={styles.input} placeholder={placeholder} />
          <AriaButton className={styles.clear}>
            <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M18 6 6 18M6 6l12 12" />
            </svg>
          </AriaButton>
        </div>
        {description ? (
          <Text slot="description" className={styles.description}>
            {description}
          </Text>
        ) : null}
      </SearchField>
      <Button type="submit" className={styles.submit}>
        {buttonLabel}
      </Button>
    </form>
  );
}

function SearchIcon() {
  return (
    <svg className={styles.icon} aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}
