import { style } from "@vanilla-extract/css";
import { media } from "../theme/breakpoints.ts";
import { vars } from "../theme/tokens.css.ts";

export const nav = style({ minWidth: 0 });

// Below 992 px: the button that shows and hides the list, naming the area and the section on screen.
export const toggle = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space[3],
  width: "100%",
  minHeight: vars.size.control,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.surface,
  color: vars.color.text,
  textAlign: "start",
  cursor: "pointer",
  selectors: {
    "&[data-hovered]": { borderColor: vars.color.borderStrong },
    "&[data-pressed]": { background: vars.color.surfaceSunken },
  },
  "@media": { [media.lg]: { display: "none" } },
});

export const toggleText = style({ display: "flex", flexDirection: "column", minWidth: 0 });

export const toggleLabel = style({ fontSize: vars.fontSize.s, color: vars.color.textSecondary });

export const toggleCurrent = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.accent });

export const toggleChevron = style({
  flex: "none",
  color: vars.color.textSecondary,
  selectors: { [`${toggle}[aria-expanded="true"] &`]: { transform: "rotate(180deg)" } },
});

// One section under another; on a phone only while the button has opened it.
export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "none",
  flexDirection: "column",
  gap: vars.space[1],
  selectors: { "&[data-open]": { display: "flex", marginTop: vars.space[2] } },
  "@media": {
    [media.lg]: { display: "flex", selectors: { "&[data-open]": { marginTop: 0 } } },
  },
});

export const link = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space[2],
  minHeight: vars.size.control,
  padding: `0 ${vars.space[3]}`,
  borderRadius: vars.radius.m,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: "none",
  cursor: "pointer",
  selectors: {
    "&[data-hovered]": { background: vars.color.surfaceSunken },
    '&[aria-current="page"]': {
      background: vars.color.accentSoft,
      color: vars.color.accent,
      fontWeight: vars.fontWeight.semibold,
      boxShadow: `inset 3px 0 0 ${vars.color.accent}`,
    },
  },
});

export const count = style({
  marginInlineStart: "auto",
  minWidth: "24px",
  padding: `0 ${vars.space[2]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.s,
  textAlign: "center",
});
