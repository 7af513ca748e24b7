// A list of short words typed one by one (the skills chips). Type a skill and press Enter or a comma to add
// it; Backspace in the empty box removes the last one; the chips are TagChips (each with its own remove button,
// arrow keys move between them, Delete removes the focused one). Each change is said politely to screen
// readers. Text left in the box when it loses focus is added, so nothing typed is lost.
import { useState, type KeyboardEvent } from "react";
import { addTags, splitTyped } from "../forms/tag-text.ts";
import { visuallyHidden } from "../theme/utilities.css.ts";
import { TagChips } from "./TagChips.tsx";
import { TextField } from "./TextField.tsx";

export interface TagFieldProps {
  label: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  onBlur?: (event: { relatedTarget: EventTarget | null }) => void;
  name?: string;
  /** Said after the usual hint ("Press Enter or type a comma after each one."). */
  description?: string;
  placeholder?: string;
  errorMessage?: string | undefined;
  isRequired?: boolean;
  isDisabled?: boolean;
  className?: string;
}

export function TagField({ label, value, onChange, onBlur, name, description, placeholder, errorMessage, isRequired, isDisabled, className }: TagFieldProps) {
  const [draft, setDraft] = useState("");
  const [announcement, setAnnouncement] = useState("");

  const add = (text: string) => {
    const { tags, added } = addTags(value, text);
    if (added.length > 0) {
      onChange(tags);
      setAnnouncement(`Added ${added.join(", ")}.`);
    }
  };
  const remove = (tag: string) => {
    onChange(value.filter((known) => known !== tag));
    setAnnouncement(`Removed ${tag}.`);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Enter" || event.key === ",") {
      // Enter would submit the form; a comma would land in the box.
      event.preventDefault();
      add(draft);
      setDraft("");
    } else if (event.key === "Backspace" && draft === "" && value.length > 0) {
      const last = value[value.length - 1];
      if (last !== undefined) remove(last);
    }
  };

  const hint = "Press Enter or type a comma after each one.";
  return (
    <div className={className}>
      <TextField
        label={label}
        name={name}
        value={draft}
        onChange={(text) => {
          // A pasted list ("Go, Rust, SQL") is added at once, up to its last comma.
          const { ready, rest } = splitTyped(text);
          if (ready !== "") add(ready);
          setDraft(rest);
        }}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          if (draft.trim() !== "") add(draft);
          setDraft("");
          onBlur?.(event);
        }}
        description={description ? `${hint} ${description}` : hint}
        placeholder={placeholder}
        errorMessage={errorMessage}
        isRequired={isRequired}
        isDisabled={isDisabled}
      />
      <TagChips label={`Added ${label.toLowerCase()}`} items={value} onRemove={remove} isDisabled={isDisabled} />
      <span role="status" className={visuallyHidden}>
        {announcement}
      </span>
    </div>
  );
}
