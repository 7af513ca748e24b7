import { style } from "@vanilla-extract/css";
import { vars } from "@ictm/ui-kit/theme/index.ts";
import { headArea } from "../../shared/RecordLayout.css.ts";

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
export { bodyArea as pageBody, layout as page, side as pageSide } from "../../shared/RecordLayout.css.ts";

export const pageHead = style([headArea, { display: "flex", flexDirection: "column", gap: vars.space[3] }]);

export const fee = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight, margin: 0 });

export const muted = style({ color: vars.color.textSecondary, margin: 0 });
