import { style } from "@vanilla-extract/css";
import { media, vars } from "@ictm/ui-kit/theme/index.ts";

export const layout = style({
  display: "grid",
  gap: vars.space[6],
  alignItems: "start",
  "@media": { [media.lg]: { gridTemplateColumns: "minmax(0, 1fr) 320px", gap: vars.space[10] } },
});

export const main = style({ display: "flex", flexDirection: "column", gap: vars.space[6], minWidth: 0 });

export const head = style({ display: "flex", flexDirection: "column", gap: vars.space[3] });

export const business = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space[2], color: vars.color.textSecondary });

export const businessName = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const logo = style({ width: "40px", height: "40px" });

export const facts = style({
  display: "grid",
  gap: vars.space[3],
  margin: 0,
  "@media": { [media.sm]: { gridTemplateColumns: "max-content minmax(0, 1fr)", columnGap: vars.space[6] } },
});

export const term = style({ fontSize: vars.fontSize.s, fontWeight: vars.fontWeight.semibold, color: vars.color.textSecondary });

export const definition = style({ margin: 0, overflowWrap: "anywhere" });

export const sectionHeading = style({ fontSize: vars.fontSize.l });

export const description = style({ whiteSpace: "pre-line", maxWidth: vars.size.prose });

export const skills = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexWrap: "wrap", gap: vars.space[2] });

export const side = style({ display: "flex", flexDirection: "column", gap: vars.space[4], "@media": { [media.lg]: { position: "sticky", top: vars.space[6] } } });

export const salary = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });

export const muted = style({ color: vars.color.textSecondary });

export const back = style({ marginBottom: vars.space[6] });
