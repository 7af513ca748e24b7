import { style } from "@vanilla-extract/css";
import { vars } from "../theme/tokens.css.ts";

export const avatar = style({
  display: "inline-grid",
  placeItems: "center",
  flex: "none",
  width: "32px",
  height: "32px",
  borderRadius: "50%",
  overflow: "hidden",
  background: vars.color.accentSoft,
  color: vars.color.accent,
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.semibold,
  boxShadow: `inset 0 0 0 1px ${vars.color.accentSoftBorder}`,
});

export const image = style({ width: "100%", height: "100%", objectFit: "cover" });

/** A business's logo: a rounded square that shows the whole logo on white. */
export const logo = style({ borderRadius: vars.radius.s, background: vars.color.surface });

export const logoImage = style({ objectFit: "contain" });
