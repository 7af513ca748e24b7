import { style } from "@vanilla-extract/css";
import { media, vars } from "@ictm/ui-kit/theme/index.ts";

export const layout = style({
  display: "grid",
  gap: vars.space[6],
  alignItems: "start",
  "@media": { [media.lg]: { gridTemplateColumns: "220px minmax(0, 1fr)", gap: vars.space[10] } },
});

export const side = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[4],
  minWidth: 0,
  "@media": { [media.lg]: { position: "sticky", top: vars.space[6] } },
});

export const sideTitle = style({
  display: "none",
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: "0.06em",
  textTransform: "uppercase",
  color: vars.color.textSecondary,
  paddingInline: vars.space[3],
  "@media": { [media.lg]: { display: "block" } },
});

export const content = style({ display: "flex", flexDirection: "column", gap: vars.space[6], minWidth: 0 });

export const header = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  justifyContent: "space-between",
  gap: vars.space[4],
});

export const headerText = style({ display: "flex", flexDirection: "column", gap: vars.space[2], minWidth: 0 });

export const lead = style({ color: vars.color.textSecondary, fontSize: vars.fontSize.l, lineHeight: vars.lineHeight.snug });

/** The password link under the sections, apart from them. */
export const sideFooter = style({
  display: "none",
  paddingInline: vars.space[3],
  paddingTop: vars.space[4],
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.s,
  "@media": { [media.lg]: { display: "block" } },
});
