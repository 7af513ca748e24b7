// The filter bar above a search's results (issue 16, UI.md "Lists and search"): on a wide screen one button per
// filter opening a popover with its control (the verified switch sits in the bar itself); on a phone one
// "Filters (N)" button opening a dialog with every filter. Under it a chip for each filter value in use, each with
// its remove button, and "Clear filters". Every change is handed over at once; the screen makes it a new search
// (a new history entry, the first page). Keyboard: Tab reaches every button, Escape closes a popover or the dialog.
import { useEffect, useRef, useState } from "react";
import { filtersInUse, type CommonData, type SearchFilters, type SearchName } from "@ictm/core";
import { Button, lazyPart, PopoverButton, Skeleton } from "@ictm/ui-kit";
import { vars } from "@ictm/ui-kit/theme/index.ts";
import { FlagControl } from "./FlagControl.tsx";
import { activeChips, filterControls, hasOwnLabel, namesOf, type FilterControl, type FilterFacets } from "./filter-words.ts";
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

/**
 * The controls' code, the phone's dialog and the chips, each loaded once: when the first results show, or on first
 * use. While a control's code loads, a placeholder of its height; when it cannot, "We could not load …" with a reload.
 */
const FilterControlBody = lazyPart(async () => (await import("./FilterControl.tsx")).FilterControlBody, <Skeleton width="12rem" height="2.5rem" />, "this filter");
const FilterDialog = lazyPart(async () => (await import("./FilterDialog.tsx")).FilterDialog, null, "the filters");
/**
 * The chips of the filters in use: react-aria's TagGroup and its collection code, 31 kB gzipped, an eighth of a search
 * screen's first load when it came with the bar (issue 17). Loaded with the controls once the first results show, or
 * at once when the screen opens with filters in its address; until then a placeholder of each chip's size.
 */
const TagChips = lazyPart(
  async () => (await import("@ictm/ui-kit/components/TagChips.tsx")).TagChips,
  // About a chip's width: 7 px a character of its small text, and its padding and remove button.
  ({ items }) => items.map((item) => <Skeleton key={item} width={`${item.length * 7 + 38}px`} height="32px" radius={vars.radius.pill} />),
  "the filters in use",
);

export function FilterBar({ search, filters, facets, lists, onChange, onClear }: FilterBarProps) {
  const [isDialogOpen, setDialogOpen] = useState(false);
  // The phone's dialog is drawn from its first opening on (kept afterwards, so it closes as a modal does).
  const [hasDialog, setHasDialog] = useState(false);
  const barRef = useRef<HTMLDivElement>(null);
  const counted = facets !== null;
  useEffect(() => {
    if (!counted) return;
    void FilterControlBody.preload();
    void FilterDialog.preload();
    void TagChips.preload();
  }, [counted]);
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
              <FlagControl control={control} filters={filters} facets={facets} onChange={onChange} />
            </div>
          ) : (
            <PopoverButton key={control.title} label={buttonLabel(control, filters)} title={control.title} isActive={isInUse(control, filters)} isTitleHidden={hasOwnLabel(control)} className={styles.filterButton}>
              <FilterControlBody control={control} {...common} />
            </PopoverButton>
          ),
        )}
      </div>
      <div className={styles.narrow}>
        <Button
          variant="secondary"
          onPress={() => {
            setHasDialog(true);
            setDialogOpen(true);
          }}
          className={styles.filterButton}
        >
          {inUse === 0 ? "Filters" : `Filters (${inUse})`}
        </Button>
      </div>
      {hasDialog ? <FilterDialog isOpen={isDialogOpen} onClose={() => setDialogOpen(false)} controls={controls} inUse={inUse} onClear={onClear} {...common} /> : null}
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

const isInUse = (control: FilterControl, filters: SearchFilters): boolean => namesOf(control).some((name) => (filters[name]?.length ?? 0) > 0);

/** "District", "District (2)" with two chosen, "Salary (1)" with one end set. */
function buttonLabel(control: FilterControl, filters: SearchFilters): string {
  const chosen = namesOf(control).reduce((sum, name) => sum + (filters[name]?.length ?? 0), 0);
  return chosen === 0 ? control.title : `${control.title} (${chosen})`;
}
