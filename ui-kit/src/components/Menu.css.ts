import { style } from "@vanilla-extract/css";
import { media } from "../theme/breakpoints.ts";
import { vars } from "../theme/tokens.css.ts";
import { floatingSurface, listItem } from "./controls.css.ts";

export const trigger = style({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[2],
  maxWidth: "min(60vw, 280px)",
  minHeight: vars.size.control,
  padding: `0 ${vars.space[2]} 0 ${vars.space[1]}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  cursor: "pointer",
  selectors: {
    "&[data-hovered]": { borderColor: vars.color.borderStrong },
    "&[data-pressed]": { background: vars.color.surfaceSunken },
  },
});

// On phones the trigger shows the picture only; the name stays in the accessible name (clipped, not removed).
export const triggerLabel = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  "@media": {
    [media.sm]: {
      position: "static",
      width: "auto",
      height: "auto",
      clip: "auto",
      textOverflow: "ellipsis",
      maxWidth: "16ch",
    },
    [media.md]: { maxWidth: "24ch" },
  },
});

export const chevron = style({ flex: "none", color: vars.color.textSecondary });

export const popover = style([floatingSurface, { minWidth: "220px" }]);

export const header = style({
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderBottom: `1px solid ${vars.color.border}`,
  marginBottom: vars.space[1],
  fontSize: vars.fontSize.s,
  color: vars.color.textSecondary,
  overflowWrap: "anywhere",
});

export const menu = style({ outline: "none" });

export const item = style([listItem, { gap: vars.space[2] }]);

export const dangerItem = style({ color: vars.color.dangerText });
