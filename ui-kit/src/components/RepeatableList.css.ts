import { style } from "@vanilla-extract/css";
import { media } from "../theme/breakpoints.ts";
import { vars } from "../theme/tokens.css.ts";

export const section = style({ display: "flex", flexDirection: "column", gap: vars.space[4], minWidth: 0 });

export const header = style({ display: "flex", flexDirection: "column", gap: vars.space[1] });

export const title = style({ fontSize: vars.fontSize.l });

export const hint = style({ color: vars.color.textSecondary, fontSize: vars.fontSize.s });

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space[4] });

export const item = style({
  padding: vars.space[4],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.page,
  "@media": { [media.md]: { padding: vars.space[5] } },
});

/** The group inside an entry's box: its title row, then its fields. */
export const entry = style({ display: "flex", flexDirection: "column", gap: vars.space[4], minWidth: 0 });

export const itemHeader = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space[2],
  paddingBottom: vars.space[3],
  borderBottom: `1px solid ${vars.color.border}`,
});

export const itemTitle = style({ fontSize: vars.fontSize.m, fontWeight: vars.fontWeight.semibold, overflowWrap: "anywhere", outline: "none" });

export const itemActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space[1] });

export const fields = style({
  display: "grid",
  gap: vars.space[4],
  "@media": { [media.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

/** A field that takes the whole row of the two-column grid (a description). */
export const wide = style({ "@media": { [media.md]: { gridColumn: "1 / -1" } } });

export const empty = style({
  padding: vars.space[4],
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.m,
  color: vars.color.textSecondary,
});
