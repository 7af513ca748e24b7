import { style, styleVariants } from "@vanilla-extract/css";
import { media } from "../theme/breakpoints.ts";
import { vars } from "../theme/tokens.css.ts";

export const nav = style({ minWidth: 0 });

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: `${vars.space[1]} ${vars.space[1]} ${vars.space[2]}`,
  display: "flex",
  gap: vars.space[2],
  // On a phone the steps are a row that scrolls by itself, never the page.
  overflowX: "auto",
  scrollbarWidth: "thin",
  "@media": { [media.xl]: { flexDirection: "column", overflowX: "visible", padding: 0 } },
});

export const link = style({
  display: "flex",
  flexDirection: "column",
  gap: "2px",
  minHeight: vars.size.control,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.m,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: "none",
  whiteSpace: "nowrap",
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-hovered]": { borderColor: vars.color.borderStrong },
    '&[aria-current="step"]': { borderColor: vars.color.accent, background: vars.color.accentSoft },
    "&[data-focus-visible]": { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: "2px" },
  },
  "@media": { [media.xl]: { whiteSpace: "normal" } },
});

export const label = style({
  fontWeight: vars.fontWeight.medium,
  selectors: { [`${link}[aria-current="step"] &`]: { color: vars.color.accent, fontWeight: vars.fontWeight.semibold } },
});

export const state = style({ display: "flex", alignItems: "center", gap: vars.space[2], fontSize: vars.fontSize.s, color: vars.color.textSecondary });

const dotBase = style({ width: "10px", height: "10px", borderRadius: vars.radius.pill, flexShrink: 0, border: `2px solid ${vars.color.borderStrong}` });

export const dot = styleVariants({
  neutral: [dotBase],
  warning: [dotBase, { borderColor: vars.color.warningText, background: vars.color.warningSurface }],
  success: [dotBase, { borderColor: vars.color.successText, background: vars.color.successText }],
  danger: [dotBase, { borderColor: vars.color.dangerText, background: vars.color.dangerText }],
});
