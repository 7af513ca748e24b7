import { style } from "@vanilla-extract/css";
import { vars } from "@ictm/ui-kit/theme/index.ts";

export const switches = style({ display: "flex", flexDirection: "column", gap: vars.space[3] });

export const blocked = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
  paddingTop: vars.space[5],
  borderTop: `1px solid ${vars.color.border}`,
});

export const blockedHeading = style({ fontSize: vars.fontSize.m });

export const blockedList = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space[2] });

export const blockedItem = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space[3],
  padding: `${vars.space[2]} ${vars.space[2]} ${vars.space[2]} ${vars.space[4]}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
});

export const blockedName = style({ fontWeight: vars.fontWeight.medium, overflowWrap: "anywhere" });

export const none = style({ color: vars.color.textSecondary, fontStyle: "italic" });

export const quiet = style({ fontSize: vars.fontSize.s, color: vars.color.textSecondary });
