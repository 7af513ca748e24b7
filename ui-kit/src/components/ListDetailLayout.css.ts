import { style } from "@vanilla-extract/css";
import { media } from "../theme/breakpoints.ts";
import { vars } from "../theme/tokens.css.ts";

export const layout = style({
  display: "grid",
  gap: vars.space[8],
  alignItems: "start",
  "@media": {
    [media.lg]: { gridTemplateColumns: "minmax(0, 5fr) minmax(0, 7fr)", columnGap: vars.space[8] },
  },
});

export const single = style({ display: "flex", flexDirection: "column", gap: vars.space[4] });

export const list = style({ display: "flex", flexDirection: "column", gap: vars.space[4], minWidth: 0 });

export const detail = style({
  minWidth: 0,
  "@media": { [media.lg]: { position: "sticky", top: vars.space[4] } },
});
