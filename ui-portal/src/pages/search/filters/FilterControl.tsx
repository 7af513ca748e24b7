// The inside of one filter control (a popover's or the phone dialog's section): checkboxes with their counts, the
// salary's figures, the closing day, the skills, or the verified switch. Each change is handed over at once
// (`onChange(name, values)`): the screen makes it a new search. Loaded once the first results are shown, or when a
// filter opens before (FilterBar.tsx): a search's first load does not wait for the controls' code (issue 17). The words and counts are filter-words.ts's.
import type { CommonData, SearchFilters } from "@ictm/core";
import { CheckboxGroup, DatePicker, NumberField, TagField } from "@ictm/ui-kit";
import { FlagControl } from "./FlagControl.tsx";
import { countOf, valueLabel, withCount, type FilterControl, type FilterFacets } from "./filter-words.ts";
import * as styles from "./FilterBar.css.ts";

export interface FilterControlProps {
  control: FilterControl;
  filters: SearchFilters;
  facets: FilterFacets | null;
  lists: CommonData | null;
  onChange: (name: string, values: ReadonlyArray<string>) => void;
}

export function FilterControlBody({ control, filters, facets, lists, onChange }: FilterControlProps) {
  switch (control.kind) {
    case "choice": {
      const chosen = filters[control.name] ?? [];
      return (
        <CheckboxGroup
          labelHidden
          label={control.title}
          value={chosen}
          onChange={(values) => onChange(control.name, values)}
          options={control.values.map((value) => {
            const count = countOf(facets, control.name, value);
            return { id: value, label: withCount(valueLabel(control.name, value, lists), count), isDisabled: count === 0 };
          })}
        />
      );
    }
    case "terms":
      return (
        <TagField
          label={control.title}
          value={filters[control.name] ?? []}
          onChange={(values) => onChange(control.name, values)}
          description={`Talents with every one of them, up to ${control.max}.`}
          className={styles.terms}
        />
      );
    case "amounts":
      return (
        <div className={styles.amounts}>
          {control.fields.map((field) => {
            const value = filters[field.name]?.[0];
            return (
              <NumberField
                key={field.name}
                label={field.label}
                description="BND a month"
                value={value === undefined ? null : Number(value)}
                onChange={(amount) => onChange(field.name, amount === null ? [] : [String(amount)])}
                minValue={0}
                maxValue={field.max}
                formatOptions={{ maximumFractionDigits: 2 }}
              />
            );
          })}
        </div>
      );
    case "date":
      return (
        <DatePicker
          label={control.title}
          description="Vacancies that close on or before this day."
          value={filters[control.name]?.[0] ?? ""}
          onChange={(day) => onChange(control.name, day === "" ? [] : [day])}
        />
      );
    case "flag":
      return <FlagControl control={control} filters={filters} facets={facets} onChange={onChange} />;
  }
}
