// Checkboxes, radios and switches: the control drawn beside its label, the whole row pressable, the focus ring
// on the drawn control (the real input is visually hidden by react-aria).
import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../theme/tokens.css.ts";

const focusRing = { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`, outlineOffset: "2px" } as const;

export const row = style({
  position: "relative",
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space[3],
  minHeight: "32px",
  paddingBlock: vars.space[1],
  color: vars.color.text,
  cursor: "pointer",
  WebkitTapHighlightColor: "transparent",
  selectors: { "&[data-disabled]": { cursor: "not-allowed", opacity: 0.55 } },
});

// react-aria hides the real input in a 1 px box (VisuallyHidden, inline styles) under the drawn control, so a
// click aimed at the input itself (a browser test's check(), a switch-access tool) lands on the label instead.
// The input is stretched, transparent, over the whole row: every press on the row is a press on the input, and
// the touch target is the row. Inline styles are overridden here, hence !important.
globalStyle(`${row} > span:first-child`, {
  clip: "auto !important",
  clipPath: "none !important",
  inset: "0 !important",
  width: "100% !important",
  height: "100% !important",
  margin: "0 !important",
  zIndex: 1,
});

globalStyle(`${row} > span:first-child > input`, {
  display: "block",
  width: "100%",
  height: "100%",
  margin: 0,
  opacity: 0,
  cursor: "inherit",
});

export const text = style({ display: "flex", flexDirection: "column", gap: "2px", minWidth: 0 });

export const label = style({ fontWeight: vars.fontWeight.medium });

export const description = style({ fontSize: vars.fontSize.s, color: vars.color.textSecondary });

/** The drawn box of a checkbox or circle of a radio: 22 px, a 3:1 border. */
const drawnControl = {
  display: "grid",
  placeItems: "center",
  flex: "none",
  width: "22px",
  height: "22px",
  marginTop: "1px",
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
} as const;

export const box = style({
  ...drawnControl,
  borderRadius: vars.radius.s,
  color: vars.color.onAccent,
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    [`${row}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${row}[data-selected] &`]: { background: vars.color.accent, borderColor: vars.color.accent },
    [`${row}[data-focus-visible] &`]: focusRing,
    [`${row}[data-invalid] &`]: { borderColor: vars.color.dangerText },
  },
});

export const check = style({ opacity: 0, selectors: { [`${row}[data-selected] &`]: { opacity: 1 } } });

export const radio = style({
  ...drawnControl,
  borderRadius: "50%",
  selectors: {
    "&::after": { content: '""', width: "10px", height: "10px", borderRadius: "50%", background: "transparent" },
    [`${row}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${row}[data-selected] &`]: { borderColor: vars.color.accent },
    [`${row}[data-selected] &::after`]: { background: vars.color.accent },
    [`${row}[data-focus-visible] &`]: focusRing,
  },
});

export const track = style({
  position: "relative",
  flex: "none",
  width: "44px",
  height: "24px",
  marginTop: "1px",
  borderRadius: vars.radius.pill,
  // The off track's edge meets 3:1 against white (a control boundary, WCAG 1.4.11).
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    [`${row}[data-selected] &`]: { background: vars.color.accent, borderColor: vars.color.accent },
    [`${row}[data-focus-visible] &`]: focusRing,
  },
});

export const thumb = style({
  position: "absolute",
  top: "2px",
  left: "2px",
  width: "16px",
  height: "16px",
  borderRadius: "50%",
  background: vars.color.borderStrong,
  transition: `transform ${vars.duration.normal}, background-color ${vars.duration.fast}`,
  selectors: {
    [`${row}[data-selected] &`]: { transform: "translateX(20px)", background: vars.color.onAccent },
  },
});

export const group = style({ display: "flex", flexDirection: "column", gap: vars.space[2], minWidth: 0, border: 0, margin: 0, padding: 0 });

export const options = style({ display: "flex", flexDirection: "column", gap: vars.space[1] });
