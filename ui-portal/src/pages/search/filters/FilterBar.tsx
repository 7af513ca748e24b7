// The filter bar above a search's results (issue 16, UI.md "Lists and search"): on a wide screen one button per
// filter opening a popover with its control (the verified switch sits in the bar itself); on a phone one
// "Filters (N)" button opening a dialog with every filter. Under it a chip for each filter value in use, each with
// its remove button, and "Clear filters". Every change is handed over at once; the screen makes it a new search
// (a new history entry, the first page). Keyboard: Tab reaches every button, Escape closes a popover or the dialog.
import { useRef, useState } from "react";
import { filtersInUse, type CommonData, type SearchFilters, type SearchName } from "@ictm/core";
import { Button, FormDialog, FormDialogActions, PopoverButton, TagChips } from "@ictm/ui-kit";
import { FilterControlBody } from "./FilterControl.tsx";
import { activeChips, filterControls, namesOf, type FilterControl, type FilterFacets } from "./filter-words.ts";
import * as styles from "./FilterBar.css.ts";

export interface FilterBarProps {
  search: SearchName;
  filters: SearchFilters;
  /** The counts of the page on screen; null before the first page. */
  facets: FilterFacets | null;
  lists: CommonData | null;
  onChange: (name: string, values: ReadonlyArray<string>) => void;
  onClear: () => void;
}

export function FilterBar({ search, filters, facets, lists, onChange, onClear }: FilterBarProps) {
  const [isDialogOpen, setDialogOpen] = useState(false);
  const barRef = useRef<HTMLDivElement>(null);
  const controls = filterControls(search);
  if (controls.length === 0) return null;
  const inUse = filtersInUse(filters);
  const chips = activeChips(search, filters, lists);
  const common = { filters, facets, lists, onChange };

  // The chips go with "Clear filters": focus moves to the first filter button (or the phone's one) still there.
  const clear = () => {
    onClear();
    requestAnimationFrame(() => {
      const buttons = barRef.current?.querySelectorAll<HTMLElement>(`.${styles.filterButton}`) ?? [];
      [...buttons].find((button) => button.offsetParent !== null)?.focus();
    });
  };

  return (
    <div ref={barRef} role="group" aria-label="Filters" className={styles.bar}>
      <div className={styles.wide}>
        {controls.map((control) =>
          control.kind === "flag" ? (
            <div key={control.name} className={styles.flag}>
              <FilterControlBody control={control} {...common} />
            </div>
          ) : (
            <PopoverButton key={control.title} label={buttonLabel(control, filters)} title={control.title} isActive={isInUse(control, filters)} isTitleHidden={hasOwnLabel(control)} className={styles.filterButton}>
              <FilterControlBody control={control} {...common} />
            </PopoverButton>
          ),
        )}
      </div>
      <div className={styles.narrow}>
        <Button variant="secondary" onPress={() => setDialogOpen(true)} className={styles.filterButton}>
          {inUse === 0 ? "Filters" : `Filters (${inUse})`}
        </Button>
      </div>
      <FormDialog isOpen={isDialogOpen} title="Filters" onClose={() => setDialogOpen(false)}>
        <div className={styles.dialogBody}>
          {controls.map((control) => (
            <section key={control.title} className={styles.dialogSection}>
              {control.kind === "flag" || hasOwnLabel(control) ? null : <h3 className={styles.sectionHeading}>{control.title}</h3>}
              <FilterControlBody control={control} {...common} />
            </section>
          ))}
        </div>
        <FormDialogActions>
          <Button variant="secondary" onPress={onClear} isDisabled={inUse === 0}>
            Clear filters
          </Button>
          <Button onPress={() => setDialogOpen(false)}>Done</Button>
        </FormDialogActions>
      </FormDialog>
      {chips.length === 0 ? null : (
        <div className={styles.chips}>
          <TagChips
            label="Filters in use"
            className={styles.chipList}
            items={chips.map((chip) => chip.text)}
            onRemove={(text) => {
              const chip = chips.find((candidate) => candidate.text === text);
              if (chip !== undefined) onChange(chip.name, chip.rest);
            }}
          />
          <Button variant="quiet" size="small" onPress={clear}>
            Clear filters
          </Button>
        </div>
      )}
    </div>
  );
}

/** A control that is one labelled field (the skills, the closing day): its label is its title. */
const hasOwnLabel = (control: FilterControl): boolean => control.kind === "terms" || control.kind === "date";

const isInUse = (control: FilterControl, filters: SearchFilters): boolean => namesOf(control).some((name) => (filters[name]?.length ?? 0) > 0);

/** "District", "District (2)" with two chosen, "Salary (1)" with one end set. */
function buttonLabel(control: FilterControl, filters: SearchFilters): string {
  const chosen = namesOf(control).reduce((sum, name) => sum + (filters[name]?.length ?? 0), 0);
  return chosen === 0 ? control.title : `${control.title} (${chosen})`;
}
