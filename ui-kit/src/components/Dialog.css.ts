import { keyframes, style } from "@vanilla-extract/css";
import { media } from "../theme/breakpoints.ts";
import { vars } from "../theme/tokens.css.ts";

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({ from: { opacity: 0, transform: "translateY(12px)" }, to: { opacity: 1, transform: "none" } });

export const overlay = style({
  position: "fixed",
  inset: 0,
  zIndex: 90,
  display: "flex",
  alignItems: "flex-end",
  justifyContent: "center",
  padding: vars.space[3],
  background: "rgb(20 26 32 / 0.48)",
  selectors: { "&[data-entering]": { animation: `${fadeIn} ${vars.duration.normal} ease-out` } },
  "@media": { [media.sm]: { alignItems: "center", padding: vars.space[6] } },
});

export const modal = style({
  width: "100%",
  maxWidth: "520px",
  maxHeight: "calc(100dvh - 24px)",
  overflowY: "auto",
  background: vars.color.surface,
  borderRadius: vars.radius.l,
  boxShadow: vars.shadow.l,
  outline: "none",
  selectors: { "&[data-entering]": { animation: `${rise} ${vars.duration.normal} ease-out` } },
});

export const dialog = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[4],
  padding: vars.space[6],
  outline: "none",
});

export const heading = style({ fontSize: vars.fontSize.l });

export const body = style({ color: vars.color.textSecondary });

export const actions = style({
  display: "flex",
  flexDirection: "column-reverse",
  gap: vars.space[3],
  marginTop: vars.space[2],
  "@media": { [media.sm]: { flexDirection: "row", justifyContent: "flex-end" } },
});
