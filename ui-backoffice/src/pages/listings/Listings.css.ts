// The listings' looks: the bar over the table (count and export), and the cells of the table (the back-office's one table style, app/lists.css.ts, stacked rows on a phone).
import { style } from "@vanilla-extract/css";
import { media, vars } from "@ictm/ui-kit/theme/index.ts";
import { dataTable, dataTableBox } from "../../app/lists.css.ts";

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space[4], minWidth: 0 });

/** The count (a live region) and "Export CSV", on one line from tablet width. */
export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space[3],
  minHeight: vars.size.control,
});

export const count = style({ margin: 0, color: vars.color.textSecondary });

/** Where the focus goes when the last row leaves: ringed for the keyboard, not for a mouse. */
export const tableArea = style({
  minWidth: 0,
  borderRadius: vars.radius.l,
  selectors: {
    "&:focus-visible": { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`, outlineOffset: "2px" },
    "&:focus:not(:focus-visible)": { outline: "none" },
  },
});

export const table = dataTable;

export const tableBox = style([dataTableBox, { minWidth: 0 }]);

export const reference = style({ fontWeight: vars.fontWeight.semibold, whiteSpace: "nowrap" });

export const type = style({
  display: "inline-block",
  padding: `0 ${vars.space[2]}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  textTransform: "uppercase",
  justifySelf: "start",
});

export const persons = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: "2px", minWidth: 0 });

export const passport = style({ fontFamily: vars.font.mono, color: vars.color.textSecondary, overflowWrap: "break-word" });

export const secondary = style({ display: "block", color: vars.color.textSecondary });

/** A date-time: one line on a desk. */
export const when = style({ "@media": { [media.lg]: { whiteSpace: "nowrap" } } });

/** The row's action: at the end of the row on a desk, under the particulars (not stretched) on a phone. */
export const actionCell = style({ textAlign: "right", justifyItems: "start", "@media": { [media.md]: { width: "1%", whiteSpace: "nowrap" } } });

export const skeletonRows = style({ display: "flex", flexDirection: "column", gap: vars.space[3], padding: vars.space[4] });

export const pager = style({ marginTop: vars.space[4] });
