import { style } from "@vanilla-extract/css";
import { vars } from "../theme/tokens.css.ts";

export const root = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space[3],
  padding: `${vars.space[12]} ${vars.space[6]}`,
  textAlign: "center",
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.l,
  background: vars.color.surface,
});

export const icon = style({
  display: "grid",
  placeItems: "center",
  width: "56px",
  height: "56px",
  borderRadius: "50%",
  background: vars.color.accentSoft,
  color: vars.color.accent,
  marginBottom: vars.space[1],
});

export const heading = style({ fontSize: vars.fontSize.l });

export const body = style({ color: vars.color.textSecondary, maxWidth: "48ch" });

export const action = style({ marginTop: vars.space[2] });
