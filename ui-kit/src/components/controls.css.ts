// The looks several components share, defined once: the box of a field (a text input, a select's button, a
// date field), a floating surface (a menu, a select's list, a calendar) and an item in such a list.
import { style } from "@vanilla-extract/css";
import { vars } from "../theme/tokens.css.ts";

/** A field's box; each field adds its own state selectors (its invalid state sits on different elements). */
export const controlBox = style({
  width: "100%",
  minHeight: vars.size.control,
  marginTop: vars.space[1],
  padding: `${vars.space[2]} ${vars.space[3]}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.m,
  background: vars.color.surface,
  fontSize: vars.fontSize.m,
  lineHeight: vars.lineHeight.snug,
  transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
});

/** The invalid look of a field's box: a thicker danger border, not colour alone. */
export const invalidBox = { borderColor: vars.color.dangerText, boxShadow: `inset 0 0 0 1px ${vars.color.dangerText}` } as const;

export const floatingSurface = style({
  padding: vars.space[1],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  boxShadow: vars.shadow.l,
  outline: "none",
});

/** An option in a listbox or an item in a menu. */
export const listItem = style({
  display: "flex",
  alignItems: "center",
  minHeight: "40px",
  padding: `0 ${vars.space[3]}`,
  borderRadius: vars.radius.s,
  color: vars.color.text,
  cursor: "pointer",
  outline: "none",
  textDecoration: "none",
  selectors: {
    "&[data-focused]": { background: vars.color.accentSoft, color: vars.color.accentHover },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "-2px" },
    "&[data-pressed]": { background: vars.color.accentSoftBorder },
  },
});
