import { style } from "@vanilla-extract/css";
import { vars } from "../theme/tokens.css.ts";

export const form = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[5],
});

export const note = style({
  fontSize: vars.fontSize.s,
  color: vars.color.textSecondary,
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space[3],
  marginTop: vars.space[2],
});
