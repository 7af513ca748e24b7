// The e-signature pages' shared looks: the page head with its action, panels, tables that become stacked rows on a
// phone, and the signatories' thumbnails.
import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "@ictm/ui-kit/theme/index.ts";
import { dataTable, dataTableBox, rowList } from "../../app/lists.css.ts";

export const headerRow = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  justifyContent: "space-between",
  gap: vars.space[4],
  marginBottom: vars.space[6],
});

export const stack = style({ display: "flex", flexDirection: "column", gap: vars.space[8], minWidth: 0 });

export const section = style({ display: "flex", flexDirection: "column", gap: vars.space[4], minWidth: 0 });

export const sectionHead = style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: vars.space[3] });

export const sectionTitle = style({ fontSize: vars.fontSize.l, margin: 0 });

export const prose = style({ margin: 0, maxWidth: vars.size.prose, color: vars.color.textSecondary });

export const muted = style({ margin: 0, color: vars.color.textSecondary, fontSize: vars.fontSize.s });

export const mono = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.s, overflowWrap: "anywhere" });

/** A bordered list of rows (each row a grid on a desk, stacked on a phone). */
export const list = rowList;

export const row = style({
  display: "grid",
  gap: vars.space[3],
  padding: vars.space[4],
  minWidth: 0,
  selectors: { "& + &": { borderTop: `1px solid ${vars.color.border}` } },
  "@media": { [media.md]: { paddingInline: vars.space[6] } },
});

export const rowMain = style({ display: "flex", flexDirection: "column", gap: "2px", minWidth: 0 });

export const rowTitle = style({ margin: 0, fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.m, overflowWrap: "anywhere" });

export const rowMeta = style({ margin: 0, color: vars.color.textSecondary, fontSize: vars.fontSize.s, overflowWrap: "anywhere" });

export const rowActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space[2], alignItems: "center" });

export const badges = style({ display: "flex", flexWrap: "wrap", gap: vars.space[2], alignItems: "center" });

export const count = style({ color: vars.color.textSecondary, margin: 0 });

/** A table on a desk; each row a card of label–value lines on a phone (the back-office's one table style). */
export const table = dataTable;

export const tableBox = dataTableBox;

export const copyRow = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space[3],
  padding: vars.space[3],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.surfaceSunken,
  minWidth: 0,
});

export const copyText = style({ flex: "1 1 16rem", minWidth: 0, fontFamily: vars.font.mono, fontSize: vars.fontSize.s, overflowWrap: "anywhere" });

export const thumb = style({
  width: "96px",
  height: "48px",
  flex: "none",
  objectFit: "contain",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.s,
  background: vars.color.surface,
  display: "grid",
  placeItems: "center",
  color: vars.color.textMuted,
  fontSize: vars.fontSize.s,
});

export const subTitle = style({ fontSize: vars.fontSize.m, fontWeight: vars.fontWeight.semibold, margin: 0 });

/** A letter: its particulars, its status, its actions; in a row from tablet width. */
export const letterRow = style({
  "@media": { [media.md]: { gridTemplateColumns: "minmax(0, 1fr) auto auto", alignItems: "center" } },
});

/** A signatory: the signature image, name and title, the active badge, the action; in a row from tablet width. */
export const signatoryRow = style({
  gridTemplateColumns: "auto minmax(0, 1fr)",
  alignItems: "center",
  "@media": { [media.md]: { gridTemplateColumns: "auto minmax(0, 1fr) auto auto" } },
});

export const thumbLarge = style({ width: "192px", height: "96px" });

export const published = style([section, { gap: vars.space[3], marginTop: vars.space[4] }]);

/** A key id or a date in the keys table: one line on a desk (the reason column takes what is left). */
export const nowrap = style({ "@media": { [media.md]: { whiteSpace: "nowrap", overflowWrap: "normal" } } });
