import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../theme/tokens.css.ts";

export const base = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space[2],
  minHeight: vars.size.control,
  padding: `${vars.space[2]} ${vars.space[5]}`,
  border: "1px solid transparent",
  borderRadius: vars.radius.m,
  fontSize: vars.fontSize.m,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  textAlign: "center",
  textDecoration: "none",
  // Long labels wrap on a phone rather than overflow their box.
  whiteSpace: "normal",
  cursor: "pointer",
  userSelect: "none",
  WebkitTapHighlightColor: "transparent",
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  selectors: {
    "&[data-disabled]": { cursor: "not-allowed", opacity: 0.55 },
  },
});

/** While pending, pressing does nothing: no pressed look, a progress cursor. */
export const pending = style({
  cursor: "progress",
  selectors: { "&[data-pressed], &[data-hovered]": { filter: "none" } },
});

export const variant = styleVariants({
  primary: {
    background: vars.color.accent,
    color: vars.color.onAccent,
    boxShadow: vars.shadow.s,
    selectors: {
      "&[data-hovered]": { background: vars.color.accentHover },
      "&[data-pressed]": { background: vars.color.accentPressed, boxShadow: "none" },
    },
  },
  secondary: {
    background: vars.color.surface,
    color: vars.color.accent,
    borderColor: vars.color.accentMuted,
    selectors: {
      "&[data-hovered]": { background: vars.color.accentSoft },
      "&[data-pressed]": { background: vars.color.accentSoftBorder },
    },
  },
  quiet: {
    background: "transparent",
    color: vars.color.accent,
    selectors: {
      "&[data-hovered]": { background: vars.color.accentSoft },
      "&[data-pressed]": { background: vars.color.accentSoftBorder },
    },
  },
  danger: {
    background: vars.color.dangerText,
    color: vars.color.onAccent,
    selectors: {
      "&[data-hovered]": { filter: "brightness(0.92)" },
      "&[data-pressed]": { filter: "brightness(0.82)" },
    },
  },
});

export const size = styleVariants({
  regular: {},
  small: { minHeight: "36px", padding: `0 ${vars.space[3]}`, fontSize: vars.fontSize.s, whiteSpace: "nowrap" },
});

export const fullWidth = style({ width: "100%" });
