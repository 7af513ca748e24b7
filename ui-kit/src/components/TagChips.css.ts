// The chips of TagChips (a pill each, with its round remove button), styled through react-aria's data attributes.
import { style } from "@vanilla-extract/css";
import { vars } from "../theme/tokens.css.ts";

export const tags = style({ display: "flex", flexWrap: "wrap", gap: vars.space[2], marginTop: vars.space[2], outline: "none" });

export const tag = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[1],
  maxWidth: "100%",
  minHeight: "32px",
  paddingInlineStart: vars.space[3],
  paddingInlineEnd: vars.space[1],
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.accentSoftBorder}`,
  background: vars.color.accentSoft,
  color: vars.color.accentHover,
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.medium,
  outline: "none",
  cursor: "default",
  selectors: {
    "&[data-focus-visible]": { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`, outlineOffset: "2px" },
  },
});

export const tagText = style({ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" });

export const remove = style({
  display: "grid",
  placeItems: "center",
  flex: "none",
  width: "24px",
  height: "24px",
  border: 0,
  borderRadius: "50%",
  background: "transparent",
  color: vars.color.accentHover,
  cursor: "pointer",
  selectors: {
    "&[data-hovered]": { background: vars.color.accentSoftBorder },
    "&[data-pressed]": { background: vars.color.accentMuted, color: vars.color.onAccent },
  },
});
