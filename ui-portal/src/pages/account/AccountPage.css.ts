import { style } from "@vanilla-extract/css";
import { media, vars } from "@ictm/ui-kit/theme/index.ts";

export const grid = style({
  display: "grid",
  gap: vars.space[6],
  alignItems: "start",
  "@media": { [media.lg]: { gridTemplateColumns: "minmax(0, 2fr) minmax(0, 1fr)" } },
});

export const identity = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space[4],
  paddingBottom: vars.space[5],
  borderBottom: `1px solid ${vars.color.border}`,
});

export const bigAvatar = style({ width: "64px", height: "64px", fontSize: vars.fontSize.l });

export const identityText = style({ display: "flex", flexDirection: "column", gap: vars.space[1], minWidth: 0 });

export const identityName = style({ fontSize: vars.fontSize.xl, overflowWrap: "anywhere" });

export const details = style({
  display: "grid",
  gap: vars.space[4],
  margin: 0,
  "@media": { [media.sm]: { gridTemplateColumns: "max-content minmax(0, 1fr)", columnGap: vars.space[8] } },
});

export const term = style({ fontSize: vars.fontSize.s, fontWeight: vars.fontWeight.semibold, color: vars.color.textSecondary });

export const definition = style({ margin: 0, overflowWrap: "anywhere" });

export const badge = style({
  alignSelf: "flex-start",
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[1],
  padding: `2px ${vars.space[2]}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.medium,
  background: vars.color.successSurface,
  color: vars.color.successText,
});

export const muted = style({ color: vars.color.textSecondary });

export const comingList = style({ margin: 0, paddingInlineStart: vars.space[5], color: vars.color.textSecondary, display: "grid", gap: vars.space[1] });

export const side = style({ display: "flex", flexDirection: "column", gap: vars.space[6], minWidth: 0 });
