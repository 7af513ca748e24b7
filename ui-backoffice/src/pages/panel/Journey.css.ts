// The info tab's journey: the visits table (the back-office's table, stacked rows on a phone) and the replay of the
// application's history: its position and controls, the fact on screen, the board's steps as a strip, the
// decisions and the form as they were then.
import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "@ictm/ui-kit/theme/index.ts";
import { dataTable, dataTableBox } from "../../app/lists.css.ts";

/** Scrolls sideways rather than cut a cell off should a name be too long for the panel. */
export const tableBox = style([dataTableBox, { minWidth: 0, overflowX: "auto" }]);

export const table = style([dataTable]);
// Six columns in the panel: closer cells than the listings' from tablet width (a phone stacks each row).
globalStyle(`${table} :is(th, td)`, { "@media": { [media.md]: { padding: `${vars.space[2]} ${vars.space[3]}` } } });

export const caption = style({ captionSide: "top", textAlign: "left", padding: `${vars.space[3]} ${vars.space[4]} 0`, fontSize: vars.fontSize.s, color: vars.color.textSecondary });

/** The date and the time each unbroken; the time goes to the next line when the cell is narrow. */
export const when = style({});
globalStyle(`${when} > span`, { whiteSpace: "nowrap" });

export const numeric = style({ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" });

/** A line under a cell's value: the step's target under the working days, who moved it out under who moved it in. */
export const cellNote = style({ display: "block", fontSize: vars.fontSize.s, color: vars.color.textSecondary });

export const summary = style({ margin: 0, color: vars.color.textSecondary, fontSize: vars.fontSize.s });

export const replay = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[4],
  padding: vars.space[4],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.l,
  background: vars.color.page,
  minWidth: 0,
  outline: "none",
});

export const replayTitle = style({ fontSize: vars.fontSize.m, fontWeight: vars.fontWeight.semibold });

export const position = style({ margin: 0, fontWeight: vars.fontWeight.semibold, fontVariantNumeric: "tabular-nums" });

/** Previous, the slider, Next: one row from tablet width; the slider on its own row above the buttons on a phone. */
export const controls = style({
  display: "grid",
  gridTemplateColumns: "auto auto",
  gridTemplateAreas: `"slider slider" "previous next"`,
  justifyContent: "space-between",
  alignItems: "center",
  gap: vars.space[3],
  "@media": { [media.md]: { gridTemplateColumns: "auto minmax(0, 1fr) auto", gridTemplateAreas: `"previous slider next"` } },
});

export const previous = style({ gridArea: "previous" });
export const next = style({ gridArea: "next" });

export const slider = style({ gridArea: "slider", display: "flex", flexDirection: "column", gap: vars.space[1], minWidth: 0, width: "100%" });

/** The track: a thin line across, with room at both ends for the thumb's half at the first and the last event. */
export const sliderTrack = style({
  position: "relative",
  height: vars.size.control,
  marginInline: "12px",
  selectors: {
    "&::before": {
      content: '""',
      position: "absolute",
      insetInline: "-12px",
      top: "50%",
      height: "6px",
      transform: "translateY(-50%)",
      borderRadius: vars.radius.pill,
      background: vars.color.border,
    },
  },
});

/** The part of the line before the thumb (its width is the thumb's place, set where it is drawn). */
export const sliderFill = style({
  position: "absolute",
  insetInlineStart: "-12px",
  top: "50%",
  height: "6px",
  transform: "translateY(-50%)",
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
});

export const sliderThumb = style({
  top: "50%",
  width: "24px",
  height: "24px",
  borderRadius: "50%",
  background: vars.color.surface,
  border: `3px solid ${vars.color.accent}`,
  boxShadow: vars.shadow.s,
  selectors: {
    "&[data-focus-visible]": { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`, outlineOffset: "2px" },
    "&[data-dragging]": { background: vars.color.accentSoft },
  },
});

export const sliderLabel = style({ fontSize: vars.fontSize.s, color: vars.color.textSecondary });

/** The fact on screen: its sentence, then when and who. */
export const fact = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[1],
  padding: vars.space[3],
  borderRadius: vars.radius.m,
  border: `1px solid ${vars.color.accentSoftBorder}`,
  background: vars.color.surface,
});

export const sentence = style({ margin: 0, fontSize: vars.fontSize.m, fontWeight: vars.fontWeight.semibold, overflowWrap: "anywhere" });

export const factMeta = style({ margin: 0, fontSize: vars.fontSize.s, color: vars.color.textSecondary });

export const partTitle = style({ margin: 0, fontSize: vars.fontSize.s, fontWeight: vars.fontWeight.semibold, color: vars.color.textSecondary });

export const part = style({ display: "flex", flexDirection: "column", gap: vars.space[2], minWidth: 0 });

export const where = style({ margin: 0 });

/** The workflow's steps in a row that wraps; the one the card was in is filled. */
export const strip = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexWrap: "wrap", gap: vars.space[2] });

export const stripStep = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[1],
  padding: `${vars.space[1]} ${vars.space[3]}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.s,
});

export const stripCurrent = style({
  borderColor: vars.color.accent,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.fontWeight.semibold,
});

export const stripVisited = style({ borderColor: vars.color.accentSoftBorder, background: vars.color.accentSoft, color: vars.color.accent });

export const decisionList = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space[2] });

export const decision = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: `${vars.space[1]} ${vars.space[2]}`, margin: 0, overflowWrap: "anywhere" });

export const formRecord = style({ borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space[3] });

export const formSummary = style({
  cursor: "pointer",
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.accent,
  minHeight: "24px",
  selectors: { "&:focus-visible": { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`, outlineOffset: "2px", borderRadius: vars.radius.s } },
});

globalStyle(`${formRecord}[open] > ${formSummary}`, { marginBottom: vars.space[3] });
// The form's sections sit two levels under the replay's parts (h6): without the browser's default margins.
globalStyle(`${formRecord} h6`, { margin: 0, lineHeight: vars.lineHeight.tight });
