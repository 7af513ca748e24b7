// The read-only permit section's looks: a definition list (two columns from 768 px), nested lists as cards.
import { style } from "@vanilla-extract/css";
import { media } from "../theme/breakpoints.ts";
import { vars } from "../theme/tokens.css.ts";

export const readList = style({
  margin: 0,
  display: "grid",
  gap: `${vars.space[2]} ${vars.space[6]}`,
  "@media": { [media.md]: { gridTemplateColumns: "minmax(8rem, 1fr) minmax(0, 2fr)" } },
});
export const term = style({ fontSize: vars.fontSize.s, fontWeight: vars.fontWeight.semibold, color: vars.color.textSecondary });
export const value = style({ margin: 0, overflowWrap: "anywhere", whiteSpace: "pre-line" });
export const nested = style({ display: "flex", flexDirection: "column", gap: vars.space[2], "@media": { [media.md]: { gridColumn: "1 / -1" } } });
export const nestedTitle = style({ fontSize: vars.fontSize.m, fontWeight: vars.fontWeight.semibold });
export const entries = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space[3] });
export const entry = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.m, padding: vars.space[4], background: vars.color.page, minWidth: 0 });
export const entryTitle = style({ margin: `0 0 ${vars.space[2]}`, fontWeight: vars.fontWeight.semibold });
export const muted = style({ color: vars.color.textSecondary });
export const small = style({ fontSize: vars.fontSize.s, color: vars.color.textSecondary });
export const files = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space[2] });
