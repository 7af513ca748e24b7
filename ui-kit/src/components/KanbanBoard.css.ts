// The kanban board's looks: columns side by side that scroll sideways inside the board (snapping a column at a
// time on a phone), each a list that scrolls on its own, and cards whose picked-up and dragged states show by
// more than colour (a lift, a thicker outline).
import { globalStyle, style } from "@vanilla-extract/css";
import { media } from "../theme/breakpoints.ts";
import { vars } from "../theme/tokens.css.ts";

export const board = style({
  display: "flex",
  gap: vars.space[3],
  alignItems: "flex-start",
  overflowX: "auto",
  paddingBottom: vars.space[3],
  scrollSnapType: "x mandatory",
  "@media": { [media.md]: { scrollSnapType: "none", gap: vars.space[4] } },
});

export const column = style({
  flex: "0 0 min(85vw, 300px)",
  minWidth: 0,
  display: "flex",
  flexDirection: "column",
  maxHeight: "calc(100dvh - 180px)",
  minHeight: "200px",
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.l,
  scrollSnapAlign: "start",
});

export const columnHead = style({
  display: "flex",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: vars.space[2],
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** The title and, under it, the optional muted note. */
export const columnTitles = style({ flex: "1 1 auto", minWidth: 0, display: "flex", flexDirection: "column", gap: "2px" });

export const columnNote = style({ margin: 0, fontSize: vars.fontSize.s, color: vars.color.textSecondary });

export const columnTitle = style({ margin: 0, minWidth: 0, fontSize: vars.fontSize.m, fontWeight: vars.fontWeight.semibold, overflowWrap: "anywhere" });

/** The column's optional link, between the title and the count (clear of the count, focus ring and all). */
export const columnLink = style({ flex: "none", display: "inline-flex", alignItems: "center", minHeight: "24px", marginInlineEnd: vars.space[2], fontSize: vars.fontSize.s, whiteSpace: "nowrap" });

export const columnCount = style({ fontSize: vars.fontSize.s, color: vars.color.textSecondary, fontVariantNumeric: "tabular-nums" });

/** The list and, over it when the column is empty, the empty note (the list stays the drop target). */
export const listArea = style({ position: "relative", flex: "1 1 auto", display: "flex", minHeight: 0 });

export const list = style({
  flex: "1 1 auto",
  width: "100%",
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
  minHeight: "96px",
  margin: 0,
  padding: vars.space[2],
  listStyle: "none",
  overflowY: "auto",
});

export const empty = style({
  position: "absolute",
  inset: vars.space[2],
  bottom: "auto",
  margin: 0,
  pointerEvents: "none",
  padding: vars.space[4],
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.m,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.s,
  textAlign: "center",
});

export const card = style({
  position: "relative",
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space[2],
  padding: vars.space[3],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  boxShadow: vars.shadow.s,
  outline: "none",
  cursor: "grab",
  // Long columns: the browser skips laying out cards far off screen (measured on a 2,000-card board).
  contentVisibility: "auto",
  containIntrinsicSize: "auto 96px",
  selectors: {
    "&:focus-visible": { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`, outlineOffset: "2px" },
    "&[data-movable=false]": { cursor: "default" },
    "&[data-carried=true]": {
      borderColor: vars.color.accent,
      boxShadow: `0 0 0 2px ${vars.color.accent}, ${vars.shadow.l}`,
      transform: "rotate(-1deg)",
    },
    "&[data-pending=true]": { opacity: 0.7 },
  },
});

// The menu button sits in the card's top corner, so the content has the card's whole width below it.
export const cardBody = style({ flex: "1 1 auto", minWidth: 0, paddingRight: vars.space[6] });

export const menuTrigger = style({
  position: "absolute",
  top: vars.space[2],
  right: vars.space[2],
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "32px",
  height: "32px",
  border: "1px solid transparent",
  borderRadius: vars.radius.s,
  background: "transparent",
  color: vars.color.textSecondary,
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.surfaceSunken, color: vars.color.text },
    "&:focus-visible": { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`, outlineOffset: "1px" },
  },
});

export const moreIcon = style({ fontSize: vars.fontSize.l, lineHeight: 1 });

export const showMore = style({ alignSelf: "center", margin: `0 ${vars.space[2]} ${vars.space[3]}` });

export const menuHeading = style({
  padding: `${vars.space[2]} ${vars.space[3]}`,
  fontSize: vars.fontSize.s,
  color: vars.color.textSecondary,
});

// Classes the drag library puts on the card being dragged and on the card it is over.
globalStyle(".kanban-dragging", { opacity: 0.5 });
globalStyle(".kanban-drop-zone", { opacity: 0.4, borderStyle: "dashed" });
