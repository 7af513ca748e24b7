import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { media } from "../theme/breakpoints.ts";
import { vars } from "../theme/tokens.css.ts";

const enter = keyframes({
  from: { opacity: 0, transform: "translateY(8px)" },
  to: { opacity: 1, transform: "none" },
});

export const region = style({
  position: "fixed",
  zIndex: 100,
  insetInline: vars.space[3],
  bottom: vars.space[3],
  display: "flex",
  flexDirection: "column-reverse",
  gap: vars.space[2],
  outline: "none",
  "@media": {
    [media.sm]: { insetInline: "auto", right: vars.space[6], bottom: vars.space[6], width: "400px" },
  },
  selectors: {
    "&[data-focus-visible]": { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`, outlineOffset: "4px" },
  },
});

export const toast = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space[3],
  padding: `${vars.space[3]} ${vars.space[3]} ${vars.space[3]} ${vars.space[4]}`,
  borderRadius: vars.radius.m,
  border: "1px solid",
  borderInlineStartWidth: "4px",
  boxShadow: vars.shadow.l,
  animation: `${enter} ${vars.duration.normal} ease-out`,
  outline: "none",
  selectors: {
    "&[data-focus-visible]": { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`, outlineOffset: "2px" },
  },
});

export const tone = styleVariants({
  danger: { background: vars.color.dangerSurface, borderColor: vars.color.dangerBorder, borderInlineStartColor: vars.color.dangerText, color: vars.color.dangerText },
  success: { background: vars.color.successSurface, borderColor: vars.color.successBorder, borderInlineStartColor: vars.color.successText, color: vars.color.successText },
  info: { background: vars.color.infoSurface, borderColor: vars.color.infoBorder, borderInlineStartColor: vars.color.infoText, color: vars.color.infoText },
});

export const icon = style({ flex: "none", marginTop: "2px" });

export const content = style({
  flex: 1,
  minWidth: 0,
  paddingTop: "1px",
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

/** The line under the message saying what was saved ("Job saved"). */
export const detail = style({
  display: "block",
  marginTop: vars.space[1],
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textSecondary,
});

export const close = style({
  display: "grid",
  placeItems: "center",
  flex: "none",
  width: "32px",
  height: "32px",
  margin: `-${vars.space[1]} 0`,
  border: 0,
  borderRadius: vars.radius.s,
  background: "transparent",
  color: vars.color.textSecondary,
  cursor: "pointer",
  selectors: {
    "&[data-hovered]": { background: "rgb(20 26 32 / 0.06)", color: vars.color.text },
    "&[data-pressed]": { background: "rgb(20 26 32 / 0.12)" },
  },
});
