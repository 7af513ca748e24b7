import { style } from "@vanilla-extract/css";
import { vars } from "../theme/tokens.css.ts";
import { controlBox, invalidBox } from "./controls.css.ts";

export const field = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[1],
  minWidth: 0,
});

export const labelRow = style({ display: "flex", alignItems: "baseline" });

export const label = style({
  fontSize: vars.fontSize.m,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const requiredMark = style({
  marginInlineStart: vars.space[1],
  color: vars.color.dangerText,
});

export const description = style({
  fontSize: vars.fontSize.s,
  color: vars.color.textSecondary,
});

export const input = style([
  controlBox,
  {
    selectors: {
      "&[data-hovered]": { borderColor: vars.color.text },
      "&[data-focused]": { borderColor: vars.color.accent },
      "&[data-invalid]": invalidBox,
      "&[data-disabled]": { background: vars.color.surfaceSunken, color: vars.color.textMuted },
      "&::placeholder": { color: vars.color.textMuted },
    },
  },
]);

export const error = style({
  display: "flex",
  gap: vars.space[1],
  alignItems: "baseline",
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.dangerText,
});

export const textArea = style({ resize: "vertical", minHeight: "96px", fieldSizing: "content" });
