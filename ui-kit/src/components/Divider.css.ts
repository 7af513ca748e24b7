import { style } from "@vanilla-extract/css";
import { vars } from "../theme/tokens.css.ts";

export const divider = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space[3],
  maxWidth: "none",
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.s,
  selectors: {
    "&::before, &::after": { content: '""', flex: 1, height: "1px", background: vars.color.border },
  },
});

export const text = style({ flex: "none" });
