import { style } from "@vanilla-extract/css";
import { media, vars } from "@ictm/ui-kit/theme/index.ts";

export const searchRow = style({ maxWidth: "720px", marginBottom: vars.space[6] });

export const listColumn = style({ display: "flex", flexDirection: "column", gap: vars.space[4], minWidth: 0, scrollMarginTop: vars.space[4] });

export const suggestions = style({ marginTop: `calc(-1 * ${vars.space[4]})`, marginBottom: vars.space[6], fontSize: vars.fontSize.m });

export const showing = style({ minHeight: "1.6em", fontWeight: vars.fontWeight.semibold, color: vars.color.textSecondary });

export { failure, failureHeading } from "../shared/ListFailure.css.ts";

export const muted = style({ color: vars.color.textSecondary });

export const detail = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[3],
  padding: vars.space[5],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.l,
  boxShadow: vars.shadow.s,
  outline: "none",
  scrollMarginTop: vars.space[4],
  selectors: { "&:focus-visible": { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`, outlineOffset: "2px" } },
  "@media": { [media.md]: { padding: vars.space[8] } },
});

export const detailBody = style({ display: "flex", flexDirection: "column", gap: vars.space[6], minWidth: 0 });

// Only where the detail sits under the list.
export const backToList = style({ alignSelf: "flex-start", "@media": { [media.lg]: { display: "none" } } });

export const skeletonList = style({ display: "flex", flexDirection: "column", gap: vars.space[2] });

export const skeletonItem = style({
  display: "flex",
  gap: vars.space[3],
  padding: vars.space[4],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.l,
});

export const skeletonLines = style({ display: "flex", flexDirection: "column", gap: vars.space[2], flex: 1 });
