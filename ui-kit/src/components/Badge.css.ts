import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../theme/tokens.css.ts";

export const badge = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[1],
  flex: "none",
  width: "fit-content",
  padding: `2px ${vars.space[2]}`,
  borderRadius: vars.radius.pill,
  border: "1px solid",
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  whiteSpace: "nowrap",
});

export const tone = styleVariants({
  neutral: { background: vars.color.surfaceSunken, borderColor: vars.color.border, color: vars.color.textSecondary },
  accent: { background: vars.color.accentSoft, borderColor: vars.color.accentSoftBorder, color: vars.color.accent },
  success: { background: vars.color.successSurface, borderColor: vars.color.successBorder, color: vars.color.successText },
  warning: { background: vars.color.warningSurface, borderColor: vars.color.warningBorder, color: vars.color.warningText },
  danger: { background: vars.color.dangerSurface, borderColor: vars.color.dangerBorder, color: vars.color.dangerText },
  info: { background: vars.color.infoSurface, borderColor: vars.color.infoBorder, color: vars.color.infoText },
});

export const icon = style({ flex: "none" });
