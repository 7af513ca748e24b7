import { style } from "@vanilla-extract/css";
import { media, vars } from "@ictm/ui-kit/theme/index.ts";
import { bodyArea } from "../shared/RecordLayout.css.ts";

// On a phone: the title, then salary and Save, then the rest; on a desk the Save card sits beside both.
export { headArea, layout, side } from "../shared/RecordLayout.css.ts";

export const main = style([bodyArea, { display: "flex", flexDirection: "column", gap: vars.space[6] }]);

export const head = style({ display: "flex", flexDirection: "column", gap: vars.space[3] });

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

export const salary = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });

export const muted = style({ color: vars.color.textSecondary });

export const back = style({ marginBottom: vars.space[6] });

/** "This vacancy closed on …": read first, calm but plain (the warning colours of a "Closed" badge). */
export const closedNotice = style({
  margin: 0,
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderRadius: vars.radius.m,
  border: `1px solid ${vars.color.warningBorder}`,
  background: vars.color.warningSurface,
  color: vars.color.warningText,
  fontWeight: vars.fontWeight.semibold,
});
