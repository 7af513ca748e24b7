import { style } from "@vanilla-extract/css";
import { media, vars } from "@ictm/ui-kit/theme/index.ts";

export const provider = style({ display: "flex", alignItems: "center", gap: vars.space[2], margin: 0, color: vars.color.textSecondary, minWidth: 0 });

export const providerLogo = style({ width: "32px", height: "32px", flex: "none" });

export const providerLogoLarge = style({ width: "48px", height: "48px", flex: "none" });

/** The registration, then the link to the course's page, one under the other. */
export const actions = style({ display: "flex", flexDirection: "column", alignItems: "flex-start", gap: vars.space[4] });

export const registered = style({ display: "flex", flexDirection: "column", gap: vars.space[3] });

export const registeredLine = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space[2], margin: 0 });

export const contacts = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space[2] });

export const contactTerm = style({ fontWeight: vars.fontWeight.semibold, marginRight: vars.space[2] });

export const body = style({ display: "flex", flexDirection: "column", gap: vars.space[6] });

export const section = style({ display: "flex", flexDirection: "column", gap: vars.space[3] });

export const sectionTitle = style({ fontSize: vars.fontSize.l });

export const prose = style({ whiteSpace: "pre-line", maxWidth: vars.size.prose, margin: 0 });

export const lead = style({ fontSize: vars.fontSize.l, color: vars.color.textSecondary, lineHeight: vars.lineHeight.snug, maxWidth: vars.size.prose, margin: 0 });

// The course's own page: the head, then the facts and the text; on a desk the registration card beside them.
export const page = style({
  display: "grid",
  gap: vars.space[6],
  alignItems: "start",
  gridTemplateAreas: '"head" "side" "body"',
  "@media": {
    [media.lg]: {
      gridTemplateColumns: "minmax(0, 1fr) 320px",
      gridTemplateAreas: '"head side" "body side"',
      gridTemplateRows: "auto 1fr",
      columnGap: vars.space[10],
    },
  },
});

export const pageHead = style({ gridArea: "head", display: "flex", flexDirection: "column", gap: vars.space[3], minWidth: 0 });

export const pageBody = style({ gridArea: "body", minWidth: 0 });

export const pageSide = style({ gridArea: "side", display: "flex", flexDirection: "column", gap: vars.space[4], "@media": { [media.lg]: { position: "sticky", top: vars.space[6] } } });

export const fee = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight, margin: 0 });

export const muted = style({ color: vars.color.textSecondary, margin: 0 });
