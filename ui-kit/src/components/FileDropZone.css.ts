import { style } from "@vanilla-extract/css";
import { media } from "../theme/breakpoints.ts";
import { vars } from "../theme/tokens.css.ts";

export const zone = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space[2],
  marginTop: vars.space[1],
  padding: `${vars.space[5]} ${vars.space[4]}`,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.l,
  background: vars.color.surface,
  textAlign: "center",
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  "@media": { [media.sm]: { flexDirection: "row", flexWrap: "wrap", justifyContent: "flex-start", textAlign: "start" } },
  selectors: {
    "&[data-hovered]": { borderColor: vars.color.text },
    "&[data-drop-target]": { borderStyle: "solid", borderColor: vars.color.accent, background: vars.color.accentSoft },
    "&[data-focus-visible]": { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`, outlineOffset: "2px" },
    "&[data-disabled]": { background: vars.color.surfaceSunken, borderColor: vars.color.border },
  },
});

export const invalid = style({ borderColor: vars.color.dangerText });

export const zoneIcon = style({ flex: "none", color: vars.color.accent });

export const hint = style({ color: vars.color.textSecondary });

export const files = style({ listStyle: "none", margin: `${vars.space[2]} 0 0`, padding: 0, display: "flex", flexDirection: "column", gap: vars.space[2] });

export const file = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space[3],
  padding: vars.space[2],
  paddingInlineEnd: vars.space[1],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.surface,
});

export const fileFailed = style({ borderColor: vars.color.dangerBorder, background: vars.color.dangerSurface });

export const thumb = style({
  flex: "none",
  width: "48px",
  height: "48px",
  borderRadius: vars.radius.s,
  objectFit: "cover",
  background: vars.color.surfaceSunken,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
});

export const fileIcon = style({
  display: "grid",
  placeItems: "center",
  flex: "none",
  width: "48px",
  height: "48px",
  borderRadius: vars.radius.s,
  background: vars.color.accentSoft,
  color: vars.color.accent,
});

export const fileText = style({ display: "flex", flexDirection: "column", gap: vars.space[1], flex: 1, minWidth: 0 });

export const fileName = style({ fontWeight: vars.fontWeight.medium, overflowWrap: "anywhere" });

export const fileMeta = style({ fontSize: vars.fontSize.s, color: vars.color.textSecondary });

export const fileError = style({ fontSize: vars.fontSize.s, fontWeight: vars.fontWeight.medium, color: vars.color.dangerText });
