// The board page's looks: a wide container for the columns and the content of a card.
import { style } from "@vanilla-extract/css";
import { vars } from "@ictm/ui-kit/theme/index.ts";

export const page = style({ padding: `${vars.space[4]} ${vars.space[4]} ${vars.space[6]}`, minWidth: 0 });

export const head = style({ display: "flex", flexWrap: "wrap", alignItems: "baseline", justifyContent: "space-between", gap: vars.space[2], marginBottom: vars.space[4] });

export const title = style({ fontSize: vars.fontSize.xl });

export const lead = style({ color: vars.color.textSecondary, fontSize: vars.fontSize.s });

/** The links to the workflow's listings, at the end of the head. */
export const listings = style({ display: "flex", flexWrap: "wrap", gap: `${vars.space[2]} ${vars.space[4]}`, marginInlineStart: "auto" });

export const cardContent = style({ display: "flex", flexDirection: "column", alignItems: "flex-start", gap: vars.space[1], minWidth: 0 });

export const cardTop = style({ display: "flex", alignItems: "center", gap: vars.space[2], flexWrap: "wrap" });

export const cardLink = style({
  color: vars.color.accent,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: "underline",
  textUnderlineOffset: "2px",
  ":hover": { color: vars.color.accentHover },
  ":focus-visible": { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`, outlineOffset: "2px", borderRadius: vars.radius.s },
});

export const type = style({
  padding: `0 ${vars.space[2]}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textSecondary,
});

export const business = style({ margin: 0, overflowWrap: "anywhere" });

/** The card's age in its step and, past the step's target, the overdue badge beside it (wrapping under it when narrow). */
export const ageRow = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: `${vars.space[1]} ${vars.space[2]}` });

/** The overdue badge's holder (it carries the badge's full words as its title). */
export const overdue = style({ display: "inline-flex" });

export const age = style({ margin: 0, fontSize: vars.fontSize.s, color: vars.color.textSecondary });

/** The final approval's remarks on a card: two lines at most (the panel has them whole). */
export const remarks = style({
  margin: 0,
  fontSize: vars.fontSize.s,
  color: vars.color.textSecondary,
  overflowWrap: "anywhere",
  display: "-webkit-box",
  WebkitLineClamp: 2,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
});

export const skeletonRow = style({ display: "flex", gap: vars.space[4], overflow: "hidden" });
