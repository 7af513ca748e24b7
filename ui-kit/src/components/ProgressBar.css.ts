import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "../theme/tokens.css.ts";

const slide = keyframes({
  from: { transform: "translateX(-100%)" },
  to: { transform: "translateX(250%)" },
});

export const root = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
  width: "100%",
});

export const header = style({
  display: "flex",
  justifyContent: "space-between",
  gap: vars.space[3],
  fontSize: vars.fontSize.s,
  color: vars.color.textSecondary,
});

export const label = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text });

export const track = style({
  position: "relative",
  height: "8px",
  overflow: "hidden",
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  // The track edge meets 3:1 for people who cannot see the fill colour alone.
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
});

export const fill = style({
  height: "100%",
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  transition: `width ${vars.duration.normal}`,
});

export const indeterminate = style({
  width: "40%",
  animation: `${slide} 1.2s ease-in-out infinite`,
});

export const spinnerRow = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space[3],
  color: vars.color.accent,
});
