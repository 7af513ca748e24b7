import { style } from "@vanilla-extract/css";
import { media, vars } from "@ictm/ui-kit/theme/index.ts";

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space[4] });

// A long title wraps inside its card rather than widening it.
export const title = style({ fontSize: vars.fontSize.l, overflowWrap: "anywhere" });

export const titleLink = style({ color: vars.color.text, textDecoration: "none", selectors: { "&[data-hovered]": { color: vars.color.accent, textDecoration: "underline" } } });

export const facts = style({ display: "flex", flexWrap: "wrap", gap: `${vars.space[1]} ${vars.space[4]}`, margin: 0, padding: 0, listStyle: "none", color: vars.color.textSecondary });

export const salary = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const foot = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[3],
  paddingTop: vars.space[3],
  borderTop: `1px solid ${vars.color.border}`,
  "@media": { [media.sm]: { flexDirection: "row", alignItems: "center", justifyContent: "space-between" } },
});

export const closing = style({ fontSize: vars.fontSize.s, color: vars.color.textSecondary, display: "flex", alignItems: "center", gap: vars.space[2], flexWrap: "wrap" });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space[2] });
