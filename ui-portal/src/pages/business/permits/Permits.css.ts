// The permit pages' layout: the list's cards, the editor's section navigator beside the form (above it on a
// phone), the entries of repeatable lists, the read-only view and the review's problems.
import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "@ictm/ui-kit/theme/index.ts";

// ---- The list ----
export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space[4] });
export const card = style({ display: "flex", flexDirection: "column", gap: vars.space[3] });
export const cardHead = style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: vars.space[2] });
export const cardTitle = style({ fontSize: vars.fontSize.l, overflowWrap: "anywhere" });
export const cardType = style({ fontWeight: vars.fontWeight.regular, color: vars.color.textSecondary });
export const badges = style({ display: "flex", flexWrap: "wrap", gap: vars.space[2] });
export const facts = style({
  margin: 0,
  display: "grid",
  gap: vars.space[3],
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  "@media": { [media.md]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" } },
});
export const fact = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[1],
  minWidth: 0,
  overflowWrap: "anywhere",
});
globalStyle(`${fact} dt`, { fontSize: vars.fontSize.s, color: vars.color.textSecondary });
globalStyle(`${fact} dd`, { margin: 0 });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space[2], paddingTop: vars.space[3], borderTop: `1px solid ${vars.color.border}` });
export const types = style({ display: "flex", flexDirection: "column", gap: vars.space[3], margin: `${vars.space[3]} 0 0`, textAlign: "left" });
export const type = style({ display: "flex", flexDirection: "column", gap: vars.space[1] });
export const typeName = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const typeSummary = style({ margin: 0 });

// ---- The editor ----
export const editor = style({
  display: "grid",
  gap: vars.space[6],
  alignItems: "start",
  "@media": { [media.xl]: { gridTemplateColumns: "220px minmax(0, 1fr)" } },
});
export const stack = style({ display: "flex", flexDirection: "column", gap: vars.space[6], minWidth: 0 });
/** Fields two by two from 768 px; a wide one (long text, lists, files, checkboxes) takes the row. */
export const grid = style({
  display: "grid",
  gap: vars.space[5],
  alignItems: "start",
  "@media": { [media.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});
export const wide = style({ "@media": { [media.md]: { gridColumn: "1 / -1" } } });
export const group = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.m, padding: vars.space[4], margin: 0, minWidth: 0 });
export const groupTitle = style({ fontSize: vars.fontSize.m, fontWeight: vars.fontWeight.semibold, padding: `0 ${vars.space[1]}` });
export const entries = style({ display: "flex", flexDirection: "column", gap: vars.space[3], minWidth: 0 });
export const entriesHead = style({ display: "flex", flexDirection: "column", gap: vars.space[1] });
export const entriesTitle = style({ fontSize: vars.fontSize.m, fontWeight: vars.fontWeight.semibold });
export const entryList = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space[3] });
export const entry = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.m, padding: vars.space[4], background: vars.color.page, minWidth: 0 });
export const entryHead = style({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: vars.space[2], marginBottom: vars.space[3] });
export const entryTitle = style({ fontSize: vars.fontSize.m, fontWeight: vars.fontWeight.semibold, outline: "none" });
export const muted = style({ color: vars.color.textSecondary });
export const small = style({ fontSize: vars.fontSize.s, color: vars.color.textSecondary });
export const error = style({ color: vars.color.dangerText, fontSize: vars.fontSize.s });
export const notice = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
  padding: vars.space[4],
  borderRadius: vars.radius.m,
  border: `1px solid ${vars.color.infoBorder}`,
  background: vars.color.infoSurface,
});
export const warning = style([notice, { borderColor: vars.color.warningBorder, background: vars.color.warningSurface }]);
export const noticeTitle = style({ fontWeight: vars.fontWeight.semibold });
export const files = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space[2] });
export const file = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space[2],
  padding: `${vars.space[2]} ${vars.space[3]}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.surface,
});
export const fileName = style({ flex: "1 1 12rem", minWidth: 0, overflowWrap: "anywhere" });

// ---- Read-only view and review ----
export const readList = style({
  margin: 0,
  display: "grid",
  gap: `${vars.space[2]} ${vars.space[6]}`,
  "@media": { [media.md]: { gridTemplateColumns: "minmax(8rem, 1fr) minmax(0, 2fr)" } },
});
export const readTerm = style({ fontSize: vars.fontSize.s, fontWeight: vars.fontWeight.semibold, color: vars.color.textSecondary });
export const readValue = style({ margin: 0, overflowWrap: "anywhere", whiteSpace: "pre-line" });
export const readNested = style({ display: "flex", flexDirection: "column", gap: vars.space[2], "@media": { [media.md]: { gridColumn: "1 / -1" } } });
export const problems = style({ display: "flex", flexDirection: "column", gap: vars.space[4] });
export const problemList = style({ margin: 0, paddingLeft: vars.space[5], display: "flex", flexDirection: "column", gap: vars.space[1] });
export const problemTitle = style({ fontSize: vars.fontSize.m, fontWeight: vars.fontWeight.semibold });
export const headRow = style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: vars.space[3] });
