import { style } from "@vanilla-extract/css";
import { vars } from "../theme/tokens.css.ts";

export const group = style({ width: "auto", maxWidth: "100%" });

/** The two days side by side; on a narrow screen they wrap rather than overflow. */
export const inputs = style({ display: "flex", flexWrap: "wrap", alignItems: "center", columnGap: vars.space[1], flex: 1, minWidth: 0, paddingBlock: vars.space[2] });

export const input = style({ display: "flex" });

export const dash = style({ color: vars.color.textSecondary, paddingInline: vars.space[1] });

/** A day of the range calendar: the days between the ends soft, the two ends solid. */
export const cell = style({
  display: "grid",
  placeItems: "center",
  width: "40px",
  height: "40px",
  cursor: "pointer",
  outline: "none",
  fontVariantNumeric: "tabular-nums",
  borderRadius: 0,
  selectors: {
    "&[data-outside-month]": { visibility: "hidden" },
    "&[data-hovered]": { background: vars.color.accentSoft },
    "&[data-selected]": { background: vars.color.accentSoft, color: vars.color.accentHover },
    "&[data-selection-start]": { background: vars.color.accent, color: vars.color.onAccent, fontWeight: vars.fontWeight.semibold, borderStartStartRadius: vars.radius.m, borderEndStartRadius: vars.radius.m },
    "&[data-selection-end]": { background: vars.color.accent, color: vars.color.onAccent, fontWeight: vars.fontWeight.semibold, borderStartEndRadius: vars.radius.m, borderEndEndRadius: vars.radius.m },
    "&[data-disabled], &[data-unavailable]": { color: vars.color.textMuted, textDecoration: "line-through", cursor: "not-allowed", background: "transparent" },
    "&[data-focus-visible]": { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`, outlineOffset: "-2px" },
  },
});
