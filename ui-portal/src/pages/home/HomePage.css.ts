import { style } from "@vanilla-extract/css";
import { media, vars } from "@ictm/ui-kit/theme/index.ts";

export const hero = style({
  position: "relative",
  overflow: "hidden",
  background: `linear-gradient(160deg, ${vars.color.accentSoft} 0%, ${vars.color.surface} 70%)`,
  borderBottom: `1px solid ${vars.color.border}`,
  paddingBlock: `${vars.space[12]} ${vars.space[12]}`,
  "@media": { [media.md]: { paddingBlock: `${vars.space[20]} ${vars.space[16]}` } },
});

export const heroGrid = style({
  display: "grid",
  gap: vars.space[10],
  alignItems: "center",
  "@media": { [media.lg]: { gridTemplateColumns: "minmax(0, 1.35fr) minmax(0, 1fr)", gap: vars.space[16] } },
});

export const heroText = style({ display: "flex", flexDirection: "column", gap: vars.space[5] });

export const eyebrow = style({
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: "0.06em",
  textTransform: "uppercase",
  color: vars.color.accent,
});

export const lead = style({ fontSize: vars.fontSize.l, lineHeight: vars.lineHeight.snug, color: vars.color.textSecondary });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space[3], marginTop: vars.space[2] });

export const todayList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space[4],
});

export const todayItem = style({ display: "flex", gap: vars.space[3], alignItems: "flex-start" });

export const check = style({
  display: "grid",
  placeItems: "center",
  flex: "none",
  width: "28px",
  height: "28px",
  borderRadius: "50%",
  background: vars.color.successSurface,
  color: vars.color.successText,
});

export const todayHeading = style({ fontSize: vars.fontSize.l });

export const itemTitle = style({ fontWeight: vars.fontWeight.semibold });
export const itemText = style({ color: vars.color.textSecondary, fontSize: vars.fontSize.s });

export const section = style({
  paddingTop: vars.space[12],
  "@media": { [media.md]: { paddingTop: vars.space[16] } },
});

export const sectionHeader = style({ display: "flex", flexDirection: "column", gap: vars.space[2], marginBottom: vars.space[8] });

export const sectionLead = style({ color: vars.color.textSecondary });

export const featureGrid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space[4],
  "@media": {
    [media.sm]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [media.lg]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))", gap: vars.space[6] },
  },
});

export const featureIcon = style({
  display: "grid",
  placeItems: "center",
  width: "44px",
  height: "44px",
  borderRadius: vars.radius.m,
  background: vars.color.accentSoft,
  color: vars.color.accent,
});

export const featureText = style({ color: vars.color.textSecondary });

export const steps = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space[6],
  counterReset: "step",
  "@media": { [media.md]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } },
});

export const step = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
  paddingTop: vars.space[4],
  borderTop: `3px solid ${vars.color.accent}`,
  counterIncrement: "step",
  "::before": {
    content: "counter(step)",
    fontSize: vars.fontSize.xl,
    fontWeight: vars.fontWeight.bold,
    color: vars.color.accent,
    lineHeight: 1,
  },
});
