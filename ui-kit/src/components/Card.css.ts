import { style, styleVariants } from "@vanilla-extract/css";
import { media } from "../theme/breakpoints.ts";
import { vars } from "../theme/tokens.css.ts";

export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[3],
  minWidth: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.l,
  boxShadow: vars.shadow.s,
});

export const padding = styleVariants({
  regular: {
    padding: vars.space[5],
    "@media": { [media.md]: { padding: vars.space[6] } },
  },
  roomy: {
    padding: vars.space[6],
    "@media": { [media.md]: { padding: vars.space[10] } },
  },
});

export const title = style({ fontSize: vars.fontSize.l, fontWeight: vars.fontWeight.semibold });
