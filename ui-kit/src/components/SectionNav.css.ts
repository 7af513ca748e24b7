import { style } from "@vanilla-extract/css";
import { media } from "../theme/breakpoints.ts";
import { vars } from "../theme/tokens.css.ts";

export const nav = style({ minWidth: 0 });

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  gap: vars.space[1],
  // On a phone the sections are a row that scrolls by itself, never the page.
  overflowX: "auto",
  scrollbarWidth: "thin",
  paddingBottom: vars.space[1],
  borderBottom: `1px solid ${vars.color.border}`,
  "@media": {
    [media.lg]: { flexDirection: "column", overflowX: "visible", paddingBottom: 0, borderBottom: 0 },
  },
});

export const link = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space[2],
  minHeight: vars.size.control,
  padding: `0 ${vars.space[3]}`,
  borderRadius: vars.radius.m,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: "none",
  whiteSpace: "nowrap",
  cursor: "pointer",
  selectors: {
    "&[data-hovered]": { background: vars.color.surfaceSunken },
    '&[aria-current="page"]': {
      background: vars.color.accentSoft,
      color: vars.color.accent,
      fontWeight: vars.fontWeight.semibold,
      // Under the word in the row of a phone, beside it in the column of a desk.
      boxShadow: `inset 0 -3px 0 ${vars.color.accent}`,
    },
  },
  "@media": {
    [media.lg]: {
      selectors: { '&[aria-current="page"]': { boxShadow: `inset 3px 0 0 ${vars.color.accent}` } },
    },
  },
});

export const count = style({
  marginInlineStart: "auto",
  minWidth: "24px",
  padding: `0 ${vars.space[2]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.s,
  textAlign: "center",
});
