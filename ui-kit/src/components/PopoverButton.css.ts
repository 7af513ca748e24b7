import { style } from "@vanilla-extract/css";
import { vars } from "../theme/tokens.css.ts";
import { floatingSurface } from "./controls.css.ts";

export const trigger = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[2],
  minHeight: vars.size.control,
  padding: `0 ${vars.space[3]} 0 ${vars.space[4]}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.m,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: "nowrap",
  cursor: "pointer",
  selectors: {
    "&[data-hovered]": { borderColor: vars.color.text },
    "&[data-pressed]": { background: vars.color.surfaceSunken },
  },
});

/** A filter in use: the accent's soft fill and border, and its words in the accent (not colour alone: the count). */
export const active = style({
  borderColor: vars.color.accent,
  background: vars.color.accentSoft,
  color: vars.color.accent,
  selectors: { "&[data-hovered]": { borderColor: vars.color.accent } },
});

export const chevron = style({ flex: "none" });

export const popover = style([
  floatingSurface,
  { width: "max-content", minWidth: "240px", maxWidth: "min(360px, calc(100vw - 24px))", maxHeight: "min(480px, var(--visual-viewport-height, 80vh))", overflowY: "auto" },
]);

export const dialog = style({ display: "flex", flexDirection: "column", gap: vars.space[3], padding: vars.space[3], outline: "none" });

export const heading = style({ fontSize: vars.fontSize.m, fontWeight: vars.fontWeight.semibold });
