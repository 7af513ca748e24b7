// Checkboxes, radios and switches: the control drawn beside its label, the whole row pressable, the focus ring
// on the drawn control (the real input is visually hidden by react-aria).
import { style } from "@vanilla-extract/css";
import { vars } from "../theme/tokens.css.ts";

const focusRing = { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`, outlineOffset: "2px" } as const;

export const row = style({
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

export const text = style({ display: "flex", flexDirection: "column", gap: "2px", minWidth: 0 });

export const label = style({ fontWeight: vars.fontWeight.medium });

export const description = style({ fontSize: vars.fontSize.s, color: vars.color.textSecondary });

export const box = style({
  display: "grid",
  placeItems: "center",
  flex: "none",
  width: "22px",
  height: "22px",
  marginTop: "1px",
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.s,
  background: vars.color.surface,
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
  display: "grid",
  placeItems: "center",
  flex: "none",
  width: "22px",
  height: "22px",
  marginTop: "1px",
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: "50%",
  background: vars.color.surface,
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
