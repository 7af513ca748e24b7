// The back-office's bordered list of rows (staff members, signatories, issued letters) and its table (signing keys,
// the approved and archived listings): one style each, the pages' row and cell styles inside them are their own.
import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "@ictm/ui-kit/theme/index.ts";

export const rowList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.l,
  background: vars.color.surface,
  overflow: "hidden",
});

/** A table on a desk; each row a card of label–value lines on a phone. */
export const dataTable = style({ width: "100%", borderCollapse: "collapse", fontSize: vars.fontSize.s });

globalStyle(`${dataTable} th, ${dataTable} td`, { textAlign: "left", verticalAlign: "top", padding: `${vars.space[3]} ${vars.space[4]}` });
// A row's header cell (what the row is about) reads as the other cells do; only the column heads are bold.
globalStyle(`${dataTable} tbody th`, { fontWeight: vars.fontWeight.regular });
globalStyle(`${dataTable} thead th`, { color: vars.color.textSecondary, fontWeight: vars.fontWeight.semibold, borderBottom: `1px solid ${vars.color.border}`, whiteSpace: "nowrap" });
globalStyle(`${dataTable} tbody tr + tr :is(th, td)`, { borderTop: `1px solid ${vars.color.border}` });
globalStyle(`${dataTable} thead`, { "@media": { "screen and (max-width: 767.98px)": { display: "none" } } });
globalStyle(`${dataTable} tbody tr`, { "@media": { "screen and (max-width: 767.98px)": { display: "grid", gap: vars.space[1], padding: `${vars.space[3]} 0` } } });
globalStyle(`${dataTable} tbody tr + tr`, { "@media": { "screen and (max-width: 767.98px)": { borderTop: `1px solid ${vars.color.border}` } } });
globalStyle(`${dataTable} tbody :is(th, td)`, {
  "@media": { "screen and (max-width: 767.98px)": { display: "grid", gridTemplateColumns: "7.5rem minmax(0, 1fr)", gap: vars.space[2], padding: `2px ${vars.space[4]}`, border: 0 } },
});
globalStyle(`${dataTable} tbody tr + tr :is(th, td)`, { "@media": { "screen and (max-width: 767.98px)": { borderTop: 0 } } });
globalStyle(`${dataTable} tbody :is(th, td)::before`, {
  "@media": { "screen and (max-width: 767.98px)": { content: "attr(data-label)", color: vars.color.textSecondary, fontWeight: vars.fontWeight.semibold } },
});

export const dataTableBox = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.l,
  background: vars.color.surface,
  overflow: "hidden",
});
