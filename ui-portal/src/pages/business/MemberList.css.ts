// A member list screen (a vacancy's applicants, a course's registrants): the page's column, the switch between lists
// as segmented links, the "showing" line, the list box of rows. Each screen adds its own rows' styles.
import { style } from "@vanilla-extract/css";
import { vars } from "@ictm/ui-kit/theme/index.ts";

export { failure, failureHeading } from "../shared/ListFailure.css.ts";

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space[5], minWidth: 0 });

/** The lists as one segmented control: links, so each list has its address. Each screen says how it lays out. */
export const switcherBox = style({
  alignSelf: "flex-start",
  maxWidth: "100%",
  padding: vars.space[1],
  gap: vars.space[1],
  borderRadius: vars.radius.m,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
});

export const switchLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "40px",
  padding: `0 ${vars.space[4]}`,
  borderRadius: vars.radius.s,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: "none",
  whiteSpace: "nowrap",
  selectors: {
    "&[data-hovered]": { textDecoration: "underline" },
    '&[aria-current="page"]': { background: vars.color.surface, color: vars.color.accent, fontWeight: vars.fontWeight.semibold, boxShadow: vars.shadow.s },
    "&[data-focus-visible]": { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`, outlineOffset: "2px" },
  },
});

export const showing = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.textSecondary });

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.l,
  background: vars.color.surface,
  selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
});
