import { style } from "@vanilla-extract/css";
import { vars } from "@ictm/ui-kit/theme/index.ts";

export const status = style({ display: "flex", flexDirection: "column", gap: vars.space[3] });

export const statusLine = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space[3] });

export const reason = style({
  padding: vars.space[4],
  borderRadius: vars.radius.m,
  border: `1px solid ${vars.color.dangerBorder}`,
  background: vars.color.dangerSurface,
});

export const reasonTitle = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.dangerText });

export const documents = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space[2] });

export const document = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: vars.space[2],
  padding: `${vars.space[2]} ${vars.space[3]}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
});

export const documentMeta = style({ fontSize: vars.fontSize.s, color: vars.color.textSecondary });

export const facts = style({ margin: 0, display: "grid", gridTemplateColumns: "max-content minmax(0, 1fr)", gap: `${vars.space[2]} ${vars.space[6]}` });

export const term = style({ fontSize: vars.fontSize.s, fontWeight: vars.fontWeight.semibold, color: vars.color.textSecondary });

export const definition = style({ margin: 0, overflowWrap: "anywhere" });
