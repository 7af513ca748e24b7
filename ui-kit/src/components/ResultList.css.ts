import { style } from "@vanilla-extract/css";
import { vars } from "../theme/tokens.css.ts";

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
});

export const busy = style({ opacity: 0.6, transition: `opacity ${vars.duration.normal}` });

export const item = style({
  position: "relative",
  display: "flex",
  gap: vars.space[3],
  alignItems: "flex-start",
  padding: vars.space[4],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.l,
  boxShadow: vars.shadow.s,
  transition: `border-color ${vars.duration.fast}, background ${vars.duration.fast}`,
  selectors: {
    "&:has([data-result-target][data-hovered])": { borderColor: vars.color.borderStrong },
    // The focus ring goes round the whole item the link stretches over.
    "&:has([data-result-target][data-focus-visible])": {
      outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
      outlineOffset: "2px",
    },
    '&[aria-current="true"]': {
      background: vars.color.accentSoft,
      borderColor: vars.color.accent,
      boxShadow: `inset 4px 0 0 ${vars.color.accent}`,
    },
  },
});

export const media = style({ flex: "none" });

export const body = style({ display: "flex", flexDirection: "column", gap: vars.space[1], minWidth: 0, flex: 1 });

export const titleRow = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space[2] });

export const title = style({ fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.snug, overflowWrap: "anywhere" });

// The link (or button) covers the whole item through its ::after, so a press anywhere on it selects.
export const target = style({
  all: "unset",
  color: vars.color.text,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&::after": { content: '""', position: "absolute", inset: 0, borderRadius: vars.radius.l },
    "&[data-hovered]": { color: vars.color.accent, textDecoration: "underline" },
    '&[aria-current="true"]': { color: vars.color.accentHover },
  },
});

export const detail = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[1],
  fontSize: vars.fontSize.s,
  color: vars.color.textSecondary,
  overflowWrap: "anywhere",
});
