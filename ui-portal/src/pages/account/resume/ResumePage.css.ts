import { style } from "@vanilla-extract/css";
import { vars } from "@ictm/ui-kit/theme/index.ts";

/** The Save button stays in reach at the bottom of the screen while the resume is long. */
export const saveBar = style({
  position: "sticky",
  bottom: 0,
  zIndex: 5,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space[3],
  padding: `${vars.space[3]} ${vars.space[4]}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.l,
  background: "rgb(255 255 255 / 0.96)",
  boxShadow: vars.shadow.m,
});

export const saveNote = style({ color: vars.color.textSecondary, fontSize: vars.fontSize.s });
