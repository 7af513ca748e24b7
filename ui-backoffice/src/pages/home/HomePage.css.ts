import { style } from "@vanilla-extract/css";
import { media, vars } from "@ictm/ui-kit/theme/index.ts";

export const grid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space[4],
  "@media": {
    [media.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: vars.space[6] },
    [media.xl]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
  },
});

export const cardHead = style({ display: "flex", alignItems: "center", gap: vars.space[3] });

export const cardIcon = style({
  display: "grid",
  placeItems: "center",
  flex: "none",
  width: "44px",
  height: "44px",
  borderRadius: vars.radius.m,
  background: vars.color.accentSoft,
  color: vars.color.accent,
});

export const cardTitle = style({ fontSize: vars.fontSize.l });

export const typesLabel = style({ fontSize: vars.fontSize.s, fontWeight: vars.fontWeight.semibold, color: vars.color.textSecondary });

export const types = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space[2],
});

export const type = style({
  padding: `2px ${vars.space[2]}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.page,
  fontSize: vars.fontSize.s,
  color: vars.color.textSecondary,
});

export const cardFoot = style({
  marginTop: "auto",
  paddingTop: vars.space[4],
  borderTop: `1px solid ${vars.color.border}`,
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space[2]} ${vars.space[4]}`,
});
