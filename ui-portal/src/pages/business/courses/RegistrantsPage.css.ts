import { style } from "@vanilla-extract/css";
import { media, vars } from "@ictm/ui-kit/theme/index.ts";

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space[5], minWidth: 0 });

export const search = style({ maxWidth: "720px" });

/** The two lists as one segmented control: links, so each list has its address. */
export const switcher = style({
  display: "inline-flex",
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

/** Stacked on a phone; who, when and the status side by side from 768 px, a pending request's answers under them. */
export const row = style({
  display: "grid",
  gap: vars.space[2],
  padding: vars.space[4],
  selectors: { "& + &": { borderTop: `1px solid ${vars.color.border}` } },
  "@media": { [media.md]: { gridTemplateColumns: "minmax(0, 1.2fr) minmax(0, 1fr) auto", alignItems: "center", gap: vars.space[4] } },
});

export const who = style({ minWidth: 0 });

export const name = style({ fontSize: vars.fontSize.m, fontWeight: vars.fontWeight.semibold, overflowWrap: "anywhere" });

export const email = style({ color: vars.color.textSecondary, overflowWrap: "anywhere" });

export const hidden = style({ color: vars.color.textSecondary, fontStyle: "italic" });

export const when = style({ fontSize: vars.fontSize.s, color: vars.color.textSecondary });

export const state = style({ display: "flex", "@media": { [media.md]: { justifyContent: "flex-end" } } });

export const decisions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space[2],
  "@media": { [media.md]: { gridColumn: "1 / -1", justifyContent: "flex-end" } },
});

export { failure, failureHeading } from "../../shared/ListFailure.css.ts";
