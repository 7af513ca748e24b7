// The phone's filter dialog: every filter of the search, one section each, with "Clear filters" and "Done". Loaded
// once the first results show, or when "Filters" is first pressed (FilterBar.tsx): neither it nor the controls'
// code is needed to draw the results.
import { Button, FormDialog, FormDialogActions } from "@ictm/ui-kit";
import { FilterControlBody, type FilterControlProps } from "./FilterControl.tsx";
import { hasOwnLabel, type FilterControl } from "./filter-words.ts";
import * as styles from "./FilterBar.css.ts";

export interface FilterDialogProps extends Omit<FilterControlProps, "control"> {
  isOpen: boolean;
  onClose: () => void;
  controls: ReadonlyArray<FilterControl>;
  /** How many filter values are in use ("Clear filters" is disabled with none). */
  inUse: number;
  onClear: () => void;
}

export function FilterDialog({ isOpen, onClose, controls, inUse, onClear, ...common }: FilterDialogProps) {
  return (
    <FormDialog isOpen={isOpen} title="Filters" onClose={onClose}>
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
        <Button onPress={onClose}>Done</Button>
      </FormDialogActions>
    </FormDialog>
  );
}
