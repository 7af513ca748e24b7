// The statistics pages' looks: the range bar, the summary tiles, the sections (heading, Chart/Table, CSV), the
// number tables (they scroll sideways on a phone rather than stack: columns of numbers are read across), the
// charts' box and legend, and the holidays' list.
import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "@ictm/ui-kit/theme/index.ts";

/** A bordered box on the surface colour: the range bar, a tile, a section. */
const card = { padding: vars.space[4], border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.l, background: vars.color.surface } as const;

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space[6], minWidth: 0 });

export const headerRow = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", justifyContent: "space-between", gap: vars.space[3] });

/** The range: the field and Apply, then the quick ranges, wrapping on a phone. */
export const rangeBar = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[3],
  ...card,
});

export const rangeForm = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-start", gap: vars.space[3] });

export const rangeField = style({ flex: "1 1 18rem", maxWidth: "26rem" });

/** Apply sits level with the field's box (under its label) beside it; under it on a phone. */
export const rangeApply = style({ "@media": { [media.sm]: { marginTop: "calc(1.6em + 8px)" } } });

export const presets = style({ display: "flex", flexWrap: "wrap", gap: vars.space[2], alignItems: "center" });

export const presetsLabel = style({ fontSize: vars.fontSize.s, color: vars.color.textSecondary, marginInlineEnd: vars.space[1] });

export const rangeNote = style({ margin: 0, fontSize: vars.fontSize.s, color: vars.color.textSecondary });

/** Four tiles: two a row on a phone, four from tablet width. */
export const tiles = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space[3],
  margin: 0,
  "@media": { [media.md]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" } },
});

export const tile = style({
  display: "flex",
  flexDirection: "column-reverse",
  justifyContent: "flex-end",
  gap: vars.space[1],
  ...card,
  minWidth: 0,
});

export const tileLabel = style({ color: vars.color.textSecondary, fontSize: vars.fontSize.s, fontWeight: vars.fontWeight.semibold });

export const tileValue = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, fontVariantNumeric: "tabular-nums", lineHeight: vars.lineHeight.tight });

export const tileSwatch = style({ display: "inline-block", width: "10px", height: "10px", borderRadius: "2px", marginInlineEnd: vars.space[2] });

export const section = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[3],
  ...card,
  minWidth: 0,
  "@media": { [media.md]: { padding: vars.space[6] } },
});

export const sectionHead = style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: vars.space[3] });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.l });

export const sectionLead = style({ margin: 0, color: vars.color.textSecondary, fontSize: vars.fontSize.s, maxWidth: vars.size.prose });

export const subTitle = style({ margin: `${vars.space[4]} 0 0`, fontSize: vars.fontSize.m });

/** Shown while a newer range loads: the older answer dimmed. */
export const busy = style({ opacity: 0.55, transition: `opacity ${vars.duration.normal}` });

/** A number table's box: scrolls sideways on a narrow screen (focusable, so the keyboard scrolls it too). */
export const tableScroll = style({
  // Positioned: what is visually hidden inside (a column's name) is laid out in it, not out on the page.
  position: "relative",
  overflowX: "auto",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  selectors: { "&:focus-visible": { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`, outlineOffset: "2px" } },
});

export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: vars.fontSize.s, fontVariantNumeric: "tabular-nums" });

globalStyle(`${table} caption`, { textAlign: "left", padding: `${vars.space[2]} ${vars.space[3]}`, color: vars.color.textSecondary, captionSide: "top" });
globalStyle(`${table} th, ${table} td`, { padding: `${vars.space[2]} ${vars.space[3]}`, textAlign: "right", whiteSpace: "nowrap", borderTop: `1px solid ${vars.color.border}` });
globalStyle(`${table} thead th`, { color: vars.color.textSecondary, fontWeight: vars.fontWeight.semibold, background: vars.color.page, verticalAlign: "bottom" });
globalStyle(`${table} :is(thead, tbody, tfoot) th:first-child, ${table} td.text`, { textAlign: "left" });
globalStyle(`${table} tbody th`, { fontWeight: vars.fontWeight.medium });
globalStyle(`${table} tfoot :is(th, td)`, { fontWeight: vars.fontWeight.semibold, borderTop: `2px solid ${vars.color.borderStrong}` });

export const textCell = style({ textAlign: "left" });
globalStyle(`${table} ${textCell}`, { textAlign: "left" });

export const over = style({ color: vars.color.dangerText, fontWeight: vars.fontWeight.semibold });

export const swatch = style({ display: "inline-block", flex: "none", width: "12px", height: "12px", borderRadius: "3px", marginInlineEnd: vars.space[2], verticalAlign: "-1px" });

/** The chart's box: as wide as its section; the SVG draws to the measured width. */
export const chartBox = style({ width: "100%", minWidth: 0, position: "relative" });

export const chartSvg = style({ display: "block", overflow: "visible" });

export const legend = style({ display: "flex", flexWrap: "wrap", gap: `${vars.space[1]} ${vars.space[4]}`, margin: 0, padding: 0, listStyle: "none", fontSize: vars.fontSize.s, color: vars.color.textSecondary });

export const legendItem = style({ display: "inline-flex", alignItems: "center" });

export const chartSkeleton = style({ display: "flex", flexDirection: "column", gap: vars.space[2] });

export const twoColumns = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space[6],
  "@media": { [media.lg]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)" } },
});

/** The end-to-end figures: two a row on a phone, in one row from tablet width. */
export const spreadTiles = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: `${vars.space[3]} ${vars.space[6]}`,
  margin: 0,
  "@media": { [media.md]: { display: "flex", flexWrap: "wrap" } },
});

export const spreadTile = style({ display: "flex", flexDirection: "column-reverse", gap: "2px" });

/** The applications moved last: a list of buttons to pick one whose journey to show. */
export const recentList = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.m, maxHeight: "22rem", overflowY: "auto" });

globalStyle(`${recentList} li + li`, { borderTop: `1px solid ${vars.color.border}` });

export const recentLink = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  gap: `0 ${vars.space[3]}`,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  color: vars.color.text,
  textDecoration: "none",
  selectors: {
    "&:hover": { background: vars.color.accentSoft },
    "&:focus-visible": { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`, outlineOffset: "-3px" },
    "&[aria-current='true']": { background: vars.color.accentSoft, boxShadow: `inset 4px 0 0 ${vars.color.accent}` },
  },
});

export const recentReference = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.accent });

export const recentMeta = style({ fontSize: vars.fontSize.s, color: vars.color.textSecondary });

// The link's own look (a standalone link: bold, underlined on hover) is the reference's alone.
globalStyle(`${recentList} ${recentLink}`, { textDecoration: "none", fontWeight: vars.fontWeight.regular });
globalStyle(`${recentList} ${recentLink}:hover ${recentReference}`, { textDecoration: "underline" });

export const journeyHead = style({ display: "flex", flexWrap: "wrap", alignItems: "baseline", justifyContent: "space-between", gap: vars.space[2] });

export const targetsForm = style({ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space[3], "@media": { [media.sm]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } } });

export const holidayToolbar = style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: vars.space[3] });

export const yearSwitch = style({ display: "flex", alignItems: "center", gap: vars.space[2] });

export const yearLabel = style({ minWidth: "4ch", textAlign: "center", fontSize: vars.fontSize.l, fontWeight: vars.fontWeight.semibold, margin: 0, fontVariantNumeric: "tabular-nums" });

export const holidayName = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space[2], whiteSpace: "normal" });

export const rowActions = style({ display: "flex", gap: vars.space[2], justifyContent: "flex-end" });
