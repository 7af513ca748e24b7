// A yes-or-no filter (a Business's "Verified"): a switch with its count, in the bar itself on a wide screen (so it
// comes with the bar, not with the lazily loaded controls of FilterControl.tsx) and in the phone's dialog.
import type { SearchFilters } from "@ictm/core";
import { Switch } from "@ictm/ui-kit";
import { countOf, withCount, type FilterControl, type FilterFacets } from "./filter-words.ts";

export interface FlagControlProps {
  control: Extract<FilterControl, { kind: "flag" }>;
  filters: SearchFilters;
  facets: FilterFacets | null;
  onChange: (name: string, values: ReadonlyArray<string>) => void;
}

export function FlagControl({ control, filters, facets, onChange }: FlagControlProps) {
  return (
    <Switch isSelected={filters[control.name]?.[0] === "true"} onChange={(on) => onChange(control.name, on ? ["true"] : [])}>
      {withCount(control.title, countOf(facets, control.name, "true"))}
    </Switch>
  );
}
