import { style } from "@vanilla-extract/css";
import { media, vars } from "@ictm/ui-kit/theme/index.ts";

export const footer = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
  "@media": { [media.md]: { flexDirection: "row", justifyContent: "space-between", alignItems: "center" } },
});

export const name = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });
