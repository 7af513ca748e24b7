import { style } from "@vanilla-extract/css";
import { vars } from "../theme/tokens.css.ts";

// react-aria marks the Tabs root focus-visible while anything inside it has keyboard focus; the tab and the panel
// draw their own rings, so the root draws none (the global ring would frame the whole tab area).
export const tabs = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[5],
  minWidth: 0,
  selectors: { "&[data-focus-visible]": { outline: "none" } },
});

export const list = style({
  display: "flex",
  gap: vars.space[1],
  // A phone scrolls the row of tabs, never the page.
  overflowX: "auto",
  scrollbarWidth: "thin",
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[2],
  flex: "none",
  minHeight: vars.size.control,
  padding: `0 ${vars.space[3]}`,
  marginBottom: "-1px",
  borderBottom: "3px solid transparent",
  borderRadius: `${vars.radius.s} ${vars.radius.s} 0 0`,
  color: vars.color.textSecondary,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: "nowrap",
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-hovered]": { color: vars.color.text, background: vars.color.surfaceSunken },
    "&[data-selected]": { color: vars.color.accent, borderBottomColor: vars.color.accent, fontWeight: vars.fontWeight.semibold },
    "&[data-focus-visible]": { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`, outlineOffset: "-3px" },
    "&[data-disabled]": { opacity: 0.55, cursor: "not-allowed" },
  },
});

export const panel = style({
  minWidth: 0,
  outline: "none",
  borderRadius: vars.radius.m,
  selectors: { "&[data-focus-visible]": { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`, outlineOffset: "4px" } },
});
