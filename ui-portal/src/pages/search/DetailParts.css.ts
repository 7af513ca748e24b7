import { style } from "@vanilla-extract/css";
import { media, vars } from "@ictm/ui-kit/theme/index.ts";

export const head = style({ display: "flex", gap: vars.space[4], alignItems: "flex-start" });

export const headMedia = style({ flex: "none" });

export const headText = style({ display: "flex", flexDirection: "column", gap: vars.space[2], minWidth: 0 });

export const title = style({ fontSize: vars.fontSize.xl, overflowWrap: "anywhere" });

export const below = style({ fontSize: vars.fontSize.l, color: vars.color.textSecondary, lineHeight: vars.lineHeight.snug });

export const bigPicture = style({ width: "64px", height: "64px", fontSize: vars.fontSize.l, "@media": { [media.md]: { width: "80px", height: "80px" } } });

export const facts = style({
  display: "grid",
  gap: vars.space[3],
  margin: 0,
  "@media": { [media.sm]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))", columnGap: vars.space[6] } },
});

export const fact = style({ display: "flex", flexDirection: "column", gap: "2px", minWidth: 0 });

export const term = style({ fontSize: vars.fontSize.s, fontWeight: vars.fontWeight.semibold, color: vars.color.textSecondary });

export const value = style({ margin: 0, overflowWrap: "anywhere" });

export const section = style({ display: "flex", flexDirection: "column", gap: vars.space[3] });

export const sectionTitle = style({ fontSize: vars.fontSize.l });

export const skills = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexWrap: "wrap", gap: vars.space[2] });

export const prose = style({ whiteSpace: "pre-line", maxWidth: vars.size.prose });

export const entries = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space[4] });

export const entry = style({ display: "flex", flexDirection: "column", gap: "2px" });

export const entryTitle = style({ fontWeight: vars.fontWeight.semibold });

export const entryLine = style({ color: vars.color.textSecondary, whiteSpace: "pre-line" });

export const actions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space[3] });

export const muted = style({ color: vars.color.textSecondary });

export const note = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
  padding: vars.space[4],
  borderRadius: vars.radius.m,
  background: vars.color.surfaceSunken,
});

export const contactList = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space[2] });
