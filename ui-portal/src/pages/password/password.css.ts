import { style } from "@vanilla-extract/css";
import { vars } from "@ictm/ui-kit/theme/index.ts";

export const done = style({
  display: "flex",
  gap: vars.space[2],
  alignItems: "flex-start",
  marginBottom: vars.space[5],
  padding: vars.space[4],
  borderRadius: vars.radius.m,
  border: `1px solid ${vars.color.successBorder}`,
  background: vars.color.successSurface,
  color: vars.color.successText,
  fontWeight: vars.fontWeight.medium,
});

export const doneIcon = style({ flex: "none", marginTop: "3px" });

export const back = style({ marginTop: vars.space[6] });
