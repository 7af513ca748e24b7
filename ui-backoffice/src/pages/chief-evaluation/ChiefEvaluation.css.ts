// The chief evaluation pages' looks: the application read-only beside the evaluation form on a wide screen (the
// form stays in view while the application scrolls), one column on a phone with the form after the application.
import { style } from "@vanilla-extract/css";
import { media, vars } from "@ictm/ui-kit/theme/index.ts";

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space[5], paddingBlock: vars.space[6], outline: "none" });

export const layout = style({
  display: "grid",
  gap: vars.space[6],
  minWidth: 0,
  "@media": { [media.lg]: { gridTemplateColumns: "minmax(0, 3fr) minmax(18rem, 2fr)", alignItems: "start" } },
});

export const application = style({ minWidth: 0, display: "flex", flexDirection: "column", gap: vars.space[4] });

export const aside = style({
  minWidth: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space[4],
  padding: vars.space[4],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.l,
  background: vars.color.surface,
  boxShadow: vars.shadow.s,
  "@media": { [media.lg]: { position: "sticky", top: vars.space[20], maxHeight: `calc(100dvh - ${vars.space[20]} - ${vars.space[6]})`, overflowY: "auto" } },
});

export const heading = style({ fontSize: vars.fontSize.l, fontWeight: vars.fontWeight.semibold, margin: 0 });

export const lead = style({ margin: 0, color: vars.color.textSecondary, maxWidth: vars.size.prose });

export const skip = style({ alignSelf: "flex-start" });

export const facts = style({
  margin: 0,
  display: "grid",
  gap: `${vars.space[1]} ${vars.space[4]}`,
  gridTemplateColumns: "max-content minmax(0, 1fr)",
  fontSize: vars.fontSize.s,
});

export const term = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.textSecondary });

export const value = style({ margin: 0, overflowWrap: "anywhere" });

/** The answer as recorded, on the thank-you page: a small table, left-aligned inside the centred notice. */
export const answer = style([
  facts,
  { marginBlock: vars.space[4], marginInline: "auto", maxWidth: "100%", width: "fit-content", textAlign: "left", padding: vars.space[3], border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.m },
]);
