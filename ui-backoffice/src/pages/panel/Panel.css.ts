// The side panel's looks: a sheet from the right over the board (the whole width on a phone), its sticky head,
// and the parts its tabs share (definition lists, per-step groups, entries with their actions).
import { globalStyle, keyframes, style } from "@vanilla-extract/css";
import { media, reducedMotion, vars } from "@ictm/ui-kit/theme/index.ts";

const slideIn = keyframes({ from: { transform: "translateX(24px)", opacity: 0 }, to: { transform: "none", opacity: 1 } });

export const overlay = style({
  position: "fixed",
  inset: 0,
  zIndex: 80,
  display: "flex",
  justifyContent: "flex-end",
  background: "rgb(20 26 32 / 0.40)",
});

export const sheet = style({
  width: "100%",
  height: "100dvh",
  overflowY: "auto",
  background: vars.color.surface,
  boxShadow: vars.shadow.l,
  outline: "none",
  "@media": {
    [media.md]: { width: "min(760px, 92vw)" },
    [reducedMotion]: { animation: "none" },
  },
  selectors: { "&[data-entering]": { animation: `${slideIn} ${vars.duration.normal} ease-out` } },
});

export const dialog = style({ outline: "none", minHeight: "100%", display: "flex", flexDirection: "column" });

export const head = style({
  position: "sticky",
  top: 0,
  zIndex: 1,
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: vars.space[3],
  padding: `${vars.space[4]} ${vars.space[4]} ${vars.space[3]}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  "@media": { [media.md]: { padding: `${vars.space[5]} ${vars.space[6]} ${vars.space[3]}` } },
});

export const title = style({ fontSize: vars.fontSize.l, overflowWrap: "break-word" });

export const subtitle = style({ margin: 0, color: vars.color.textSecondary, fontSize: vars.fontSize.s });

export const body = style({
  padding: vars.space[4],
  display: "flex",
  flexDirection: "column",
  gap: vars.space[5],
  minWidth: 0,
  "@media": { [media.md]: { padding: `${vars.space[4]} ${vars.space[6]} ${vars.space[8]}` } },
});

export const stack = style({ display: "flex", flexDirection: "column", gap: vars.space[4], minWidth: 0 });

export const section = style({ display: "flex", flexDirection: "column", gap: vars.space[3], minWidth: 0 });

export const sectionTitle = style({ fontSize: vars.fontSize.m, fontWeight: vars.fontWeight.semibold });

export const readList = style({
  margin: 0,
  display: "grid",
  gap: `${vars.space[2]} ${vars.space[6]}`,
  "@media": { [media.md]: { gridTemplateColumns: "minmax(8rem, 1fr) minmax(0, 2fr)" } },
});

export const term = style({ fontSize: vars.fontSize.s, fontWeight: vars.fontWeight.semibold, color: vars.color.textSecondary });

export const value = style({ margin: 0, overflowWrap: "anywhere", whiteSpace: "pre-line" });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space[3] });

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space[3] });

export const entry = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  padding: vars.space[3],
  background: vars.color.page,
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
  minWidth: 0,
});

export const entryMeta = style({ margin: 0, fontSize: vars.fontSize.s, color: vars.color.textSecondary });

export const entryText = style({ margin: 0, whiteSpace: "pre-line", overflowWrap: "anywhere" });

export const muted = style({ margin: 0, color: vars.color.textSecondary });

export const small = style({ fontSize: vars.fontSize.s, color: vars.color.textSecondary });

export const changes = style({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: vars.fontSize.s,
  tableLayout: "fixed",
  overflowWrap: "anywhere",
});
globalStyle(`${changes} th, ${changes} td`, { textAlign: "left", verticalAlign: "top", padding: `${vars.space[1]} ${vars.space[2]}`, borderTop: `1px solid ${vars.color.border}` });

export const entryHead = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space[2] });

export const entryName = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: "anywhere" });

/** A section that acts (a form) after the lists it acts on: a rule above it sets it apart. */
export const actionSection = style([section, { borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space[4] }]);

/** A notice inside a form (no signatory to sign with): the warning colours, its words and a way on. */
export const notice = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
  padding: vars.space[3],
  borderRadius: vars.radius.m,
  border: `1px solid ${vars.color.warningBorder}`,
  background: vars.color.warningSurface,
  color: vars.color.warningText,
});

/** One signed letter of a person: its kind, reference and status on a line that wraps. */
export const letterLine = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: `${vars.space[1]} ${vars.space[3]}`, margin: 0 });

export const reference = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.s, overflowWrap: "anywhere" });
