import { style } from "@vanilla-extract/css";
import { rowList } from "../../app/lists.css.ts";
import { media, vars } from "@ictm/ui-kit/theme/index.ts";

export const headerRow = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  justifyContent: "space-between",
  gap: vars.space[4],
  marginBottom: vars.space[6],
});

/** A bordered list of rows (each row a grid on a desk, stacked on a phone). */
export const list = rowList;

/** One person: name and e-mail, roles, the action; stacked on phones, a row from tablet width. */
export const row = style({
  display: "grid",
  gap: vars.space[3],
  padding: vars.space[4],
  selectors: { "& + &": { borderTop: `1px solid ${vars.color.border}` } },
  "@media": {
    [media.md]: { gridTemplateColumns: "minmax(0, 2fr) minmax(0, 2fr) auto", alignItems: "center", paddingInline: vars.space[6] },
  },
});

export const who = style({ display: "flex", flexDirection: "column", gap: "2px", minWidth: 0 });

export const name = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.m, margin: 0 });

export const email = style({ color: vars.color.textSecondary, fontSize: vars.fontSize.s, overflowWrap: "anywhere" });

export const roles = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexWrap: "wrap", gap: vars.space[2] });

export const you = style({ fontWeight: vars.fontWeight.regular, color: vars.color.textSecondary });

export const count = style({ color: vars.color.textSecondary, margin: `0 0 ${vars.space[3]}` });
