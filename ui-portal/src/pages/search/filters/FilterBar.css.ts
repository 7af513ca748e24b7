import { style } from "@vanilla-extract/css";
import { media, vars } from "@ictm/ui-kit/theme/index.ts";

export const bar = style({ display: "flex", flexDirection: "column", gap: vars.space[3], marginBottom: vars.space[6], minWidth: 0 });

/** The buttons in a row that wraps; from 768 px only (the phone has one button and a dialog). */
export const wide = style({ display: "none", "@media": { [media.md]: { display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space[2] } } });

export const narrow = style({ display: "flex", "@media": { [media.md]: { display: "none" } } });

/** Where focus goes after "Clear filters" (the visible one of the two kinds). */
export const filterButton = style({});

export const flag = style({ display: "flex", alignItems: "center", paddingInline: vars.space[2] });

export const chips = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space[2], minWidth: 0 });

/** TagChips' list keeps a gap above it (under a field); beside "Clear filters" it sits on the same line. */
export const chipList = style({ marginTop: `calc(-1 * ${vars.space[2]})` });

export const amounts = style({ display: "flex", flexDirection: "column", gap: vars.space[3], minWidth: "200px" });

export const terms = style({ minWidth: "240px" });

export const dialogBody = style({ display: "flex", flexDirection: "column", gap: vars.space[5] });

export const dialogSection = style({ display: "flex", flexDirection: "column", gap: vars.space[2], minWidth: 0 });

export const sectionHeading = style({ fontSize: vars.fontSize.m, fontWeight: vars.fontWeight.semibold });
