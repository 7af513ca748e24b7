// How a search screen's filters read (issue 16): which controls the filter bar shows, in SEARCH_FILTERS' order, the
// words of each, a value's label (districts and employment types from the reference lists, business types and
// experience bands from core's records, never retyped), a value's count from the page's facets, and the text of an
// active filter's chip. Pure: no React here.
import {
  BUSINESS_TYPE_LABELS,
  DATE_FORMATS,
  EXPERIENCE_BANDS,
  SEARCH_FILTERS,
  facetCount,
  formatDate,
  formatSalary,
  referenceName,
  type BusinessType,
  type CommonData,
  type FilterDefinition,
  type SearchFacet,
  type SearchFilters,
  type SearchName,
} from "@ictm/core";

/** The counts the page came with: filter name → [{ value, count }] (values with no results left out). */
export type FilterFacets = { readonly [name: string]: SearchFacet | undefined };

/** One control of the filter bar: a button with its popover (the salary's two fields share one), or a switch. */
export type FilterControl =
  | { readonly kind: "choice"; readonly name: string; readonly title: string; readonly values: ReadonlyArray<string> }
  | { readonly kind: "terms"; readonly name: string; readonly title: string; readonly max: number }
  | { readonly kind: "amounts"; readonly title: string; readonly fields: ReadonlyArray<{ readonly name: string; readonly label: string; readonly max: number }> }
  | { readonly kind: "date"; readonly name: string; readonly title: string }
  | { readonly kind: "flag"; readonly name: string; readonly title: string };

/** The words of each filter the contract names (SEARCH_FILTERS' names); a name missing here reads as itself. */
const TITLES: { readonly [name: string]: string } = {
  district: "District",
  employmentType: "Employment type",
  salaryFrom: "Salary from",
  salaryTo: "Salary up to",
  closesBy: "Closes by",
  skill: "Skills",
  experience: "Experience",
  businessType: "Business type",
  verified: "Verified businesses only",
};

/** The salary's fields share one popover. */
const AMOUNTS_TITLE = "Salary";

const titleOf = (name: string): string => TITLES[name] ?? name;

/** The filter bar's controls for `search`, in SEARCH_FILTERS' order; neighbouring amount filters share one. */
export function filterControls(search: SearchName): ReadonlyArray<FilterControl> {
  const controls: FilterControl[] = [];
  for (const filter of SEARCH_FILTERS[search]) {
    const previous = controls.at(-1);
    if (filter.kind === "amount" && previous?.kind === "amounts") controls[controls.length - 1] = { ...previous, fields: [...previous.fields, amountField(filter)] };
    else controls.push(controlOf(filter));
  }
  return controls;
}

const amountField = (filter: FilterDefinition & { kind: "amount" }) => ({ name: filter.name, label: titleOf(filter.name), max: filter.max });

function controlOf(filter: FilterDefinition): FilterControl {
  const title = titleOf(filter.name);
  switch (filter.kind) {
    case "choice":
      return { kind: "choice", name: filter.name, title, values: filter.values };
    case "terms":
      return { kind: "terms", name: filter.name, title, max: filter.max };
    case "amount":
      return { kind: "amounts", title: AMOUNTS_TITLE, fields: [amountField(filter)] };
    case "date":
      return { kind: "date", name: filter.name, title };
    case "flag":
      return { kind: "flag", name: filter.name, title };
  }
}

/** A control that is one labelled field (the skills, the closing day): its label is its title. */
export const hasOwnLabel = (control: FilterControl): boolean => control.kind === "terms" || control.kind === "date";

/** The filter names a control sets. */
export const namesOf = (control: FilterControl): ReadonlyArray<string> => (control.kind === "amounts" ? control.fields.map((field) => field.name) : [control.name]);

/** A choice's label: the reference list's name (districts, employment types) or core's label record. */
export function valueLabel(name: string, value: string, lists: CommonData | null): string {
  switch (name) {
    case "district":
      return referenceName(lists?.districts, value);
    case "employmentType":
      return referenceName(lists?.employmentTypes, value);
    case "experience":
      return EXPERIENCE_BANDS.find((band) => band.value === value)?.label ?? value;
    case "businessType":
      return BUSINESS_TYPE_LABELS[value as BusinessType] ?? value;
    default:
      return value;
  }
}

/** How many results `value` of `name` would give with everything else as it is; null while the page is not known. */
export function countOf(facets: FilterFacets | null, name: string, value: string): number | null {
  if (facets === null) return null;
  return facetCount(facets[name] ?? [], value);
}

/** "Brunei-Muara (12)", or the label alone while the counts are not known. */
export const withCount = (label: string, count: number | null): string => (count === null ? label : `${label} (${count})`);

/** One active filter value as a chip: its words, and the filter values left when it is removed. */
export interface ActiveChip {
  readonly text: string;
  readonly name: string;
  readonly rest: ReadonlyArray<string>;
}

/** A chip for each value in use, in the bar's order: "Belait", "From BND 2,000 a month", "Skill: Java". */
export function activeChips(search: SearchName, filters: SearchFilters, lists: CommonData | null): ReadonlyArray<ActiveChip> {
  const chips: ActiveChip[] = [];
  for (const filter of SEARCH_FILTERS[search]) {
    const values = filters[filter.name] ?? [];
    for (const value of values) {
      chips.push({ text: chipText(filter, value, lists), name: filter.name, rest: values.filter((other) => other !== value) });
    }
  }
  return chips;
}

function chipText(filter: FilterDefinition, value: string, lists: CommonData | null): string {
  switch (filter.kind) {
    case "choice":
      return valueLabel(filter.name, value, lists);
    case "terms":
      return `Skill: ${value}`;
    case "amount": {
      const amount = Number(value);
      return formatSalary({ salaryMin: filter.name === "salaryTo" ? null : amount, salaryMax: filter.name === "salaryTo" ? amount : null, salaryInterval: "monthly" });
    }
    case "date":
      return `${titleOf(filter.name)} ${formatDate(value, DATE_FORMATS.day)}`;
    case "flag":
      return titleOf(filter.name);
  }
}
