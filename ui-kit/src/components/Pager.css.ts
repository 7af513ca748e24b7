import { style } from "@vanilla-extract/css";
import { media } from "../theme/breakpoints.ts";
import { vars } from "../theme/tokens.css.ts";

export const nav = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space[2],
  "@media": { [media.sm]: { flexWrap: "nowrap", justifyContent: "center" } },
});

const target = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: "40px",
  borderRadius: vars.radius.m,
  color: vars.color.accent,
  fontWeight: vars.fontWeight.medium,
  textDecoration: "none",
  cursor: "pointer",
  selectors: {
    "&[data-hovered]": { background: vars.color.accentSoft, textDecoration: "underline" },
    "&[data-pressed]": { background: vars.color.accentSoftBorder },
  },
});

export const step = style([
  target,
  {
    gap: vars.space[1],
    padding: `0 ${vars.space[2]}`,
    whiteSpace: "nowrap",
    selectors: {
      "&[data-disabled]": { color: vars.color.textMuted, cursor: "default", background: "transparent", textDecoration: "none" },
    },
  },
]);

// Under Previous and Next on a phone (a row of its own), between them from 576 px.
export const numbers = style({
  order: 3,
  flexBasis: "100%",
  display: "flex",
  justifyContent: "center",
  alignItems: "center",
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": { [media.sm]: { order: 0, flexBasis: "auto" } },
});

export const number = style([
  target,
  {
    minWidth: "36px",
    padding: `0 ${vars.space[2]}`,
    fontVariantNumeric: "tabular-nums",
    selectors: {
      '&[aria-current="page"]': { background: vars.color.accent, color: vars.color.onAccent, fontWeight: vars.fontWeight.semibold, textDecoration: "none" },
    },
  },
]);

export const gap = style({ minWidth: "20px", textAlign: "center", color: vars.color.textSecondary });

export const chevron = style({ flex: "none", width: "18px", height: "18px" });
