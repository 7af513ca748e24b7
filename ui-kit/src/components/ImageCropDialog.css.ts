import { style } from "@vanilla-extract/css";
import { vars } from "../theme/tokens.css.ts";

export const body = style({ display: "flex", flexDirection: "column", gap: vars.space[4] });

// The square: as wide as the dialog allows, at most 320 px; what it shows is what is kept.
export const frame = style({
  position: "relative",
  width: "min(320px, 100%)",
  aspectRatio: "1 / 1",
  marginInline: "auto",
  overflow: "hidden",
  borderRadius: vars.radius.m,
  background: vars.color.surfaceSunken,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  cursor: "grab",
  touchAction: "none",
  userSelect: "none",
  selectors: {
    "&:active": { cursor: "grabbing" },
    "&:focus-visible": { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`, outlineOffset: "2px" },
  },
});

export const image = style({
  position: "absolute",
  top: 0,
  left: 0,
  maxWidth: "none",
  transformOrigin: "0 0",
  pointerEvents: "none",
});

export const zoom = style({ display: "flex", alignItems: "center", gap: vars.space[3] });

export const zoomLabel = style({ fontWeight: vars.fontWeight.semibold });

export const slider = style({ flex: 1, accentColor: vars.color.accent, minHeight: "32px" });
