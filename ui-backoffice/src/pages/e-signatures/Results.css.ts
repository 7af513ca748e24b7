// The results page: the verdict banner in its tone (valid green, invalid red, revoked amber), the checks as a list
// with round icons, and the particulars and record side by side on a desk.
import { style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "@ictm/ui-kit/theme/index.ts";

export const result = style({ display: "flex", flexDirection: "column", gap: vars.space[6], minWidth: 0 });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space[3], justifyContent: "center" });

// The icon above the words on a phone (the words keep the width), beside them from 576 px.
const bannerBase = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space[3],
  padding: vars.space[5],
  borderRadius: vars.radius.l,
  border: "1px solid",
  borderLeftWidth: "6px",
  "@media": { [media.sm]: { flexDirection: "row", gap: vars.space[4] }, [media.md]: { padding: vars.space[6] } },
});

export const banner = styleVariants({
  success: [bannerBase, { background: vars.color.successSurface, borderColor: vars.color.successBorder, color: vars.color.successText }],
  danger: [bannerBase, { background: vars.color.dangerSurface, borderColor: vars.color.dangerBorder, color: vars.color.dangerText }],
  warning: [bannerBase, { background: vars.color.warningSurface, borderColor: vars.color.warningBorder, color: vars.color.warningText }],
  neutral: [bannerBase, { background: vars.color.surfaceSunken, borderColor: vars.color.border, color: vars.color.text }],
});

export const bannerIcon = style({
  flex: "none",
  display: "grid",
  placeItems: "center",
  width: "48px",
  height: "48px",
  borderRadius: "50%",
  background: vars.color.surface,
  border: "2px solid currentColor",
});

export const bannerText = style({ display: "flex", flexDirection: "column", gap: vars.space[2], minWidth: 0 });

export const verdictWord = style({ margin: 0, fontSize: vars.fontSize.s, fontWeight: vars.fontWeight.bold, textTransform: "uppercase", letterSpacing: "0.06em" });

export const summary = style({
  margin: 0,
  fontSize: vars.fontSize.l,
  lineHeight: vars.lineHeight.tight,
  color: "inherit",
  "@media": { [media.sm]: { fontSize: vars.fontSize.xl } },
});

export const advice = style({ margin: 0, maxWidth: vars.size.prose, color: vars.color.text });

export const offline = style({
  margin: 0,
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderRadius: vars.radius.m,
  border: `1px solid ${vars.color.infoBorder}`,
  background: vars.color.infoSurface,
  color: vars.color.infoText,
  maxWidth: vars.size.prose,
});

export const block = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[3],
  padding: vars.space[5],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.l,
  background: vars.color.surface,
  minWidth: 0,
});

export const blockTitle = style({ margin: 0, fontSize: vars.fontSize.l });

export const checks = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column" });

export const check = style({
  display: "flex",
  gap: vars.space[3],
  paddingBlock: vars.space[3],
  selectors: { "& + &": { borderTop: `1px solid ${vars.color.border}` } },
});

const checkIconBase = style({
  flex: "none",
  display: "grid",
  placeItems: "center",
  width: "32px",
  height: "32px",
  borderRadius: "50%",
  border: "1px solid",
});

export const checkIcon = styleVariants({
  success: [checkIconBase, { background: vars.color.successSurface, borderColor: vars.color.successBorder, color: vars.color.successText }],
  danger: [checkIconBase, { background: vars.color.dangerSurface, borderColor: vars.color.dangerBorder, color: vars.color.dangerText }],
  warning: [checkIconBase, { background: vars.color.warningSurface, borderColor: vars.color.warningBorder, color: vars.color.warningText }],
  neutral: [checkIconBase, { background: vars.color.surfaceSunken, borderColor: vars.color.border, color: vars.color.textSecondary }],
});

export const checkText = style({ display: "flex", flexDirection: "column", gap: vars.space[1], minWidth: 0 });

export const checkHead = style({ margin: 0, display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space[2] });

export const checkName = style({ fontWeight: vars.fontWeight.semibold });

export const checkQuestion = style({ margin: 0, fontSize: vars.fontSize.s, color: vars.color.textSecondary });

export const checkReason = style({ margin: 0, overflowWrap: "anywhere" });

export const facts = style({
  display: "grid",
  gap: vars.space[6],
  alignItems: "start",
  "@media": { [media.lg]: { gridTemplateColumns: "repeat(auto-fit, minmax(0, 1fr))" } },
});

export const factList = style({ margin: 0, display: "flex", flexDirection: "column", gap: vars.space[3] });

export const fact = style({
  display: "grid",
  gap: vars.space[1],
  "@media": { [media.sm]: { gridTemplateColumns: "11rem minmax(0, 1fr)", gap: vars.space[4] } },
});

export const term = style({ fontSize: vars.fontSize.s, fontWeight: vars.fontWeight.semibold, color: vars.color.textSecondary });

export const value = style({ margin: 0, overflowWrap: "anywhere" });
