import { style } from "@vanilla-extract/css";
import { vars } from "../theme/tokens.css.ts";
import { controlBox, floatingSurface, invalidBox } from "./controls.css.ts";

export const group = style([
  controlBox,
  {
    display: "flex",
    alignItems: "center",
    gap: vars.space[2],
    paddingBlock: 0,
    paddingInlineEnd: vars.space[1],
    selectors: {
      "&[data-hovered]": { borderColor: vars.color.text },
      "&[data-focus-within]": { borderColor: vars.color.accent },
      "&[data-invalid]": invalidBox,
      "&[data-disabled]": { background: vars.color.surfaceSunken, color: vars.color.textMuted },
    },
  },
]);

export const input = style({ display: "flex", flex: 1, minWidth: 0, paddingBlock: vars.space[2] });

export const segment = style({
  padding: "0 2px",
  borderRadius: vars.radius.s,
  fontVariantNumeric: "tabular-nums",
  outline: "none",
  selectors: {
    "&[data-placeholder]": { color: vars.color.textMuted },
    "&[data-type='literal']": { color: vars.color.textSecondary },
    "&[data-focused]": { background: vars.color.accent, color: vars.color.onAccent },
  },
});

export const calendarButton = style({
  display: "grid",
  placeItems: "center",
  flex: "none",
  width: "36px",
  height: "36px",
  border: 0,
  borderRadius: vars.radius.s,
  background: "transparent",
  color: vars.color.accent,
  cursor: "pointer",
  selectors: {
    "&[data-hovered]": { background: vars.color.accentSoft },
    "&[data-pressed]": { background: vars.color.accentSoftBorder },
  },
});

export const popover = style([floatingSurface, { padding: vars.space[3] }]);

export const calendar = style({ display: "flex", flexDirection: "column", gap: vars.space[2], outline: "none" });

export const calendarHeader = style({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: vars.space[2] });

export const calendarHeading = style({ fontSize: vars.fontSize.m, fontWeight: vars.fontWeight.semibold });

export const grid = style({ borderCollapse: "collapse" });

export const weekday = style({ fontSize: vars.fontSize.s, fontWeight: vars.fontWeight.medium, color: vars.color.textSecondary, paddingBottom: vars.space[1] });

export const cell = style({
  display: "grid",
  placeItems: "center",
  width: "40px",
  height: "40px",
  borderRadius: vars.radius.m,
  cursor: "pointer",
  outline: "none",
  fontVariantNumeric: "tabular-nums",
  selectors: {
    "&[data-outside-month]": { display: "none" },
    "&[data-hovered]": { background: vars.color.accentSoft },
    "&[data-selected]": { background: vars.color.accent, color: vars.color.onAccent, fontWeight: vars.fontWeight.semibold },
    "&[data-disabled], &[data-unavailable]": { color: vars.color.textMuted, textDecoration: "line-through", cursor: "not-allowed", background: "transparent" },
    "&[data-focus-visible]": { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`, outlineOffset: "1px" },
  },
});
