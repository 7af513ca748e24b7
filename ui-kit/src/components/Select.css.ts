import { style } from "@vanilla-extract/css";
import { vars } from "../theme/tokens.css.ts";

// The closed select looks like a text input, so a form reads as one column of alike fields.
export const trigger = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space[2],
  width: "100%",
  minHeight: vars.size.control,
  marginTop: vars.space[1],
  padding: `${vars.space[2]} ${vars.space[3]}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.m,
  background: vars.color.surface,
  fontSize: vars.fontSize.m,
  lineHeight: vars.lineHeight.snug,
  textAlign: "start",
  cursor: "pointer",
  transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  selectors: {
    "&[data-hovered]": { borderColor: vars.color.text },
    "&[data-focused]": { borderColor: vars.color.accent },
    "[data-invalid] > &": { borderColor: vars.color.dangerText, boxShadow: `inset 0 0 0 1px ${vars.color.dangerText}` },
    "&[data-disabled]": { background: vars.color.surfaceSunken, color: vars.color.textMuted, cursor: "not-allowed" },
  },
});

export const value = style({
  minWidth: 0,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  selectors: { "&[data-placeholder]": { color: vars.color.textSecondary } },
});

export const chevron = style({ flex: "none", color: vars.color.textSecondary });

export const popover = style({
  // react-aria sets --trigger-width on the popover: the list is as wide as the field.
  width: "var(--trigger-width)",
  maxHeight: "min(360px, 60vh)",
  overflowY: "auto",
  padding: vars.space[1],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  boxShadow: vars.shadow.l,
  outline: "none",
});

export const listBox = style({ outline: "none" });

export const option = style({
  display: "flex",
  alignItems: "center",
  minHeight: "40px",
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.s,
  color: vars.color.text,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-focused]": { background: vars.color.accentSoft, color: vars.color.accentHover },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "-2px" },
    "&[data-selected]": { fontWeight: vars.fontWeight.semibold, color: vars.color.accent },
    "&[data-selected]::after": { content: '"✓"', marginInlineStart: "auto", paddingInlineStart: vars.space[3] },
  },
});
