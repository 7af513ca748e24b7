import { style } from "@vanilla-extract/css";
import { media, vars } from "@ictm/ui-kit/theme/index.ts";

export const head = style({ display: "flex", flexDirection: "column", gap: vars.space[1], marginBottom: vars.space[2] });

export const headRow = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space[3] });

export const description = style({ color: vars.color.textSecondary });

/** Short fields two by two from 768 px; a wide field takes the row. */
export const grid = style({
  display: "grid",
  gap: vars.space[5],
  "@media": { [media.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const wide = style({ "@media": { [media.md]: { gridColumn: "1 / -1" } } });

export const muted = style({ color: vars.color.textSecondary });

export const stack = style({ display: "flex", flexDirection: "column", gap: vars.space[6], minWidth: 0 });
