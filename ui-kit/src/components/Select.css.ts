import { style } from "@vanilla-extract/css";
import { vars } from "../theme/tokens.css.ts";
import { controlBox, floatingSurface, invalidBox, listItem } from "./controls.css.ts";

// The closed select looks like a text input, so a form reads as one column of alike fields.
export const trigger = style([
  controlBox,
  {
    display: "flex",
    alignItems: "center",
    justifyContent: "space-between",
    gap: vars.space[2],
    textAlign: "start",
    cursor: "pointer",
    selectors: {
      "&[data-hovered]": { borderColor: vars.color.text },
      "&[data-focused]": { borderColor: vars.color.accent },
      "[data-invalid] > &": invalidBox,
      "&[data-disabled]": { background: vars.color.surfaceSunken, color: vars.color.textMuted, cursor: "not-allowed" },
    },
  },
]);

export const value = style({
  minWidth: 0,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  selectors: { "&[data-placeholder]": { color: vars.color.textSecondary } },
});

export const chevron = style({ flex: "none", color: vars.color.textSecondary });

export const popover = style([
  floatingSurface,
  {
    // react-aria sets --trigger-width on the popover: the list is as wide as the field.
    width: "var(--trigger-width)",
    maxHeight: "min(360px, 60vh)",
    overflowY: "auto",
  },
]);

export const listBox = style({ outline: "none" });

export const option = style([
  listItem,
  {
    paddingBlock: vars.space[2],
    selectors: {
      "&[data-selected]": { fontWeight: vars.fontWeight.semibold, color: vars.color.accent },
      "&[data-selected]::after": { content: '"✓"', marginInlineStart: "auto", paddingInlineStart: vars.space[3] },
    },
  },
]);
